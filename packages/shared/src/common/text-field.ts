import { z } from 'zod';

/**
 * The one rule for every text the API takes: names, searches, messages, slugs and ids in a path.
 *
 * A text never holds a control character (U+0000–U+001F, U+007F–U+009F: NUL, which PostgreSQL
 * cannot store, and the others, which mean nothing in a name or a search) nor half of a surrogate
 * pair (not a character at all). A multi-line text (a description, a review, a message, special
 * requests) may hold line breaks (`\n`) and tabs (`\t`); nothing else of the kind. Bidirectional
 * marks and joiners stay allowed: Arabic and emoji need them.
 *
 * A one-line text (a name, a title, a slug, an email, a phone, a city, a search) also never holds
 * an invisible direction override or isolate (U+202A–U+202E, U+2066–U+2069): they reorder what a
 * reader sees (`gpj.exe` shown as `exe.jpg`) and a name or a search has no use for them. The marks
 * Arabic text may need stay allowed: U+200E LRM, U+200F RLM and U+061C ALM.
 */
const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINES_OR_BROKEN = /[^\P{Cc}\n\t]|\p{Cs}/u;
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether a text holds a character the rule refuses. */
export function hasInvalidCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_BUT_LINES_OR_BROKEN : CONTROL_OR_BROKEN).test(value);
}

/** Whether a text holds an invisible direction override or isolate (refused in one-line texts). */
export function hasDirectionOverride(value: string): boolean {
  return DIRECTION_OVERRIDES.test(value);
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
 * A text of at most `max` characters that keeps the rule: `invalid_characters`,
 * `direction_override` (one-line texts) and `too_long` field codes; chain
 * `.min(1, { error: 'required' })`, `.optional()`, `.default('')` as needed. The API document marks
 * it `x-text: single-line` or `multi-line`, so a client (and a test) can find every such field.
 */
export function text(
  max: number,
  { multiline = false, trim = true, tooLong = 'too_long' }: TextOptions = {},
) {
  const base = z.string({ error: 'required' });
  const checked = (trim ? base.trim() : base)
    .max(max, { error: tooLong })
    .refine((value) => !hasInvalidCharacters(value, { multiline }), { error: 'invalid_characters' });
  return (
    multiline
      ? checked
      : checked.refine((value) => !hasDirectionOverride(value), { error: 'direction_override' })
  ).meta({ 'x-text': multiline ? 'multi-line' : 'single-line' });
}

/** An id or a slug in a path (`/hotels/:id`, `/blog/posts/:slug`): one line, 1 to `max` characters. */
export const pathSegment = (max = 160) => text(max).min(1, { error: 'required' });
