import { z } from 'zod';
import { isoDate } from '../common/iso-date.ts';
import type { Language } from '../i18n/languages.ts';

export const OFFER_TYPES = ['hotel', 'package'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/**
 * A special offer: a hotel room type with a public promotion on coming nights, or a package
 * marked as a deal. `_id` is `hotel:<roomTypeId>` or `package:<packageId>`.
 */
export interface OfferDto {
  _id: string;
  type: OfferType;
  title: string;
  /** The room type's name for a hotel offer. */
  subtitle: string;
  description: string;
  contentLang: Language;
  image: string;
  destination: { _id: string; slug: string; name: string } | null;
  discountPercent: number;
  /** Per night (hotel) or per person (package), minor units. */
  normalPrice: number;
  offerPrice: number;
  currency: string;
  /** First and last day the offer applies to (nights with the promotion, or departures). */
  validFrom: string;
  validTo: string;
  /**
   * Days of the week (0 = Sunday … 6 = Saturday) whose nights carry a hotel offer when not every
   * night from `validFrom` to `validTo` does (e.g. [5, 6]: Friday and Saturday nights); null when
   * every night does, and for packages.
   */
  weekdays: number[] | null;
  /** Where to book it, with the dates filled in. */
  href: string;
}

/** GET /api/offers/filter. Prices in whole currency units. */
export const offerFilterQuery = z.object({
  destination: z.string().trim().max(100).optional(),
  type: z.enum(OFFER_TYPES).optional(),
  minPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The offer applies on some day in [from, to]. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type OfferFilterQuery = z.infer<typeof offerFilterQuery>;
