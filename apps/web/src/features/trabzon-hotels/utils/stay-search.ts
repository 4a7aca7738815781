import { addDays } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { MAX_GUESTS, MIN_GUESTS } from '@app/shared/hotels/catalog';

/** A stay searched on the Trabzon hotels page, as its address carries it. */
export interface StaySearch {
  checkIn: string;
  checkOut: string;
  guests: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_GUESTS = 2;

/** The spec's defaults from the agency's `today`: in tomorrow, out in three days, two guests. */
export function defaultStay(today: string): StaySearch {
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 3), guests: DEFAULT_GUESTS };
}

/** The address's name for the hotel whose offers open with the page (the way back from a checkout). */
export const OFFERS_PARAM = 'hotel';

/** Whether an address asks for a search (it names a check-in), not just the page. */
export const asksStay = (params: URLSearchParams) => params.has('checkIn');

const guestsOk = (n: number) => Number.isInteger(n) && n >= MIN_GUESTS && n <= MAX_GUESTS;

/**
 * The stay an address asks for; what it does not carry, or carries wrong, from the defaults: a
 * check-in before today or past the sale window is tomorrow, a check-out before the check-in keeps
 * two nights from it. A check-out on the check-in day is left as asked: the server refuses it and
 * the page says why.
 */
export function readStay(params: URLSearchParams, today: string): { stay: StaySearch; asked: boolean } {
  const d = defaultStay(today);
  const last = lastSaleDay(today);
  const inWindow = (v: string) => DATE.test(v) && v >= today && v <= last;
  const askedIn = params.get('checkIn') ?? '';
  const checkIn = inWindow(askedIn) ? askedIn : d.checkIn;
  const askedOut = params.get('checkOut') ?? '';
  const checkOut =
    inWindow(askedOut) && askedOut >= checkIn
      ? askedOut
      : checkIn === d.checkIn
        ? d.checkOut
        : addDays(checkIn, 2);
  const guests = Number(params.get('guests') ?? DEFAULT_GUESTS);
  return {
    stay: { checkIn, checkOut, guests: guestsOk(guests) ? guests : DEFAULT_GUESTS },
    asked: asksStay(params),
  };
}

/** The address (and the server's query) of a stay. */
export function stayParams(stay: StaySearch): URLSearchParams {
  return new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
  });
}

export type StayField = keyof StaySearch;

/**
 * What is wrong with a stay before it is searched, by the server's rules (`travelStayQuery`), as
 * its field codes: a check-in from today, a check-out after it, both within the sale window, one to
 * ten guests. The first issue of each field.
 */
export function stayIssues(stay: StaySearch, today: string): Partial<Record<StayField, string>> {
  const issues: Partial<Record<StayField, string>> = {};
  const last = lastSaleDay(today);
  const date = (field: 'checkIn' | 'checkOut') => {
    const v = stay[field];
    if (!v) issues[field] = 'required';
    else if (!DATE.test(v)) issues[field] = 'invalid_date';
    else if (v < today) issues[field] = 'date_in_past';
    else if (v > last) issues[field] = 'date_too_far';
  };
  date('checkIn');
  date('checkOut');
  if (!issues.checkIn && !issues.checkOut && stay.checkOut <= stay.checkIn)
    issues.checkOut = 'checkout_before_checkin';
  if (!guestsOk(stay.guests)) issues.guests = 'out_of_range';
  return issues;
}
