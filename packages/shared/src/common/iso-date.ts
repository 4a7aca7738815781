import { z } from 'zod';

/**
 * The years any date the API takes can be in: the agency's calendar. Outside it a date is a typing
 * slip (`0002-12-31` while a year is typed, `9999-12-31`), and year 0000 cannot even be stored.
 */
export const FIRST_CALENDAR_YEAR = 2000;
export const LAST_CALENDAR_YEAR = 2099;

const DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** Whether a year (`2027`) is in the agency's calendar. */
export const isCalendarYear = (year: number) => year >= FIRST_CALENDAR_YEAR && year <= LAST_CALENDAR_YEAR;

/** Whether a string is a calendar date YYYY-MM-DD that exists (no 2027-02-30) in the agency's years. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m || !isCalendarYear(Number(m[1]))) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date YYYY-MM-DD that exists (no 2027-02-30, no 0000-01-01), from 2000 to 2099. */
export const isoDate = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(isCalendarDate, { error: 'invalid_date' });
