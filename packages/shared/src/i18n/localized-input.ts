import { z } from 'zod';
import { text } from '../common/text-field.ts';

/**
 * Admin input for translated content: English required, every other language optional; `multiline`
 * for descriptions and policies (line breaks and tabs allowed), names and titles are one line.
 */
export const localizedInput = (max: number, { required = true, multiline = false } = {}) =>
  z.object({
    en: required
      ? text(max, { multiline }).min(1, { error: 'required' })
      : text(max, { multiline }).default(''),
    tr: text(max, { multiline }).default(''),
    ar: text(max, { multiline }).default(''),
    fr: text(max, { multiline }).default(''),
    es: text(max, { multiline }).default(''),
  });

/** An empty `localizedInput` value, for a field left out of a request. */
export const EMPTY_LOCALIZED = { en: '', tr: '', ar: '', fr: '', es: '' } as const;
