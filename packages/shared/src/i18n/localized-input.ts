import { z } from 'zod';

/** Admin input for translated content: English required, Turkish and Arabic optional. */
export const localizedInput = (max: number, { required = true } = {}) =>
  z.object({
    en: required
      ? z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' })
      : z.string().trim().max(max, { error: 'too_long' }).default(''),
    tr: z.string().trim().max(max, { error: 'too_long' }).default(''),
    ar: z.string().trim().max(max, { error: 'too_long' }).default(''),
  });
