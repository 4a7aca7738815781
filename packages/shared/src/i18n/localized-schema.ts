import { z } from 'zod';
import type { Localized } from './localized.ts';

/** A `Localized` text in an answer: English always, Turkish and Arabic when written. */
export const localizedSchema = z.object({
  en: z.string(),
  tr: z.string().optional(),
  ar: z.string().optional(),
}) satisfies z.ZodType<Localized>;
