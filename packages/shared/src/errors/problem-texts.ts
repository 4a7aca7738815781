import type { Language } from '../i18n/languages';
import ar from '../texts/ar/problems.json';
import en from '../texts/en/problems.json';
import tr from '../texts/tr/problems.json';
import { type ErrorCode, type FieldCode, isFieldCode } from './codes';

/**
 * The one catalogue of error texts: every stable error code (problem titles) and field code (field
 * issues) in one language. The server answers with them; the web translates a code with the same
 * texts (`problems:errors.<code>`), loading only the reader's language.
 */
export interface ProblemTexts {
  errors: Record<ErrorCode, string>;
  fields: Record<FieldCode, string>;
}

export const PROBLEM_TEXTS: Record<Language, ProblemTexts> = { en, tr, ar } as Record<Language, ProblemTexts>;

/** A problem's title in a language. */
export function errorText(code: ErrorCode, lang: Language): string {
  return PROBLEM_TEXTS[lang].errors[code];
}

/** A field issue in a language; a code without a text of its own reads as "not valid". */
export function fieldText(code: string, lang: Language): string {
  return PROBLEM_TEXTS[lang].fields[isFieldCode(code) ? code : 'invalid_value'];
}
