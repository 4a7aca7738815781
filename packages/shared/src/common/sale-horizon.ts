import { addDays } from './dates.ts';
import { wallClock } from './wall-clock.ts';

/**
 * The one rule for how far ahead the agency sells and plans: stays (check-in and check-out), tour
 * departures, room nights in the inventory and scheduled blog posts lie between today (in the
 * business time zone) and two years ahead; a date with a time (a pickup, a table) also lies after
 * the business clock's present minute. (No zod here: the browser's date fields use it too.)
 */
export const SALE_HORIZON_DAYS = 730;

/** The last day of the sale window that opens `today`. */
export const lastSaleDay = (today: string): string => addDays(today, SALE_HORIZON_DAYS);

export type SaleDateProblem = 'date_in_past' | 'date_too_far';

/** Why a day cannot be sold: before today, or more than two years ahead; null when it can. */
export function saleDateProblem(date: string, today: string): SaleDateProblem | null {
  if (date < today) return 'date_in_past';
  if (date > lastSaleDay(today)) return 'date_too_far';
  return null;
}

export type SaleMomentProblem = SaleDateProblem | 'time_in_past';

/**
 * Why a date (YYYY-MM-DD) and a time (HH:MM, or empty when none is asked yet) on the business
 * clock cannot be asked for at `now`: the date outside the sale window, or a time today that the
 * clock of `timeZone` (BUSINESS_TIMEZONE) has already passed; null when both can. The present
 * minute itself is not past.
 */
export function saleMomentProblem(
  date: string,
  time: string,
  now: Date,
  timeZone: string,
): SaleMomentProblem | null {
  const clock = wallClock(now, timeZone);
  const today = clock.slice(0, 10);
  const problem = saleDateProblem(date, today);
  if (problem) return problem;
  return time && date === today && time < clock.slice(11) ? 'time_in_past' : null;
}
