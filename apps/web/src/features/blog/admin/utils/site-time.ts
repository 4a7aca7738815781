import { addDays, todayIn } from '@app/shared/common/dates';
import { wallClock } from '@app/shared/common/wall-clock';
import { AGENCY_TIME_ZONE } from '../../../../lib/agency-time';

/** The site's clock: publish times are wall-clock times in Trabzon, whatever the admin's zone. */
export const SITE_TIME_ZONE = AGENCY_TIME_ZONE;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, instant: Date): Record<string, number> {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const part of format.formatToParts(instant))
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, instant: Date): number {
  const p = partsIn(timeZone, instant);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** `2027-06-12T09:00` on the site's clock as an instant; null for anything else. */
export function siteWallClockToInstant(value: string, timeZone = SITE_TIME_ZONE): Date | null {
  const m = WALL_CLOCK.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let instant = guess - offsetAt(timeZone, new Date(guess));
  // Near a clock change the offset at the guess and at the answer may differ: correct once.
  instant = guess - offsetAt(timeZone, new Date(instant));
  return new Date(instant);
}

/** An instant as `YYYY-MM-DDTHH:MM` on the site's clock (for the datetime-local input). */
export function instantToSiteWallClock(instant: Date, timeZone = SITE_TIME_ZONE): string {
  return wallClock(instant, timeZone);
}

/** The admin's own time zone, as the browser knows it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** True when the admin's clock shows another time than Trabzon's now or at `at`. */
export function differsFromSite(zone: string, at: Date = new Date()): boolean {
  return zone !== SITE_TIME_ZONE && offsetAt(zone, at) !== offsetAt(SITE_TIME_ZONE, at);
}

/** Today on the site's calendar, and `days` days before it. */
export function siteToday(now: Date = new Date()): string {
  return todayIn(SITE_TIME_ZONE, now);
}

export function siteDaysAgo(days: number, now: Date = new Date()): string {
  return addDays(siteToday(now), -days);
}
