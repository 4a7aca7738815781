import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** The languages other than English, which content may leave empty. */
export type OtherLanguage = Exclude<Language, 'en'>;

/** The languages other than English, in the list's order. */
export const OTHER_LANGUAGES = LANGUAGES.filter((lang): lang is OtherLanguage => lang !== FALLBACK_LANGUAGE);

/** One value per language, built from the language list: `perLanguage(() => '')`. */
export function perLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}

/** One value per language other than English: `{ en: z.string(), ...perOtherLanguage(...) }`. */
export function perOtherLanguage<T>(make: (lang: OtherLanguage) => T): Record<OtherLanguage, T> {
  return Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, make(lang)])) as Record<OtherLanguage, T>;
}

/**
 * The language codes as a regular-expression alternation, `en|tr|ar|fr|es`, for patterns that
 * name a language: `new RegExp(`^name\\.(${LANGUAGE_PATTERN})$`)`. The codes are plain letters.
 */
export const LANGUAGE_PATTERN = LANGUAGES.join('|');

/** A translated value with every language present, '' where it has no text: a form's values. */
export function everyLanguage(value?: Partial<Record<Language, string>> | null): Record<Language, string> {
  return perLanguage((lang) => value?.[lang] ?? '');
}
