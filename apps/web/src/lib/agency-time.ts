import { todayIn } from '@app/shared/common/dates';

/**
 * The agency's clock: stay dates are Trabzon's calendar days and times are shown on Trabzon's
 * clock, the same ones the server checks against, whatever the reader's own time zone.
 */
export const AGENCY_TIME_ZONE = 'Europe/Istanbul';

/** Today's date (YYYY-MM-DD) in Trabzon. */
export const agencyToday = (now = new Date()) => todayIn(AGENCY_TIME_ZONE, now);
