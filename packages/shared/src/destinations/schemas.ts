import { z } from 'zod';
import { paginationQuery } from '../common/pagination.ts';
import { SLUG_PATTERN } from '../common/slug.ts';
import { text } from '../common/text-field.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { emptyLocalized, localizedInput } from '../i18n/localized-input.ts';

export type { DestinationAdminDto, DestinationDto } from './responses.ts';

export const destinationListQuery = paginationQuery.extend({
  q: text(100).optional(),
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const destinationInput = z.object({
  name: localizedInput(80),
  description: localizedInput(2000, { required: false, multiline: true }).default(emptyLocalized),
  /** Empty: made from the English name. */
  slug: text(100)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'invalid_value' })
    .default(''),
  country: text(60).min(1, { error: 'required' }).default('Türkiye'),
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
