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
