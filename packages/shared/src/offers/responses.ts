import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { OFFER_TYPES } from './schemas.ts';

/**
 * A special offer: a hotel room type with a public promotion on coming nights, or a package
 * marked as a deal. `_id` is `hotel:<roomTypeId>` or `package:<packageId>`.
 */
export const offerDto = z.object({
  _id: z.string(),
  type: z.enum(OFFER_TYPES),
  title: z.string(),
  /** The room type's name for a hotel offer. */
  subtitle: z.string(),
  description: z.string(),
  contentLang: z.enum(LANGUAGES),
  image: z.string(),
  destination: z.object({ _id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  discountPercent: z.number().int(),
  /** Per night (hotel) or per person (package), minor units. */
  normalPrice: z.number().int(),
  offerPrice: z.number().int(),
  currency: z.string(),
  /** First and last day the offer applies to (nights with the promotion, or departures). */
  validFrom: z.string(),
  validTo: z.string(),
  /**
   * Days of the week (0 = Sunday … 6 = Saturday) whose nights carry a hotel offer when not every
   * night from `validFrom` to `validTo` does (e.g. [5, 6]: Friday and Saturday nights); null when
   * every night does, and for packages.
   */
  weekdays: z.array(z.number().int()).nullable(),
  /** Where to book it, with the dates filled in. */
  href: z.string(),
});
export type OfferDto = z.infer<typeof offerDto>;
