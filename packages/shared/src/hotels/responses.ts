import { z } from 'zod';
import { paginatedSchema } from '../common/pagination.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedSchema } from '../i18n/localized-schema.ts';
import { AMENITIES, PAYMENT_METHODS, ROOM_FEATURES, ROOM_KINDS } from './catalog.ts';

/** What the hotels API answers. The web app imports these as types only. */

const language = z.enum(LANGUAGES);

/** GET /api/hotels/suggestions: what the Where box offers while a traveller types. */
export const placeSuggestionsDto = z.object({
  /** Destinations whose name matches, with their published hotels; at most five. */
  destinations: z.array(
    z.object({ slug: z.string(), name: z.string(), country: z.string(), properties: z.number() }),
  ),
  /** Published hotels matching by name, town or destination; at most six. `place`: "town · destination". */
  hotels: z.array(z.object({ _id: z.string(), slug: z.string(), name: z.string(), place: z.string() })),
});
export type PlaceSuggestionsDto = z.infer<typeof placeSuggestionsDto>;

export const destinationRefDto = z.object({ _id: z.string(), slug: z.string(), name: z.string() });
export type DestinationRefDto = z.infer<typeof destinationRefDto>;

export const hotelAddressDto = z.object({
  line: z.string(),
  city: z.string(),
  country: z.string(),
  /** The street address to show: the line, then the town unless the line names it (`@app/shared/common/address`). */
  parts: z.array(z.string()),
});
export type HotelAddressDto = z.infer<typeof hotelAddressDto>;

/** A hotel in lists and cards. Texts are in the request's language (fallback en). */
export const hotelSummaryDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** First ~200 characters of the description. */
  description: z.string(),
  /** Language the texts are in (differs from the request when a translation is missing). */
  contentLang: language,
  address: hotelAddressDto,
  destination: destinationRefDto.nullable(),
  /** Where it is, for a card: its town and area in the reader's language, each once. */
  place: z.array(z.string()),
  featuredImage: z.string(),
  images: z.array(z.string()),
  starRating: z.number(),
  averageRating: z.number(),
  totalReviews: z.number(),
  amenities: z.array(z.enum(AMENITIES)),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  featured: z.boolean(),
  /** Lowest nightly price in minor units (for the searched stay when dates were given). */
  priceFrom: z.number(),
  currency: z.string(),
});
export type HotelSummaryDto = z.infer<typeof hotelSummaryDto>;

/** GET /api/hotels. */
export const hotelSearchResult = paginatedSchema(hotelSummaryDto).extend({
  /**
   * Only when no hotel has a room for the guests asked while some do for one guest: the most
   * guests one room of those hotels takes.
   */
  largestRoom: z.number().optional(),
});
export type HotelSearchResult = z.infer<typeof hotelSearchResult>;

export const roomTypeDto = z.object({
  _id: z.string(),
  name: z.string(),
  roomType: z.enum(ROOM_KINDS),
  /** Default nightly price, minor units. `price` is the same value (spec field name). */
  pricePerNight: z.number(),
  price: z.number(),
  images: z.array(z.string()),
  features: z.array(z.enum(ROOM_FEATURES)),
  maxOccupancy: z.number(),
  totalRooms: z.number(),
});
export type RoomTypeDto = z.infer<typeof roomTypeDto>;

export const hotelContactDto = z.object({ phone: z.string(), email: z.string(), website: z.string() });
export type HotelContactDto = z.infer<typeof hotelContactDto>;

/** GET /api/hotels/:id (id or slug). */
export const hotelDetailDto = hotelSummaryDto.extend({
  description: z.string(),
  roomTypes: z.array(roomTypeDto),
  contact: hotelContactDto,
  checkInTime: z.string(),
  checkOutTime: z.string(),
  cancellationPolicy: z.string(),
  paymentOptions: z.array(z.enum(PAYMENT_METHODS)),
  rules: z.string(),
  additionalDetails: z.string(),
});
export type HotelDetailDto = z.infer<typeof hotelDetailDto>;

export const roomTypeAdminDto = roomTypeDto.extend({ name: localizedSchema });
export type RoomTypeAdminDto = z.infer<typeof roomTypeAdminDto>;

/** GET /api/hotels/:id?admin=true (admin only): every translation, for the editor. */
export const hotelAdminDto = z.object({
  _id: z.string(),
  slug: z.string(),
  destinationId: z.string().nullable(),
  name: localizedSchema,
  description: localizedSchema,
  addressLine: z.string(),
  city: z.string(),
  /** The city as written in each language where it differs from `city` (empty: `city`). */
  cityNames: localizedSchema,
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  starRating: z.number(),
  averageRating: z.number(),
  totalReviews: z.number(),
  amenities: z.array(z.enum(AMENITIES)),
  featuredImage: z.string(),
  images: z.array(z.string()),
  contact: hotelContactDto,
  checkInTime: z.string(),
  checkOutTime: z.string(),
  cancellationPolicy: localizedSchema,
  paymentOptions: z.array(z.enum(PAYMENT_METHODS)),
  rules: localizedSchema,
  additionalDetails: localizedSchema,
  featured: z.boolean(),
  published: z.boolean(),
  roomTypes: z.array(roomTypeAdminDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HotelAdminDto = z.infer<typeof hotelAdminDto>;

export const reviewDto = z.object({
  _id: z.string(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  /** ISO instant. */
  date: z.string(),
  lang: language,
});
export type ReviewDto = z.infer<typeof reviewDto>;

/** GET /api/hotels/:id/reviews: a page of reviews plus the hotel's totals. */
export const reviewsPageDto = paginatedSchema(reviewDto).extend({
  averageRating: z.number(),
  totalReviews: z.number(),
  /** Whether the caller (when logged in) has already reviewed this hotel. */
  reviewedByMe: z.boolean(),
  /** The caller may write a review: signed in, a finished stay here, no review yet. */
  canReview: z.boolean(),
});
export type ReviewsPageDto = z.infer<typeof reviewsPageDto>;
