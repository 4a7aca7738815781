import type { ErrorCode } from '@app/shared/errors/codes';

/**
 * PostgreSQL's answers that mean the request carried a value the database cannot take: bad
 * characters (NUL in text) or a date or number out of its range. The input schemas refuse such
 * values first; this is the last line of defence, so such a request gets a 400 and never a 500.
 */
const REFUSED_INPUT: Readonly<Record<string, ErrorCode>> = {
  '22021': 'invalid_characters', // character_not_in_repertoire (e.g. NUL in a text)
  '22P05': 'invalid_characters', // untranslatable_character
  '22007': 'value_out_of_range', // invalid_datetime_format
  '22008': 'value_out_of_range', // datetime_field_overflow (e.g. year 0000)
  '22003': 'value_out_of_range', // numeric_value_out_of_range
};

/** The problem code for a query that failed on the request's input (through drizzle's wrapper), or null. */
export function refusedInputCode(error: unknown): ErrorCode | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(REFUSED_INPUT, code)) return REFUSED_INPUT[code] ?? null;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
