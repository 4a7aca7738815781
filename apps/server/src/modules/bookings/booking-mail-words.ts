import type { Language } from '@app/shared/i18n/languages';
import { textsOf, textsUnder } from '../../lib/texts.ts';
import type { KindText, KindWords, MailText } from './booking-kind.ts';

/**
 * The words of booking mails and their calendar events live in the texts, one file per language
 * (texts/<lang>/mail.json): the core's under `booking`, each kind's under `kinds.<its key>`.
 */

/** The mail texts in a language: `t('booking.reference')`. */
export const mailText = (lang: Language): MailText => textsUnder(lang, 'mail:');

/** A kind's words in a language: `t('name')` reads `mail:kinds.<kind.mail.words>.name` (or its own words). */
export function kindText<Words extends KindWords>(
  kind: { mail: { words: Words } },
  lang: Language,
): KindText<Words> {
  const words: KindWords = kind.mail.words;
  return typeof words === 'string' ? textsUnder(lang, `mail:kinds.${words}.`) : textsOf(words, lang);
}

/** Nothing is paid for a booking of a kind whose words say so (`price.unpaid`) instead of price lines. */
export const nothingPaid = (t: KindText): boolean => t.find('price.unpaid') !== undefined;
