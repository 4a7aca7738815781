import { directionOf, type Language } from '@app/shared/i18n/languages';
import { formatDate, formatTimeOfDay } from '../../../lib/format';

/** A wall-clock time on the place's clock ("2027-07-10T09:00") in the reader's words. */
export const localTime = (value: string, lang: Language) =>
  `${formatDate(value.slice(0, 10), lang)} ${formatTimeOfDay(value.slice(11, 16), lang)}`;

/** From one place to another, the arrow pointing the way the line reads (← in Arabic). */
export const routeText = (from: string, to: string, lang: Language) =>
  `${from} ${directionOf(lang) === 'rtl' ? '←' : '→'} ${to}`;
