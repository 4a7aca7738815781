import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedSchema } from '../i18n/localized-schema.ts';

/** What the packages API answers. The web app imports these as types only. */

export const departureDto = z.object({
  _id: z.string(),
  startDate: z.string(),
  /** Last day of the tour (start + duration − 1). */
  endDate: z.string(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
});
export type DepartureDto = z.infer<typeof departureDto>;

export const departureAdminDto = departureDto.extend({
  /** Seats held by bookings that are not cancelled. */
  booked: z.number().int(),
});
export type DepartureAdminDto = z.infer<typeof departureAdminDto>;

export const packageSummaryDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The first ~200 characters of the description. */
  description: z.string(),
  contentLang: z.enum(LANGUAGES),
  destination: z.object({ _id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  durationDays: z.number().int(),
  /** Per person before any deal, minor units. */
  pricePerPerson: z.number().int(),
  dealPercent: z.number().int(),
  /** Per person after the deal, minor units (what a traveller pays before tax). */
  price: z.number().int(),
  currency: z.string(),
  featuredImage: z.string(),
  images: z.array(z.string()),
  featured: z.boolean(),
  /** The spec's name for `featured`. */
  is_featured: z.boolean(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  nextDeparture: departureDto.nullable(),
});
export type PackageSummaryDto = z.infer<typeof packageSummaryDto>;

export const packageDetailDto = packageSummaryDto.extend({
  activities: z.array(z.string()),
  itinerary: z.array(z.object({ day: z.number().int(), title: z.string(), description: z.string() })),
  hotels: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      name: z.string(),
      starRating: z.number().int(),
      city: z.string(),
      featuredImage: z.string(),
    }),
  ),
  /** Future departures, soonest first. */
  departures: z.array(departureDto),
});
export type PackageDetailDto = z.infer<typeof packageDetailDto>;

export const itineraryDayDto = z.object({
  day: z.number().int(),
  title: localizedSchema,
  description: localizedSchema,
});
export type ItineraryDayDto = z.infer<typeof itineraryDayDto>;

export const packageAdminDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: localizedSchema,
  description: localizedSchema,
  destinationId: z.string().nullable(),
  durationDays: z.number().int(),
  pricePerPerson: z.number().int(),
  dealPercent: z.number().int(),
  activities: z.array(localizedSchema),
  hotelIds: z.array(z.string()),
  featuredImage: z.string(),
  images: z.array(z.string()),
  itinerary: z.array(itineraryDayDto),
  featured: z.boolean(),
  published: z.boolean(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  departures: z.array(departureAdminDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackageAdminDto = z.infer<typeof packageAdminDto>;
