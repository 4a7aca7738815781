import { isCalendarDate, isoDate } from './iso-date.ts';
import { type SaleDateProblem, saleDateProblem } from './sale-horizon.ts';

export { lastSaleDay, SALE_HORIZON_DAYS, type SaleDateProblem, saleDateProblem } from './sale-horizon.ts';

/** Today's date (YYYY-MM-DD) in the business time zone, by the server's clock. */
export type Today = () => string;

export interface SaleDateOptions {
  /**
   * A past date passes the contract: a quote answers that the stay is in the past, an admin may
   * edit an old night, a departure's own rule is stricter. Never too far ahead, though.
   */
  pastAllowed?: boolean;
}

/** The field code for a date outside the sale window of `today`, or null (see SaleDateOptions). */
export function saleDateIssue(
  date: string,
  today: string,
  { pastAllowed = false }: SaleDateOptions = {},
): SaleDateProblem | null {
  const problem = saleDateProblem(date, today);
  return problem === 'date_in_past' && pastAllowed ? null : problem;
}

/**
 * A date the agency sells: a calendar date (`invalid_date` otherwise) inside the sale window of
 * `today` (`date_in_past`, `date_too_far`). The server passes its clock; without `today` (a form in
 * the browser) only the calendar is checked.
 */
export function saleDate(today?: Today, options: SaleDateOptions = {}) {
  return isoDate.superRefine((date, ctx) => {
    if (!today || !isCalendarDate(date)) return;
    const problem = saleDateIssue(date, today(), options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
