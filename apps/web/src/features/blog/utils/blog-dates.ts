import { dayIn } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import { formatDate, formatNumber } from '../../../lib/format';

/*
 * Posts are dated on the site's clock (the agency's time zone, `useAgencyTimeZone`), the same in
 * the server's rendering and in every reader's browser, and the archive groups them by that
 * clock's months.
 */

/** A publish date in the reader's language: "12 June 2027", "12 Haziran 2027", "١٢ يونيو ٢٠٢٧". */
export function formatPostDate(iso: string, lang: Language, siteZone: string): string {
  return formatDate(iso, lang, { month: 'long', timeZone: siteZone });
}

/** The calendar day of an instant on the site's clock, for `<time dateTime>`. */
export function postDay(iso: string, siteZone: string): string {
  return dayIn(siteZone, new Date(iso));
}

const PERIOD = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

/** `YYYY` or `YYYY-MM` from an address, else undefined. */
export function parsePeriod(value: string | null): string | undefined {
  return value && PERIOD.test(value) ? value : undefined;
}

/** A year as a reader writes it (no thousands separator): "2027", "٢٠٢٧". */
export function formatYear(year: number, lang: Language): string {
  return formatNumber(year, lang, { useGrouping: false });
}

/** A month's name in the reader's language: "June", "Haziran", "يونيو". */
export function formatMonthName(month: string, lang: Language): string {
  return formatDate(`${month}-01`, lang, { day: undefined, year: undefined, month: 'long' });
}

/** "June 2027", "Haziran 2027", "يونيو ٢٠٢٧" for `2027-06`; the year alone for `2027`. */
export function formatPeriod(period: string, lang: Language): string {
  const match = PERIOD.exec(period);
  if (!match) return period;
  if (!match[2]) return formatYear(Number(match[1]), lang);
  return formatDate(`${period}-01`, lang, { day: undefined, month: 'long', year: 'numeric' });
}
