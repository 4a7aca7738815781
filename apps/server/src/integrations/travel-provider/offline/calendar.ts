import { isCalendarDate } from '@app/shared/common/iso-date';
import { dayIn } from '@app/shared/common/wall-clock';
import type { Clock } from '../../../lib/clock.ts';

/** Calendar days (YYYY-MM-DD) as the offline provider counts them: whole days, no time zone. */

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whether a string is a real calendar date YYYY-MM-DD in the agency's calendar (2000–2099). */
export const isDate = (value: unknown): value is string => typeof value === 'string' && isCalendarDate(value);

/** Whether a string is any real calendar date YYYY-MM-DD (a date of birth, from 1900). */
export function isAnyDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(19|20)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const addDays = (date: string, days: number): string =>
  new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (date: string): number => new Date(utc(date)).getUTCDay();

/** 1 … 12. */
export const monthOf = (date: string): number => Number(date.slice(5, 7));

/** "2027-05-01" → "20270501". */
export const compactDate = (date: string): string => date.replaceAll('-', '');

/** "20270501" → "2027-05-01", or null when it is not a date. */
export function expandDate(compact: string): string | null {
  const date = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  return compact.length === 8 && isDate(date) ? date : null;
}

/** Today's date on a time zone's clock. */
export const today = (clock: Clock, timeZone: string): string => dayIn(timeZone, clock.now());
