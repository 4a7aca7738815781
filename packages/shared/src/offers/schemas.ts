import { z } from 'zod';
import { isoDate } from '../common/iso-date.ts';
import { text } from '../common/text-field.ts';

export type { OfferDto } from './responses.ts';

export const OFFER_TYPES = ['hotel', 'package'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** GET /api/offers/filter. Prices in whole currency units. */
export const offerFilterQuery = z.object({
  destination: text(100).optional(),
  type: z.enum(OFFER_TYPES).optional(),
  minPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The offer applies on some day in [from, to]. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type OfferFilterQuery = z.infer<typeof offerFilterQuery>;
