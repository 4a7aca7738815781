import { z } from 'zod';
import type { Localized } from './localized.ts';

/** A `Localized` text in an answer: English always, the other languages when written. */
export const localizedSchema = z.object({
  en: z.string(),
  tr: z.string().optional(),
  ar: z.string().optional(),
  fr: z.string().optional(),
  es: z.string().optional(),
}) satisfies z.ZodType<Localized>;
