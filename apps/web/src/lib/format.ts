import { directionOf, intlLocale, type Language } from '@app/shared/i18n/languages';

export function localeOf(lang: Language): string {
  return intlLocale(lang);
}

// Building an Intl formatter costs far more than using one: each is built once per locale and options.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.ListFormat;
const formats = new Map<string, Formatter>();

function cached<F extends Formatter>(key: string, create: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (lang: Language, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(localeOf(lang), options));

const dateFormat = (lang: Language, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(localeOf(lang), options));

/**
 * Money in integer minor units (cents) formatted for the reader. Arabic writes the amount before
 * its symbol (`49.34 US$`): a symbol ending in a neutral sign would break away from its letters in
 * right-to-left text and read `$US`, so a left-to-right mark after it keeps it whole.
 */
export function formatMoney(minor: number, currency: string, lang: Language): string {
  const text = numberFormat(lang, { style: 'currency', currency }).format(minor / 100);
  return directionOf(lang) === 'rtl' ? `${text}\u200e` : text;
}

/** Money rounded to whole units, for tight spaces such as a map pin: "₺1,250". */
export function formatMoneyShort(minor: number, currency: string, lang: Language): string {
  return numberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(Math.round(minor / 100));
}

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(lang, options).format(value);
}

/** A calendar date (YYYY-MM-DD) in the reader's language, e.g. "12 Haz 2027". */
export function formatDate(
  value: string | Date,
  lang: Language,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value);
  return dateFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: typeof value === 'string' && value.length === 10 ? 'UTC' : undefined,
    ...options,
  }).format(date);
}

/** Calendar dates from `start` to `end` (YYYY-MM-DD) as one range: "1–3 Mar 2027". */
export function formatDateRange(start: string, end: string, lang: Language): string {
  if (start === end) return formatDate(start, lang);
  return dateFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${start}T00:00:00Z`),
    new Date(`${end}T00:00:00Z`),
  );
}

/**
 * An instant with date and time; `timeZone` shows it on a place's clock (e.g. Europe/Istanbul).
 * The date reads like formatDate (a month name, never all digits) so one page has one date style:
 * "12 Feb 2027, 14:00", "12 Şub 2027 14:00", "12 فبراير 2027، 2:00 م".
 */
export function formatDateTime(value: string | Date, lang: Language, timeZone?: string): string {
  return dateFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    // 24-hour clocks write 00:25 and 14:05; the Arabic 12-hour clock writes 2:05 م, not 02:05.
    hour: lang === 'ar' ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(value));
}

/** A list in the reader's language: "24 Dec, 25 Dec and 26 Dec", "24 Ara, 25 Ara ve 26 Ara", "٢٤ ديسمبر و٢٥ ديسمبر". */
export function formatList(items: readonly string[], lang: Language): string {
  return cached(
    `list|${lang}`,
    () => new Intl.ListFormat(localeOf(lang), { style: 'long', type: 'conjunction' }),
  ).format(items);
}

/**
 * Days of the week (0 = Sunday … 6 = Saturday) as one list, Monday first: [6, 5] → "Friday and
 * Saturday", "Cuma ve Cumartesi", "الجمعة والسبت".
 */
export function formatWeekdays(days: readonly number[], lang: Language): string {
  const name = dateFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  const mondayFirst = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  // 4 January 2026 was a Sunday.
  return formatList(
    mondayFirst.map((d) => name.format(new Date(Date.UTC(2026, 0, 4 + d)))),
    lang,
  );
}

/** A language's name in the reader's language: "Turkish", "Türkçe", "التركية". */
export function languageName(code: Language, lang: Language): string {
  return (
    cached(`l|${lang}`, () => new Intl.DisplayNames(localeOf(lang), { type: 'language' })).of(code) ?? code
  );
}

/** A time of day ("14:30") as the reader's language writes it: "14:30", "14:30", "2:30 م". */
export function formatTimeOfDay(value: string, lang: Language): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return dateFormat(lang, { timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

/** A time zone's name in the reader's language: "Türkiye Standard Time", "توقيت الخليج"; else its id. */
export function timeZoneName(zone: string, lang: Language): string {
  const named = (style: 'longGeneric' | 'long') =>
    dateFormat(lang, { timeZone: zone, timeZoneName: style })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  const generic = named('longGeneric');
  // Some zones have no generic name, only an offset ("GMT+00:00"): their long name reads better.
  if (generic && !/\d/.test(generic)) return generic;
  return named('long') ?? zone;
}
