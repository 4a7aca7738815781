import { z } from 'zod';
import { paginationQuery } from '../common/pagination.ts';
import { imageUrl } from '../hotels/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import type { Localized } from '../i18n/localized.ts';
import { localizedInput } from '../i18n/localized-input.ts';

/** A destination on the public site, texts in the reader's language. */
export interface DestinationDto {
  _id: string;
  /** The same as `_id` (the spec names both). */
  id: string;
  slug: string;
  name: string;
  description: string;
  contentLang: Language;
  country: string;
  image: string;
  latitude: number | null;
  longitude: number | null;
  featured: boolean;
  /** Published hotels in this destination. */
  properties: number;
  /** Published packages in this destination. */
  packages: number;
}

export interface DestinationAdminDto extends Omit<DestinationDto, 'name' | 'description' | 'contentLang'> {
  name: Localized;
  description: Localized;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export const destinationListQuery = paginationQuery.extend({
  q: z.string().trim().max(100).optional(),
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const destinationInput = z.object({
  name: localizedInput(80),
  description: localizedInput(2000, { required: false }).default({ en: '', tr: '', ar: '' }),
  /** Empty: made from the English name. */
  slug: z
    .string()
    .trim()
    .max(100, { error: 'too_long' })
    .refine((v) => v === '' || slugPattern.test(v), { error: 'invalid_value' })
    .default(''),
  country: z.string().trim().min(1, { error: 'required' }).max(60, { error: 'too_long' }).default('Türkiye'),
  image: z.union([z.literal(''), imageUrl]).default(''),
  latitude: z
    .number({ error: 'invalid_value' })
    .min(-90, { error: 'out_of_range' })
    .max(90, { error: 'out_of_range' })
    .nullable()
    .default(null),
  longitude: z
    .number({ error: 'invalid_value' })
    .min(-180, { error: 'out_of_range' })
    .max(180, { error: 'out_of_range' })
    .nullable()
    .default(null),
  featured: z.boolean().default(false),
  sortOrder: z
    .number({ error: 'out_of_range' })
    .int({ error: 'out_of_range' })
    .min(0, { error: 'out_of_range' })
    .max(10_000, { error: 'out_of_range' })
    .default(0),
});
export type DestinationInput = z.infer<typeof destinationInput>;
