import { FALLBACK_LANGUAGE, type Language } from './languages.ts';

/** Content written in several languages; en is always present, the others may be empty. */
export type Localized = Flat<{ en: string } & { [L in Exclude<Language, 'en'>]?: string }>;

type Flat<T> = { [K in keyof T]: T[K] };

/** The text in `lang`, falling back to English, with the language actually used. */
export function pickLocalized(value: Localized, lang: Language): { text: string; lang: Language } {
  const wanted = value[lang]?.trim();
  if (wanted) return { text: value[lang] as string, lang };
  return { text: value.en, lang: FALLBACK_LANGUAGE };
}

/**
 * A name with one spelling for every language unless a language has its own (a town in Arabic
 * script, say): the spelling for `lang` when there is one, else `name`.
 */
export function nameIn(name: string, spellings: Partial<Localized>, lang: Language): string {
  return spellings[lang]?.trim() || name;
}
