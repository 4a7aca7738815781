import { z } from 'zod';
import type { Localized } from './localized.ts';
import { perOtherLanguage } from './per-language.ts';

/** A `Localized` text in an answer: English always, the other languages when written. */
export const localizedSchema = z.object({
  en: z.string(),
  ...perOtherLanguage(() => z.string().optional()),
}) satisfies z.ZodType<Localized>;
