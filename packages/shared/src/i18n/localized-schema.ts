import { z } from 'zod';
import type { Localized } from './localized.ts';
import { englishAndOthers } from './per-language.ts';

/** A `Localized` text in an answer: English always, the other languages when written. */
export const localizedSchema = z.object(
  englishAndOthers(z.string(), () => z.string().optional()),
) satisfies z.ZodType<Localized>;
