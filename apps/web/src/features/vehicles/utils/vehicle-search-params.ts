import { addDays } from '@app/shared/common/dates';
import { CAR_TYPES, type CarType, MAX_PASSENGERS } from '@app/shared/vehicles/catalog';
import {
  DEFAULT_DROPOFF,
  DEFAULT_PICKUP,
  type Place,
  readPlace,
  writePlace,
} from '@app/shared/vehicles/places';

/** The car page's two services (taxis have a page of their own). */
export type CarPageService = 'rental' | 'transfer';

/** A search on the car and transfer page, as its address carries it. */
export interface VehicleSearch {
  service: CarPageService;
  pickup: Place;
  dropoff: Place;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  passengers: number;
  /** A rental's car type; null for any. */
  carType: CarType | null;
  flightNumber: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DEFAULT_TIME = '10:00';

/**
 * The spec's defaults (section 3), from the agency's `today`: pick up tomorrow at the airport, drop
 * off in three days in the city centre, two passengers, an economy car.
 */
export function defaultSearch(today: string): VehicleSearch {
  return {
    service: 'rental',
    pickup: { code: DEFAULT_PICKUP },
    dropoff: { code: DEFAULT_DROPOFF },
    pickupDate: addDays(today, 1),
    pickupTime: DEFAULT_TIME,
    returnDate: addDays(today, 3),
    returnTime: DEFAULT_TIME,
    passengers: 2,
    carType: 'economy',
    flightNumber: '',
  };
}

/** Whether an address asks for a search (it names a pickup date), not just the page. */
export const asksSearch = (params: URLSearchParams) => params.has('pickupDate');

/**
 * The search an address asks for, each value it does not carry (or carries wrong) from the
 * defaults; a return before the pickup moves to the pickup's day. `asked` says whether the address
 * asked for a search at all (it names a pickup date).
 */
export function readSearch(
  params: URLSearchParams,
  today: string,
): { search: VehicleSearch; asked: boolean } {
  const d = defaultSearch(today);
  const date = (key: string, fallback: string) => {
    const v = params.get(key) ?? '';
    return DATE.test(v) && v >= today ? v : fallback;
  };
  const time = (key: string, fallback: string) => {
    const v = params.get(key) ?? '';
    return TIME.test(v) ? v : fallback;
  };
  const passengers = Number(params.get('passengers') ?? d.passengers);
  const carType = params.get('carType');
  const pickupDate = date('pickupDate', d.pickupDate);
  const returnDate = date('returnDate', d.returnDate);
  const search: VehicleSearch = {
    service: params.get('service') === 'transfer' ? 'transfer' : 'rental',
    pickup: readPlace(params.get('pickup') ?? '') ?? d.pickup,
    dropoff: readPlace(params.get('dropoff') ?? '') ?? d.dropoff,
    pickupDate,
    pickupTime: time('pickupTime', d.pickupTime),
    returnDate: returnDate < pickupDate ? pickupDate : returnDate,
    returnTime: time('returnTime', d.returnTime),
    passengers:
      Number.isInteger(passengers) && passengers >= 1 && passengers <= MAX_PASSENGERS
        ? passengers
        : d.passengers,
    carType:
      carType === 'any'
        ? null
        : carType && (CAR_TYPES as readonly string[]).includes(carType)
          ? (carType as CarType)
          : d.carType,
    flightNumber: (params.get('flightNumber') ?? '').slice(0, 10),
  };
  return { search, asked: asksSearch(params) };
}

/** The address of a search: only what its service uses. */
export function searchParams(s: VehicleSearch): URLSearchParams {
  const params = new URLSearchParams({
    service: s.service,
    pickup: writePlace(s.pickup),
    dropoff: writePlace(s.dropoff),
    pickupDate: s.pickupDate,
    pickupTime: s.pickupTime,
  });
  if (s.service === 'rental') {
    params.set('returnDate', s.returnDate);
    params.set('returnTime', s.returnTime);
    params.set('carType', s.carType ?? 'any');
  } else {
    params.set('passengers', String(s.passengers));
    if (s.flightNumber.trim()) params.set('flightNumber', s.flightNumber.trim());
  }
  return params;
}

/** The server's search: the address's, a rental of any type asking for no type. */
export function serverQuery(s: VehicleSearch): URLSearchParams {
  const params = searchParams(s);
  if (params.get('carType') === 'any') params.delete('carType');
  return params;
}
