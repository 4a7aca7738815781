import { daysBetween, MAX_STAY_NIGHTS } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { MAX_GUESTS, MIN_GUESTS } from '@app/shared/hotels/catalog';

export interface StayDates {
  checkIn?: string;
  checkOut?: string;
}

export type StayProblem =
  | 'checkInMissing'
  | 'checkOutMissing'
  | 'checkInInvalid'
  | 'checkOutInvalid'
  | 'checkInPast'
  | 'checkInTooFar'
  | 'checkOutNotAfterCheckIn'
  | 'checkOutTooFar'
  | 'stayTooLong';

/** A whole calendar date with a four-digit year (a date field can hold a five-digit year typed by mistake). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why these dates cannot be searched, or null: both empty (no stay) or a stay of a night or more
 * from `today` (the agency's, `useAgencyToday`).
 */
export function stayProblem(value: StayDates, today: string): StayProblem | null {
  const { checkIn, checkOut } = value;
  if (!checkIn && !checkOut) return null;
  if (!checkIn) return 'checkInMissing';
  if (!DATE.test(checkIn)) return 'checkInInvalid';
  if (checkIn < today) return 'checkInPast';
  // The agency sells two years ahead (`@app/shared/common/sale-window`), as the server checks.
  if (checkIn > lastSaleDay(today)) return 'checkInTooFar';
  if (!checkOut) return 'checkOutMissing';
  if (!DATE.test(checkOut)) return 'checkOutInvalid';
  if (checkOut <= checkIn) return 'checkOutNotAfterCheckIn';
  if (checkOut > lastSaleDay(today)) return 'checkOutTooFar';
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) return 'stayTooLong';
  return null;
}

/** The field a problem belongs to (to show it there and put the focus on it). */
export const problemField = (problem: StayProblem) =>
  problem === 'checkInMissing' ||
  problem === 'checkInInvalid' ||
  problem === 'checkInPast' ||
  problem === 'checkInTooFar'
    ? 'checkIn'
    : 'checkOut';

/** Guests a search can ask for: a whole number from 1 to 10 (none at all only where `optional`). */
export function guestsWrong(guests: number | undefined, optional = false): boolean {
  if (guests === undefined) return !optional;
  return !Number.isInteger(guests) || guests < MIN_GUESTS || guests > MAX_GUESTS;
}
