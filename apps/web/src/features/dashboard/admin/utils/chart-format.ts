import type { Language } from '@app/shared/i18n/languages';
import { formatDate, formatNumber } from '../../../../lib/format';

/** A day under a bar: "27 May", "27 May", "27 مايو". */
export const dayTick = (date: string, lang: Language) => formatDate(date, lang, { year: undefined });

/** A day in a tooltip or a table: "Thu, 27 May 2027". */
export const fullDay = (date: string, lang: Language) => formatDate(date, lang, { weekday: 'short' });

/** Money on an axis, short: "₺12K", "₺12 B". */
export const moneyTick = (minor: number, currency: string, lang: Language) =>
  formatNumber(minor / 100, lang, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });

/** A share (0.1667) as a percentage: "16.7%", "%16,7". */
export const percent = (share: number, lang: Language) =>
  formatNumber(share, lang, { style: 'percent', maximumFractionDigits: 1 });

/** A name cut to fit beside a bar: "Uzungöl Lake Lodge and…". */
export const shortName = (name: string, max = 18) =>
  name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
