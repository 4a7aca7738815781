import { addDays } from './dates.ts';

/**
 * The one rule for how far ahead the agency sells and plans: stays (check-in and check-out), tour
 * departures, room nights in the inventory and scheduled blog posts lie between today (in the
 * business time zone) and two years ahead. (No zod here: the browser's date fields use it too.)
 */
export const SALE_HORIZON_DAYS = 730;

/** The last day of the sale window that opens `today`. */
export const lastSaleDay = (today: string): string => addDays(today, SALE_HORIZON_DAYS);
