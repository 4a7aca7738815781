import type { ErrorCode } from '@app/shared/errors/codes';
import { errorText, fieldText } from '@app/shared/errors/problem-texts';
import type { Language } from '@app/shared/i18n/languages';

/** A problem's title in the request's language, from the shared catalogue the web reads too. */
export function errorMessage(code: ErrorCode, lang: Language): string {
  return errorText(code, lang);
}

/** A field issue's message in the request's language (an unknown code reads as "not valid"). */
export function fieldMessage(code: string, lang: Language): string {
  return fieldText(code, lang);
}
