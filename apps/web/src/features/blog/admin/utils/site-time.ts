import { addDays, todayIn } from '@app/shared/common/dates';
import { utcOffsetMinutes, wallClockToInstant } from '@app/shared/common/wall-clock';

/**
 * The site's clock (the agency's time zone, `useAgencyTimeZone`): publish times are wall-clock
 * times there, whatever the admin's zone.
 */

/** `2027-06-12T09:00` on the site's clock as an instant; null for anything else. */
export function siteWallClockToInstant(value: string, siteZone: string): Date | null {
  return wallClockToInstant(value, siteZone);
}

/** True when the admin's clock (`zone`) shows another time than the site's now or at `at`. */
export function differsFromSite(zone: string, siteZone: string, at: Date = new Date()): boolean {
  return zone !== siteZone && utcOffsetMinutes(zone, at) !== utcOffsetMinutes(siteZone, at);
}

/** `days` days before today on the site's calendar. */
export function siteDaysAgo(days: number, siteZone: string, now: Date = new Date()): string {
  return addDays(todayIn(siteZone, now), -days);
}
