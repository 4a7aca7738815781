import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedSchema } from '../i18n/localized-schema.ts';

/** What the destinations API answers. The web app imports these as types only. */

const destinationBase = z.object({
  _id: z.string(),
  /** The same as `_id` (the spec names both). */
  id: z.string(),
  slug: z.string(),
  country: z.string(),
  image: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  featured: z.boolean(),
  /** Published hotels in this destination. */
  properties: z.number(),
  /** Published packages in this destination. */
  packages: z.number(),
});

/** A destination on the public site, texts in the reader's language. */
export const destinationDto = destinationBase.extend({
  name: z.string(),
  description: z.string(),
  contentLang: z.enum(LANGUAGES),
});
export type DestinationDto = z.infer<typeof destinationDto>;

export const destinationAdminDto = destinationBase.extend({
  name: localizedSchema,
  description: localizedSchema,
  sortOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DestinationAdminDto = z.infer<typeof destinationAdminDto>;
