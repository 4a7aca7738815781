import { dayIn } from './wall-clock.ts';
/** Adds whole days to a YYYY-MM-DD date (UTC arithmetic, no time zone drift). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Nights of a stay [checkIn, checkOut): each night's date, check-out day excluded. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The check-out that follows a new check-in: the stay keeps its length (one night when it had
 * none), so the result does not depend on the steps a date took to be typed (01, 12, 2, 20, 2026…).
 * An empty check-in leaves check-out as it was.
 */
export function checkOutAfter(
  checkIn: string,
  previous: { checkIn?: string; checkOut?: string },
): string | undefined {
  if (!checkIn) return previous.checkOut;
  const nights =
    previous.checkIn && previous.checkOut ? daysBetween(previous.checkIn, previous.checkOut) : Number.NaN;
  const kept = Number.isInteger(nights) && nights >= 1 && nights <= MAX_STAY_NIGHTS ? nights : 1;
  return addDays(checkIn, kept);
}

/** Today's date (YYYY-MM-DD) in a time zone (the business's, from the configuration). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/** 0 = Sunday … 6 = Saturday for a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const MAX_STAY_NIGHTS = 30;
