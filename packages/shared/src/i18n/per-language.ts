import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** The languages other than English, which content may leave empty. */
export type OtherLanguage = Exclude<Language, typeof FALLBACK_LANGUAGE>;

/** One value per language, built from the language list: `perLanguage(() => '')`. */
export function perLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}

/** English's value and one for each other language: a schema shape whose English part differs. */
export function englishAndOthers<E, O>(
  english: E,
  other: (lang: OtherLanguage) => O,
): { en: E } & Record<OtherLanguage, O> {
  return {
    ...(Object.fromEntries(
      LANGUAGES.filter((lang): lang is OtherLanguage => lang !== FALLBACK_LANGUAGE).map((lang) => [
        lang,
        other(lang),
      ]),
    ) as Record<OtherLanguage, O>),
    en: english,
  };
}
