import { z } from 'zod';

/**
 * The one rule for every text the API takes: names, searches, messages, slugs and ids in a path.
 *
 * A text never holds a control character (U+0000–U+001F, U+007F–U+009F: NUL, which PostgreSQL
 * cannot store, and the others, which mean nothing in a name or a search) nor half of a surrogate
 * pair (not a character at all). A multi-line text (a description, a review, a message, special
 * requests) may hold line breaks (`\n`) and tabs (`\t`); nothing else of the kind. Bidirectional
 * marks and joiners stay allowed: Arabic and emoji need them.
 */
const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINES_OR_BROKEN = /[^\P{Cc}\n\t]|\p{Cs}/u;

/** Whether a text holds a character the rule refuses. */
export function hasInvalidCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_BUT_LINES_OR_BROKEN : CONTROL_OR_BROKEN).test(value);
}

export interface TextOptions {
  /** Line breaks and tabs allowed (descriptions, reviews, messages). */
  multiline?: boolean;
  /** Leading and trailing white space removed first (default); off for passwords and HTML. */
  trim?: boolean;
  /** The field code for a text longer than `max` (`too_long` unless said). */
  tooLong?: string;
}

/**
 * A text of at most `max` characters that keeps the rule: `invalid_characters` and `too_long`
 * field codes; chain `.min(1, { error: 'required' })`, `.optional()`, `.default('')` as needed.
 */
export function text(
  max: number,
  { multiline = false, trim = true, tooLong = 'too_long' }: TextOptions = {},
) {
  const base = z.string({ error: 'required' });
  return (trim ? base.trim() : base)
    .max(max, { error: tooLong })
    .refine((value) => !hasInvalidCharacters(value, { multiline }), { error: 'invalid_characters' });
}

/** An id or a slug in a path (`/hotels/:id`, `/blog/posts/:slug`): one line, 1 to `max` characters. */
export const pathSegment = (max = 160) => text(max).min(1, { error: 'required' });
