import type { Language } from '@app/shared/i18n/languages';
import { formatDate } from '../../../lib/format';

/** A date as a card names it: weekday, day and month ("Sat 5 Dec", "Cmt 5 Ara", "السبت ٥ ديسمبر"). */
export const shortDay = (date: string, lang: Language) =>
  formatDate(date, lang, { weekday: 'short', day: 'numeric', month: 'short', year: undefined });
