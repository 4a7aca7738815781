import { addDays, daysBetween } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { isAirportCode } from '@app/shared/travel/airports';
import {
  CABIN_CLASSES,
  type CabinClass,
  type RecentFlightSearch,
  TRIP_TYPES,
  type TripType,
} from '@app/shared/travel/recent-searches';
import { MAX_FLIGHT_PASSENGERS, MIN_PASSENGERS } from '@app/shared/travel/schemas';

/** A flight search, as its address carries it (spec sections 3 and 5). */
export interface FlightSearch {
  tripType: TripType;
  origin: string;
  destination: string;
  departureDate: string;
  /** Kept while a one-way trip is edited (it comes back when the trip is a return again). */
  returnDate: string;
  passengers: number;
  cabin: CabinClass;
}

/** The spec's defaults from the agency's `today`: Trabzon to İstanbul, out in 7 days, back in 14. */
export function defaultFlightSearch(today: string): FlightSearch {
  return {
    tripType: 'roundTrip',
    origin: 'TZX',
    destination: 'IST',
    departureDate: addDays(today, 7),
    returnDate: addDays(today, 14),
    passengers: 1,
    cabin: 'ECONOMY',
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether an address asks for a search (it names a departure day), not just the page. */
export const asksFlightSearch = (params: URLSearchParams) => params.has('departureDate');

/**
 * The search an address asks for, each value it does not carry (or carries wrong) from the
 * defaults: an airport the form does not offer, a day before today or past the sale window, a
 * return before the departure (moved to the departure's day). `asked`: the address names a
 * departure day.
 */
export function readFlightSearch(
  params: URLSearchParams,
  today: string,
): { search: FlightSearch; asked: boolean } {
  const d = defaultFlightSearch(today);
  const date = (key: string, fallback: string) => {
    const v = params.get(key) ?? '';
    return DATE.test(v) && v >= today && v <= lastSaleDay(today) ? v : fallback;
  };
  const airport = (key: string, fallback: string) => {
    const v = (params.get(key) ?? '').toUpperCase();
    return isAirportCode(v) ? v : fallback;
  };
  const tripType = params.get('tripType');
  const cabin = params.get('cabin');
  const passengers = Number(params.get('passengers') ?? d.passengers);
  const departureDate = date('departureDate', d.departureDate);
  const returnDate = date('returnDate', addDays(departureDate, 7));
  return {
    search: {
      tripType: (TRIP_TYPES as readonly string[]).includes(tripType ?? '')
        ? (tripType as TripType)
        : d.tripType,
      origin: airport('origin', d.origin),
      destination: airport('destination', d.destination),
      departureDate,
      returnDate: returnDate < departureDate ? departureDate : returnDate,
      passengers:
        Number.isInteger(passengers) && passengers >= MIN_PASSENGERS && passengers <= MAX_FLIGHT_PASSENGERS
          ? passengers
          : d.passengers,
      cabin: (CABIN_CLASSES as readonly string[]).includes(cabin ?? '') ? (cabin as CabinClass) : d.cabin,
    },
    asked: asksFlightSearch(params),
  };
}

/** The address of a search (and the server's query): a return day only for a return trip. */
export function flightSearchParams(s: FlightSearch): URLSearchParams {
  const params = new URLSearchParams({
    tripType: s.tripType,
    origin: s.origin,
    destination: s.destination,
    departureDate: s.departureDate,
  });
  if (s.tripType === 'roundTrip') params.set('returnDate', s.returnDate);
  params.set('passengers', String(s.passengers));
  params.set('cabin', s.cabin);
  return params;
}

/** `/flights?…` for a search. */
export const flightSearchHref = (s: FlightSearch) => `/flights?${flightSearchParams(s).toString()}`;

export type SearchField = 'origin' | 'destination' | 'departureDate' | 'returnDate';

/**
 * What keeps a search from being sent, by field (the server's own rules, spec section 5): the same
 * airport twice, a day before today or past the sale window, a return before the departure.
 */
export function flightSearchIssues(s: FlightSearch, today: string): Partial<Record<SearchField, string>> {
  const issues: Partial<Record<SearchField, string>> = {};
  if (!s.origin) issues.origin = 'required';
  if (!s.destination) issues.destination = 'required';
  else if (s.origin === s.destination) issues.destination = 'same_airports';
  const day = (value: string) =>
    !DATE.test(value)
      ? 'required'
      : value < today
        ? 'date_in_past'
        : value > lastSaleDay(today)
          ? 'date_too_far'
          : null;
  const departure = day(s.departureDate);
  if (departure) issues.departureDate = departure;
  if (s.tripType === 'roundTrip') {
    const back = day(s.returnDate);
    if (back) issues.returnDate = back;
    else if (!departure && s.returnDate < s.departureDate) issues.returnDate = 'return_before_departure';
  }
  return issues;
}

/** A search as the recent searches keep it (the spec's names). */
export function toRecentSearch(s: FlightSearch): RecentFlightSearch {
  return {
    tripType: s.tripType,
    originCode: s.origin,
    destinationCode: s.destination,
    departureDate: s.departureDate,
    returnDate: s.tripType === 'roundTrip' ? s.returnDate : null,
    passengers: s.passengers,
    cabinClass: s.cabin,
  };
}

/**
 * A recent search to run again: its days as they were, unless its departure has passed (then the
 * default departure from `today`, and a return as many days after it as before).
 */
export function fromRecentSearch(r: RecentFlightSearch, today: string): FlightSearch {
  const passed = r.departureDate < today;
  const departureDate = passed ? defaultFlightSearch(today).departureDate : r.departureDate;
  const stay =
    r.returnDate && r.returnDate >= r.departureDate ? daysBetween(r.departureDate, r.returnDate) : 7;
  return {
    tripType: r.tripType,
    origin: r.originCode,
    destination: r.destinationCode,
    departureDate,
    returnDate: passed || !r.returnDate ? addDays(departureDate, stay) : r.returnDate,
    passengers: r.passengers,
    cabin: r.cabinClass,
  };
}
