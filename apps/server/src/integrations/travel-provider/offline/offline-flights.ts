import { AIRPORT_CODES, isAirportCode } from '@app/shared/travel/airports';
import { carrierName } from '@app/shared/travel/carriers';
import type { Clock } from '../../../lib/clock.ts';
import {
  type FlightDictionaries,
  type FlightOffer,
  type FlightOffersQuery,
  type FlightOrder,
  type FlightOrderRequest,
  type FlightSegment,
  type FlightTraveler,
  type TravelClass,
  TravelProviderError,
} from '../travel-provider.ts';
import {
  addDays,
  compactDate,
  daysBetween,
  expandDate,
  isAnyDate,
  isDate,
  monthOf,
  today,
} from './calendar.ts';
import { flightMinutes, instantOf, isoDuration, localTime } from './flight-times.ts';
import {
  AIRCRAFT,
  airport,
  CARRIER_PROFILES,
  connects,
  flightsOn,
  isSummer,
  km,
  type ScheduledFlight,
} from './offline-network.ts';
import { between, code, hash, money, pick, unit } from './seeded.ts';

/**
 * Flight Offers Search, Price and Create Orders, offline: the itineraries the network allows on a
 * date (nonstop, or with one or two connections of one to three hours between carriers that sell
 * together), priced by distance, cabin, season and how far ahead, all in USD.
 *
 * An offer's id holds its search (origin, destination, dates, cabin, adults) and which itinerary
 * it is, so pricing and ordering rebuild it from the id alone: `TZXIST20270501E1-3` is the fourth
 * Trabzon–Istanbul itinerary of 1 May 2027 for one adult in economy; a round trip carries both
 * dates and both itineraries (`TZXIST2027050120270508E2-3-0`). About one offer in fifteen ends in
 * `-F`: its fare goes up a few percent when it is priced again.
 */

export const FLIGHT_CURRENCY = 'USD';
export const MAX_FLIGHT_ADULTS = 9;
export const MAX_FLIGHT_OFFERS = 20;
/** Connections: from one to three hours at the connecting airport. */
export const MIN_CONNECTION_MINUTES = 60;
export const MAX_CONNECTION_MINUTES = 180;
/** The marker of an offer whose fare changes when priced again. */
export const FARE_CHANGE_MARKER = '-F';

const CABINS: Record<TravelClass, { letter: string; factor: number; classes: string[] }> = {
  ECONOMY: { letter: 'E', factor: 1, classes: ['Y', 'B', 'M', 'H', 'Q', 'V', 'L'] },
  PREMIUM_ECONOMY: { letter: 'P', factor: 1.6, classes: ['W', 'E'] },
  BUSINESS: { letter: 'B', factor: 3, classes: ['J', 'C', 'D', 'Z'] },
  FIRST: { letter: 'F', factor: 5, classes: ['F', 'A'] },
};
const CABIN_BY_LETTER = new Map(
  (Object.entries(CABINS) as [TravelClass, { letter: string }][]).map(([cabin, { letter }]) => [
    letter,
    cabin,
  ]),
);

/** Airports where a two-connection itinerary may change planes. */
const TWO_STOP_HUBS = [
  'IST',
  'SAW',
  'ESB',
  'DOH',
  'DXB',
  'AUH',
  'RUH',
  'JED',
  'CAI',
  'AMM',
  'FRA',
  'MUC',
  'LHR',
  'CDG',
  'AMS',
  'VIE',
  'ZRH',
  'ATH',
  'FCO',
  'MAD',
  'CPH',
  'JFK',
  'ORD',
  'IAD',
  'YYZ',
  'SIN',
  'KUL',
  'DEL',
];

/** One flight of an itinerary, on its date. */
interface Leg {
  flight: ScheduledFlight;
  /** Local wall-clock times, as the provider writes them. */
  depart: string;
  arrive: string;
  minutes: number;
  departMs: number;
  arriveMs: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function legOn(flight: ScheduledFlight, date: string): Leg {
  const depart = `${date}T${pad(Math.floor(flight.departs / 60))}:${pad(flight.departs % 60)}:00`;
  const minutes = flightMinutes(km(flight.from, flight.to));
  const departMs = instantOf(depart, airport(flight.from).timeZone).getTime();
  const arriveMs = departMs + minutes * 60_000;
  return {
    flight,
    depart,
    arrive: localTime(new Date(arriveMs), airport(flight.to).timeZone),
    minutes,
    departMs,
    arriveMs,
  };
}

/** The flights on to `to` that connect with `prev`, one to three hours after it lands. */
function connections(prev: Leg, to: string): Leg[] {
  const landed = prev.arrive.slice(0, 10);
  const found: Leg[] = [];
  for (const date of [landed, addDays(landed, 1)])
    for (const flight of flightsOn(prev.flight.to, to, date)) {
      if (!connects(prev.flight.carrier, flight.carrier)) continue;
      const leg = legOn(flight, date);
      const wait = (leg.departMs - prev.arriveMs) / 60_000;
      if (wait >= MIN_CONNECTION_MINUTES && wait <= MAX_CONNECTION_MINUTES) found.push(leg);
    }
  return found;
}

const totalMinutes = (legs: Leg[]) => ((legs.at(-1)?.arriveMs ?? 0) - (legs[0]?.departMs ?? 0)) / 60_000;
const legsKey = (legs: Leg[]) =>
  legs.map((l) => `${l.flight.carrier}${l.flight.number}${l.depart}`).join('/');

/** At most this many itineraries are kept for a route and date. */
const MAX_ITINERARIES = 24;

/**
 * Whether a far route has no flight at all on a date (about one day in thirteen), so a search
 * can come back empty.
 */
export const noFlightsOn = (from: string, to: string, date: string): boolean =>
  km(from, to) > 3000 && hash('no-flights', from, to, date) % 13 === 0;

const ITINERARY_CACHE = new Map<string, Leg[][]>();

/**
 * Every itinerary from one airport to another leaving on a date, in a fixed order (fewest
 * connections, then shortest, then earliest): an offer names its itinerary by its place here.
 */
export function itineraries(from: string, to: string, date: string): Leg[][] {
  const key = `${from}${to}${date}`;
  const cached = ITINERARY_CACHE.get(key);
  if (cached) return cached;
  const found: Leg[][] = [];
  if (!noFlightsOn(from, to, date)) {
    const d = km(from, to);
    for (const flight of flightsOn(from, to, date)) found.push([legOn(flight, date)]);
    for (const hub of AIRPORT_CODES) {
      if (hub === from || hub === to || km(from, hub) + km(hub, to) > 1.25 * d + 2000) continue;
      for (const flight of flightsOn(from, hub, date)) {
        const first = legOn(flight, date);
        for (const second of connections(first, to)) found.push([first, second]);
      }
    }
    if (d > 2500 && found.length < 8)
      for (const a of TWO_STOP_HUBS)
        for (const b of TWO_STOP_HUBS) {
          if (a === b || [a, b].includes(from) || [a, b].includes(to)) continue;
          if (km(from, a) + km(a, b) + km(b, to) > 1.15 * d + 1600) continue;
          for (const flight of flightsOn(from, a, date)) {
            const first = legOn(flight, date);
            for (const second of connections(first, b).slice(0, 1))
              for (const third of connections(second, to).slice(0, 1))
                if (connects(first.flight.carrier, third.flight.carrier)) found.push([first, second, third]);
          }
        }
  }
  const seen = new Set<string>();
  const list = found
    .filter((legs) => !seen.has(legsKey(legs)) && seen.add(legsKey(legs)))
    .sort(
      (a, b) =>
        a.length - b.length ||
        totalMinutes(a) - totalMinutes(b) ||
        (a[0]?.departMs ?? 0) - (b[0]?.departMs ?? 0) ||
        legsKey(a).localeCompare(legsKey(b)),
    )
    .slice(0, MAX_ITINERARIES);
  if (ITINERARY_CACHE.size > 2000) ITINERARY_CACHE.clear();
  ITINERARY_CACHE.set(key, list);
  return list;
}

/** What the search asked, as an offer id carries it. */
interface Search {
  from: string;
  to: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  cabin: TravelClass;
}

const reject = (message: string, providerCode = 4926, status = 400) =>
  new TravelProviderError('rejected', message, status, providerCode);

function checkSearch(clock: Clock, search: Search): void {
  if (!isAirportCode(search.from) || !isAirportCode(search.to))
    throw reject('unknown originLocationCode or destinationLocationCode', 477);
  if (search.from === search.to) throw reject('origin and destination are the same', 4926);
  if (!isDate(search.departureDate)) throw reject('departureDate must be a date', 477);
  if (search.departureDate < today(clock, airport(search.from).timeZone))
    throw reject('departureDate is in the past', 425);
  if (
    search.returnDate !== undefined &&
    (!isDate(search.returnDate) || search.returnDate < search.departureDate)
  )
    throw reject('returnDate must be a date on or after departureDate', 425);
  if (!Number.isInteger(search.adults) || search.adults < 1 || search.adults > MAX_FLIGHT_ADULTS)
    throw reject(`adults must be 1 to ${MAX_FLIGHT_ADULTS}`, 477);
  if (!Object.hasOwn(CABINS, search.cabin)) throw reject('unknown travelClass', 477);
}

/** Fare in cents for one adult, before taxes: distance, carrier, cabin, season, booking window. */
function fareCents(clock: Clock, search: Search, legs: Leg[], date: string): number {
  const legsUsd = legs.reduce((sum, leg) => {
    const lowCost = CARRIER_PROFILES[leg.flight.carrier].lowCost;
    return sum + (25 + 0.08 * km(leg.flight.from, leg.flight.to)) * (lowCost ? 0.72 : 1);
  }, 0);
  const connections = [1, 0.82, 0.72][legs.length - 1] ?? 0.72;
  const blackSea = [search.from, search.to].some((c) => airport(c).region === 'black-sea');
  const m = monthOf(date);
  const season = isSummer(date) && blackSea ? 1.15 : m === 12 || m <= 2 ? 0.9 : 1;
  const ahead = daysBetween(today(clock, airport(legs[0]?.flight.from ?? search.from).timeZone), date);
  const window = ahead <= 3 ? 1.45 : ahead <= 7 ? 1.3 : ahead <= 21 ? 1.12 : ahead <= 60 ? 1 : 0.93;
  const own = 0.9 + 0.22 * unit('fare', legsKey(legs));
  return Math.round(legsUsd * connections * season * window * own * CABINS[search.cabin].factor * 100);
}

/** Taxes and airport charges for one adult: 12 USD a flight plus 8 % of the fare. */
const taxCents = (base: number, segments: number) => 1200 * segments + Math.round(base * 0.08);

/** The checked bags a carrier gives in a cabin: pieces, or kilos for the carriers that count so. */
function checkedBags(
  carrier: ScheduledFlight['carrier'],
  cabin: TravelClass,
): { quantity?: number; weight?: number; weightUnit?: string } {
  const profile = CARRIER_PROFILES[carrier];
  const tier = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'].indexOf(cabin);
  if (profile.lowCost)
    return tier === 0 ? { quantity: 0 } : { weight: [0, 20, 30, 40][tier] ?? 20, weightUnit: 'KG' };
  if (profile.bags === 'weight') return { weight: [30, 35, 40, 50][tier] ?? 30, weightUnit: 'KG' };
  return { quantity: [1, 2, 2, 3][tier] ?? 1 };
}

function offerIdOf(search: Search, a: number, b?: number): string {
  const dates = `${compactDate(search.departureDate)}${search.returnDate ? compactDate(search.returnDate) : ''}`;
  const body = `${search.from}${search.to}${dates}${CABINS[search.cabin].letter}${search.adults}-${a}${b === undefined ? '' : `-${b}`}`;
  return hash('fare-moves', body) % 15 === 0 ? `${body}${FARE_CHANGE_MARKER}` : body;
}

const OFFER_ID = /^([A-Z]{3})([A-Z]{3})(\d{8})(\d{8})?([EPBF])([1-9])-(\d{1,2})(?:-(\d{1,2}))?(-F)?$/;

/** An offer's fare goes up by 3 to 7 % when priced again, for offers marked so. */
export const fareChanges = (offerId: string): boolean => offerId.endsWith(FARE_CHANGE_MARKER);

/** An offer: its itineraries (out, and back for a round trip) priced for the search. */
function buildOffer(
  clock: Clock,
  search: Search,
  out: Leg[],
  back: Leg[] | undefined,
  id: string,
  priced: boolean,
): FlightOffer {
  let base = fareCents(clock, search, out, search.departureDate);
  if (back && search.returnDate)
    base = Math.round((base + fareCents(clock, search, back, search.returnDate)) * 0.95);
  if (priced && fareChanges(id)) base = Math.round(base * (1 + between(3, 7, 'fare-change', id) / 100));
  const legs = [...out, ...(back ?? [])];
  const perAdult = base + taxCents(base, legs.length);
  const classes = CABINS[search.cabin].classes;
  let segmentId = 0;
  const itinerary = (part: Leg[]) => ({
    duration: isoDuration(totalMinutes(part)),
    segments: part.map(
      (leg): FlightSegment => ({
        id: String(++segmentId),
        departure: { iataCode: leg.flight.from, at: leg.depart },
        arrival: { iataCode: leg.flight.to, at: leg.arrive },
        carrierCode: leg.flight.carrier,
        number: leg.flight.number,
        aircraft: { code: leg.flight.aircraft },
        operating: { carrierCode: leg.flight.carrier },
        duration: isoDuration(leg.minutes),
        numberOfStops: 0,
      }),
    ),
  });
  const itineraries = [itinerary(out), ...(back ? [itinerary(back)] : [])];
  const segments = itineraries.flatMap((i) => i.segments);
  const today0 = today(clock, airport(search.from).timeZone);
  const lastTicketing = addDays(today0, 3) < search.departureDate ? addDays(today0, 3) : search.departureDate;
  const validating = out[0]?.flight.carrier ?? 'TK';
  return {
    type: 'flight-offer',
    id,
    source: 'GDS',
    instantTicketingRequired: false,
    nonHomogeneous: false,
    oneWay: !back,
    lastTicketingDate: lastTicketing,
    numberOfBookableSeats: search.adults + between(0, MAX_FLIGHT_ADULTS - search.adults, 'seats', id),
    itineraries,
    price: {
      currency: FLIGHT_CURRENCY,
      total: money(perAdult * search.adults),
      base: money(base * search.adults),
      fees: [
        { amount: '0.00', type: 'SUPPLIER' },
        { amount: '0.00', type: 'TICKETING' },
      ],
      grandTotal: money(perAdult * search.adults),
    },
    pricingOptions: { fareType: ['PUBLISHED'], includedCheckedBagsOnly: false },
    validatingAirlineCodes: [validating],
    travelerPricings: Array.from({ length: search.adults }, (_, i) => ({
      travelerId: String(i + 1),
      fareOption: 'STANDARD',
      travelerType: 'ADULT',
      price: { currency: FLIGHT_CURRENCY, total: money(perAdult), base: money(base) },
      fareDetailsBySegment: segments.map((segment) => {
        const cls = pick(classes, 'class', id);
        return {
          segmentId: segment.id ?? '',
          cabin: search.cabin,
          fareBasis: `${cls}${back ? 'RT' : 'OW'}${segment.carrierCode}${code(2, 'basis', id)}`,
          class: cls,
          includedCheckedBags: checkedBags(segment.carrierCode as ScheduledFlight['carrier'], search.cabin),
        };
      }),
    })),
  };
}

/** The dictionaries of some offers: their carriers, aircraft and airports, and the currency. */
export function dictionariesOf(offers: FlightOffer[]): FlightDictionaries {
  const carriers: Record<string, string> = {};
  const aircraft: Record<string, string> = {};
  const locations: Record<string, { cityCode?: string; countryCode?: string }> = {};
  for (const offer of offers)
    for (const itinerary of offer.itineraries)
      for (const segment of itinerary.segments) {
        carriers[segment.carrierCode] = carrierName(segment.carrierCode);
        const plane = segment.aircraft?.code;
        if (plane) aircraft[plane] = AIRCRAFT[plane] ?? plane;
        for (const code of [segment.departure.iataCode, segment.arrival.iataCode]) {
          const place = airport(code);
          locations[code] = { cityCode: place.cityCode, countryCode: place.country };
        }
      }
  return { carriers, aircraft, locations, currencies: { [FLIGHT_CURRENCY]: 'US DOLLAR' } };
}

/** A return leaves at least this long after the outbound lands. */
const MIN_STAY_MINUTES = 180;
const returnsAfter = (out: Leg[], back: Leg[]) =>
  (back[0]?.departMs ?? 0) >= (out.at(-1)?.arriveMs ?? 0) + MIN_STAY_MINUTES * 60_000;

/** Round trips pair the cheapest few of each way. */
const ROUND_TRIP_PAIRING = 10;
/**
 * Flight Offers Search: up to `max` offers (at most 20), cheapest first. A round trip pairs the
 * cheapest outbound and return itineraries; a far route on an unlucky date has none at all.
 */
export function flightOffers(
  clock: Clock,
  query: FlightOffersQuery,
): { data: FlightOffer[]; dictionaries: FlightDictionaries } {
  const search: Search = {
    from: query.originLocationCode,
    to: query.destinationLocationCode,
    departureDate: query.departureDate,
    ...(query.returnDate ? { returnDate: query.returnDate } : {}),
    adults: query.adults,
    cabin: query.travelClass,
  };
  checkSearch(clock, search);
  if (!Number.isInteger(query.max) || query.max < 1) throw reject('max must be 1 or more', 477);
  const max = Math.min(query.max, MAX_FLIGHT_OFFERS);
  const outs = itineraries(search.from, search.to, search.departureDate).map((legs, i) => ({
    legs,
    i,
    cents: fareCents(clock, search, legs, search.departureDate),
  }));
  let offers: FlightOffer[];
  if (!search.returnDate) {
    offers = outs.map(({ legs, i }) =>
      buildOffer(clock, search, legs, undefined, offerIdOf(search, i), false),
    );
  } else {
    const returnDate = search.returnDate;
    const cheapest = <T extends { cents: number; i: number }>(list: T[]) =>
      [...list].sort((a, b) => a.cents - b.cents || a.i - b.i).slice(0, ROUND_TRIP_PAIRING);
    const backs = itineraries(search.to, search.from, returnDate).map((legs, i) => ({
      legs,
      i,
      cents: fareCents(clock, search, legs, returnDate),
    }));
    offers = cheapest(outs).flatMap((out) =>
      cheapest(backs)
        .filter((back) => returnsAfter(out.legs, back.legs))
        .map((back) =>
          buildOffer(clock, search, out.legs, back.legs, offerIdOf(search, out.i, back.i), false),
        ),
    );
  }
  const data = offers
    .sort((a, b) => Number(a.price.grandTotal) - Number(b.price.grandTotal) || a.id.localeCompare(b.id))
    .slice(0, max);
  return { data, dictionaries: dictionariesOf(data) };
}

const signature = (offer: FlightOffer) =>
  offer.itineraries
    .map((i) =>
      i.segments
        .map(
          (s) => `${s.carrierCode}${s.number}${s.departure.iataCode}${s.departure.at}${s.arrival.iataCode}`,
        )
        .join('/'),
    )
    .join('|');

/**
 * An offer as this provider makes it now, rebuilt from its id; refused when the id is not one of
 * ours, its itinerary is not the one the id names, or its flight has left.
 */
function rebuild(clock: Clock, offer: FlightOffer, priced: boolean): FlightOffer {
  const m = typeof offer?.id === 'string' ? OFFER_ID.exec(offer.id) : null;
  if (!m) throw reject('not an offer of this provider', 4926);
  const [, from = '', to = '', dep = '', ret, cabinLetter = '', adults = '', a = '', b] = m;
  const departureDate = expandDate(dep);
  const returnDate = ret === undefined ? undefined : expandDate(ret);
  const cabin = CABIN_BY_LETTER.get(cabinLetter);
  if (!departureDate || returnDate === null || !cabin || (ret === undefined) !== (b === undefined))
    throw reject('not an offer of this provider', 4926);
  const search: Search = {
    from,
    to,
    departureDate,
    ...(returnDate ? { returnDate } : {}),
    adults: Number(adults),
    cabin,
  };
  checkSearch(clock, search);
  if (offerIdOf(search, Number(a), b === undefined ? undefined : Number(b)) !== offer.id)
    throw reject('not an offer of this provider', 4926);
  const out = itineraries(from, to, departureDate)[Number(a)];
  const back = returnDate && b !== undefined ? itineraries(to, from, returnDate)[Number(b)] : undefined;
  if (!out || (returnDate && !back)) throw reject('this itinerary is no longer sold', 4926);
  if (back && !returnsAfter(out, back)) throw reject('not an offer of this provider', 4926);
  const made = buildOffer(clock, search, out, back, offer.id, priced);
  if (signature(made) !== signature(offer) || offer.travelerPricings?.length !== search.adults)
    throw reject('the offer does not match its itinerary', 4926);
  return made;
}

/**
 * Flight Offers Price: each offer as it is sold now. The same price as searched, except for the
 * offers marked to change (their id ends in `-F`), which come back a few percent dearer.
 */
export function priceFlightOffers(
  clock: Clock,
  offers: FlightOffer[],
): { flightOffers: FlightOffer[]; dictionaries: FlightDictionaries } {
  if (!Array.isArray(offers) || offers.length === 0 || offers.length > 6)
    throw reject('price one to six flight offers', 477);
  const flightOffers = offers.map((offer) => rebuild(clock, offer, true));
  return { flightOffers, dictionaries: dictionariesOf(flightOffers) };
}

const DOCUMENT_TYPES = new Set(['PASSPORT', 'IDENTITY_CARD']);
const COUNTRY = /^[A-Z]{2}$/;

/** Why a traveler cannot fly on an offer, or null when they can. */
function travelerProblem(traveler: FlightTraveler, firstDate: string, lastDate: string): string | null {
  if (!traveler?.name?.firstName?.trim() || !traveler.name.lastName?.trim()) return 'a traveler has no name';
  if (!isAnyDate(traveler.dateOfBirth) || traveler.dateOfBirth >= firstDate)
    return 'a traveler has no valid dateOfBirth';
  const document = traveler.documents?.find((d) => d?.holder !== false) ?? traveler.documents?.[0];
  if (!document) return 'a traveler has no travel document';
  if (!DOCUMENT_TYPES.has(document.documentType) || !document.number?.trim())
    return 'a travel document has no type or number';
  if (!isDate(document.expiryDate) || document.expiryDate < lastDate)
    return 'a travel document expires before the trip ends';
  if (!COUNTRY.test(document.issuanceCountry ?? '') || !COUNTRY.test(document.nationality ?? ''))
    return 'a travel document has no issuing country or nationality';
  return null;
}

/**
 * Flight Create Orders: one offer, priced as it is sold now (an offer whose fare changed must be
 * priced again first), and one traveler per adult of it, each with a name, a date of birth and a
 * travel document valid to the end of the trip. The order id and the airline's record locator
 * follow from the offer and the travelers.
 */
export function createFlightOrder(clock: Clock, order: FlightOrderRequest): FlightOrder {
  if (!Array.isArray(order?.flightOffers) || order.flightOffers.length !== 1)
    throw reject('order exactly one flight offer', 477);
  const [sent] = order.flightOffers as [FlightOffer];
  const offer = rebuild(clock, sent, true);
  if ((sent.price?.grandTotal ?? sent.price?.total) !== offer.price.grandTotal)
    throw reject('the fare changed: price the offer again', 37200, 409);
  const travelers = Array.isArray(order.travelers) ? order.travelers : [];
  const wanted = offer.travelerPricings.map((t) => t.travelerId).sort();
  const given = travelers.map((t) => t?.id).sort();
  if (
    travelers.length !== wanted.length ||
    new Set(given).size !== given.length ||
    given.some((id, i) => id !== wanted[i])
  )
    throw reject('one traveler for each adult of the offer, by its travelerId', 32171);
  const segments = offer.itineraries.flatMap((i) => i.segments);
  const firstDate = segments[0]?.departure.at.slice(0, 10) ?? '';
  const lastDate = segments.at(-1)?.arrival.at.slice(0, 10) ?? firstDate;
  for (const traveler of travelers) {
    const problem = travelerProblem(traveler, firstDate, lastDate);
    if (problem) throw reject(problem, 32171);
  }
  const who = travelers
    .map(
      (t) =>
        `${t.id}:${t.name.firstName.trim().toUpperCase()}:${t.name.lastName.trim().toUpperCase()}:${t.dateOfBirth}:${t.documents?.[0]?.number ?? ''}`,
    )
    .sort()
    .join(',');
  const reference = code(6, 'record', offer.id, who);
  return {
    type: 'flight-order',
    id: Buffer.from(`${reference}|${compactDate(firstDate)}|${offer.id}`).toString('base64url'),
    associatedRecords: [
      {
        reference,
        creationDate: clock.now().toISOString().slice(0, 19),
        originSystemCode: 'GDS',
        flightOfferId: offer.id,
      },
    ],
    flightOffers: [offer],
    travelers,
  };
}
