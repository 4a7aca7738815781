import { wallClock } from '@app/shared/common/wall-clock';
import { MAX_PASSENGERS, PICKUP_LEAD_MINUTES } from '@app/shared/vehicles/catalog';
import {
  DEFAULT_DROPOFF,
  DEFAULT_PICKUP,
  type Place,
  readPlace,
  writePlace,
} from '@app/shared/vehicles/places';

/** A taxi search, as its address carries it (the home search's Taxis tab writes `date` and `time`). */
export interface TaxiSearch {
  pickup: Place;
  dropoff: Place;
  date: string;
  time: string;
  passengers: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const STEP_MINUTES = 5;
/** A later day asked with no time: the morning, as the car search's default. */
const DEFAULT_TIME = '10:00';
const MINUTE_MS = 60_000;

/**
 * The first pickup a taxi can be booked for at `now` on the agency's clock: the lead time ahead,
 * rounded up to the next five minutes (a time a reader would write).
 */
export function earliestTaxi(now: Date, timeZone: string): { date: string; time: string } {
  const step = STEP_MINUTES * MINUTE_MS;
  const at = new Date(Math.ceil((now.getTime() + PICKUP_LEAD_MINUTES * MINUTE_MS) / step) * step);
  const clock = wallClock(at, timeZone);
  return { date: clock.slice(0, 10), time: clock.slice(11, 16) };
}

/** Whether an address asks for a taxi (it names a date), not just the page. */
export const asksTaxi = (params: URLSearchParams) => DATE.test(params.get('date') ?? '');

/**
 * The taxi an address asks for: each value it leaves out or carries wrong from the defaults (the
 * airport to the city centre, two passengers, the first time a taxi can be booked). A date is kept
 * only from the earliest day on; a time on the earliest day before the earliest time (or none) is the
 * earliest, a later day with no time is at 10:00. `asked` says whether the address asked for a search (it names a date).
 */
export function readTaxiSearch(
  params: URLSearchParams,
  earliest: { date: string; time: string },
): { search: TaxiSearch; asked: boolean } {
  const askedDate = params.get('date') ?? '';
  const askedTime = params.get('time') ?? '';
  const date = DATE.test(askedDate) && askedDate >= earliest.date ? askedDate : earliest.date;
  const time = !TIME.test(askedTime)
    ? date === earliest.date
      ? earliest.time
      : DEFAULT_TIME
    : date > earliest.date || askedTime >= earliest.time
      ? askedTime
      : earliest.time;
  const passengers = Number(params.get('passengers') ?? 2);
  return {
    search: {
      pickup: readPlace(params.get('pickup') ?? '') ?? { code: DEFAULT_PICKUP },
      dropoff: readPlace(params.get('dropoff') ?? '') ?? { code: DEFAULT_DROPOFF },
      date,
      time,
      passengers:
        Number.isInteger(passengers) && passengers >= 1 && passengers <= MAX_PASSENGERS ? passengers : 2,
    },
    asked: asksTaxi(params),
  };
}

/** The address of a taxi search. */
export function taxiSearchParams(s: TaxiSearch): URLSearchParams {
  return new URLSearchParams({
    pickup: writePlace(s.pickup),
    dropoff: writePlace(s.dropoff),
    date: s.date,
    time: s.time,
    passengers: String(s.passengers),
  });
}

/** The server's search for a taxi. */
export function taxiQuery(s: TaxiSearch): URLSearchParams {
  return new URLSearchParams({
    service: 'taxi',
    pickup: writePlace(s.pickup),
    dropoff: writePlace(s.dropoff),
    pickupDate: s.date,
    pickupTime: s.time,
    passengers: String(s.passengers),
  });
}
