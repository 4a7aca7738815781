import { z } from 'zod';
import { isoDate } from '../common/iso-date.ts';
import { paginationQuery } from '../common/pagination.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { SLUG_PATTERN } from '../common/slug.ts';
import { text } from '../common/text-field.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { emptyLocalized, localizedInput } from '../i18n/localized-input.ts';
import { MAX_DEAL_PERCENT, MAX_PACKAGE_DAYS, MAX_PACKAGE_PRICE_MINOR, PACKAGE_SORTS } from './catalog.ts';

export type {
  DepartureAdminDto,
  DepartureDto,
  ItineraryDayDto,
  PackageAdminDto,
  PackageDetailDto,
  PackageSummaryDto,
} from './responses.ts';

/** GET /api/packages: filters of the home search and the list page. Prices in whole currency units. */
export const packageListQuery = paginationQuery.extend({
  destination: text(100).optional(),
  q: text(100).optional(),
  /** A departure on or after `from` and on or before `to`, with a seat left. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  minDays: z.coerce.number().int().min(1).max(MAX_PACKAGE_DAYS).optional(),
  maxDays: z.coerce.number().int().min(1).max(MAX_PACKAGE_DAYS).optional(),
  minPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  featured: z.enum(['true', 'false']).optional(),
  deals: z.enum(['true', 'false']).optional(),
  sort: z.enum(PACKAGE_SORTS).default('popularity'),
});
export type PackageListQuery = z.infer<typeof packageListQuery>;

export const itineraryDayInput = z.object({
  day: z
    .number({ error: 'invalid_value' })
    .int()
    .min(1, { error: 'out_of_range' })
    .max(MAX_PACKAGE_DAYS, { error: 'out_of_range' }),
  title: localizedInput(120),
  description: localizedInput(2000, { required: false, multiline: true }).default(emptyLocalized),
});
export type ItineraryDayInput = z.infer<typeof itineraryDayInput>;

/** PUT /api/packages/:id/itinerary: days in order; day numbers unique. */
export const itineraryInput = z
  .array(itineraryDayInput)
  .max(MAX_PACKAGE_DAYS, { error: 'too_many' })
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((d, i) => {
      if (seen.has(d.day)) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: 'invalid_value' });
      seen.add(d.day);
    });
  });

export const packageInput = z.object({
  name: localizedInput(120),
  description: localizedInput(5000, { multiline: true }),
  slug: text(100)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'invalid_value' })
    .default(''),
  destinationId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
  durationDays: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'out_of_range' })
    .max(MAX_PACKAGE_DAYS, { error: 'out_of_range' }),
  /** Minor units, per person. */
  pricePerPerson: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'out_of_range' })
    .max(MAX_PACKAGE_PRICE_MINOR, { error: 'out_of_range' }),
  dealPercent: z
    .number()
    .int({ error: 'out_of_range' })
    .min(0, { error: 'out_of_range' })
    .max(MAX_DEAL_PERCENT, { error: 'out_of_range' })
    .default(0),
  activities: z.array(localizedInput(160)).max(30, { error: 'too_many' }).default([]),
  hotelIds: z
    .array(z.uuid({ error: 'invalid_value' }))
    .max(10, { error: 'too_many' })
    .default([]),
  featuredImage: z.union([z.literal(''), imageUrl]).default(''),
  images: z.array(imageUrl).max(20, { error: 'too_many' }).default([]),
  itinerary: itineraryInput.default([]),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
});
export type PackageInput = z.infer<typeof packageInput>;

/**
 * POST/PUT a departure. The server passes `today`: a start more than two years ahead is refused
 * here; one today or earlier by the departure's own rule (`date_in_past`).
 */
export const departureInputAt = (today?: Today) =>
  z.object({
    startDate: saleDate(today, { pastAllowed: true }),
    seatsTotal: z
      .number({ error: 'required' })
      .int()
      .min(1, { error: 'out_of_range' })
      .max(500, { error: 'out_of_range' }),
  });
export const departureInput = departureInputAt();
export type DepartureInput = z.infer<typeof departureInput>;
