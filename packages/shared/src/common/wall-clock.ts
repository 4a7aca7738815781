import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * The one place that reads and writes clock times in a time zone (the business's, from the
 * server's configuration), on `@date-fns/tz`: the same answers on the server and in the browser.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * An instant as the wall-clock `YYYY-MM-DDTHH:MM` of a time zone, the value of a datetime-local
 * input (a blog post's publish time on the site's clock).
 */
export function wallClock(instant: Date, timeZone: string): string {
  // The zone's clock is UTC moved by the zone's offset at that instant (one look-up, where a
  // TZDate asks several times: pages show many dates).
  const t = new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  return wallClock(instant, timeZone).slice(0, 10);
}

/**
 * The instant of a wall-clock date (YYYY-MM-DD) and time (HH:MM) in a time zone. A time skipped
 * when clocks go forward is read as the hour after it; a time that happens twice when they go
 * back is the later one.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a wall-clock time: ${date} ${time}`);
  const [, y, mo, day] = d.map(Number) as [number, number, number, number];
  const [, h, mi] = t.map(Number) as [number, number, number];
  return new Date(new TZDate(y, mo - 1, day, h, mi, timeZone).getTime());
}

/** `2027-06-12T09:00` on a zone's clock as an instant; null for anything else. */
export function wallClockToInstant(value: string, timeZone: string): Date | null {
  const m = WALL_CLOCK.exec(value);
  return m ? zonedInstant(`${m[1]}-${m[2]}-${m[3]}`, `${m[4]}:${m[5]}`, timeZone) : null;
}

/** How far a zone's clock is ahead of UTC at an instant, in minutes (180 for UTC+3). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  return tzOffset(timeZone, at);
}
