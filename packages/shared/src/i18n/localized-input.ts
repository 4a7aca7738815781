import { z } from 'zod';
import { text } from '../common/text-field.ts';
import type { Language } from './languages.ts';
import { perLanguage, perOtherLanguage } from './per-language.ts';

/**
 * Admin input for translated content: English required, every other language optional; `multiline`
 * for descriptions and policies (line breaks and tabs allowed), names and titles are one line.
 */
export const localizedInput = (max: number, { required = true, multiline = false } = {}) =>
  z.object({
    en: required
      ? text(max, { multiline }).min(1, { error: 'required' })
      : text(max, { multiline }).default(''),
    ...perOtherLanguage(() => text(max, { multiline }).default('')),
  });

/** An empty translated text in every language, for a field left out of a request. */
export const emptyLocalized = (): Record<Language, string> => perLanguage(() => '');

/** The same, as a constant for a column's default. */
export const EMPTY_LOCALIZED: Readonly<Record<Language, string>> = emptyLocalized();
