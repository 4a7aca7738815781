import { todayIn } from '@app/shared/common/dates';
import { usePublicSettings } from '../components/layout/use-public-settings';

let ownZone: string | undefined;

/** The reader's own time zone, as the browser knows it (read once: it does not change). */
export function browserTimeZone(): string {
  if (ownZone) return ownZone;
  try {
    ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    ownZone = 'UTC';
  }
  return ownZone;
}

/**
 * The agency's clock: stay dates are the agency's calendar days and times are shown on its
 * clock, the same ones the server checks against, whatever the reader's own time zone. The zone is
 * the server's configuration (BUSINESS_TIMEZONE), sent with the public settings (and with a
 * server-rendered page's data); until they arrive the reader's own zone stands in.
 */
export function useAgencyTimeZone(): string {
  return usePublicSettings().data?.timeZone ?? browserTimeZone();
}

/** Today's date (YYYY-MM-DD) on the agency's calendar. */
export function useAgencyToday(): string {
  return todayIn(useAgencyTimeZone());
}
