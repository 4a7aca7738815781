import { z } from 'zod';
import { FALLBACK_LANGUAGE, type Language } from './languages.ts';

/** Content written in several languages; en is always present, tr and ar may be empty. */
export interface Localized {
  en: string;
  tr?: string;
  ar?: string;
}

/** The text in `lang`, falling back to English, with the language actually used. */
export function pickLocalized(value: Localized, lang: Language): { text: string; lang: Language } {
  const wanted = value[lang]?.trim();
  if (wanted) return { text: value[lang] as string, lang };
  return { text: value.en, lang: FALLBACK_LANGUAGE };
}

/** Admin input for translated content: English required, Turkish and Arabic optional. */
export const localizedInput = (max: number, { required = true } = {}) =>
  z.object({
    en: required
      ? z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' })
      : z.string().trim().max(max, { error: 'too_long' }).default(''),
    tr: z.string().trim().max(max, { error: 'too_long' }).default(''),
    ar: z.string().trim().max(max, { error: 'too_long' }).default(''),
  });
