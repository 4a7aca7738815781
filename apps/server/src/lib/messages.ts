import { type ErrorCode, isFieldCode } from '@app/shared/errors/codes';
import type { Language } from '@app/shared/i18n/languages';
import { serverText } from './texts.ts';

/** A problem's title in the request's language, from the error catalogue the web reads too. */
export function errorMessage(code: ErrorCode, lang: Language): string {
  return serverText(lang, `problems:errors.${code}`);
}

/** A field issue's message in the request's language (an unknown code reads as "not valid"). */
export function fieldMessage(code: string, lang: Language): string {
  return serverText(lang, `problems:fields.${isFieldCode(code) ? code : 'invalid_value'}`);
}
