import { z } from 'zod';
import { isoDate } from '../common/iso-date.ts';
import { paginationQuery } from '../common/pagination.ts';
import { localizedInput } from '../i18n/localized-input.ts';
import {
  AMENITIES,
  type Amenity,
  HOTEL_SORTS,
  MAX_GUESTS,
  MIN_GUESTS,
  PAYMENT_METHODS,
  ROOM_FEATURES,
  ROOM_KINDS,
} from './catalog.ts';

export type {
  DestinationRefDto,
  HotelAddressDto,
  HotelAdminDto,
  HotelContactDto,
  HotelDetailDto,
  HotelSearchResult,
  HotelSummaryDto,
  PlaceSuggestionsDto,
  ReviewDto,
  ReviewsPageDto,
  RoomTypeAdminDto,
  RoomTypeDto,
} from './responses.ts';

const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(1000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

/**
 * GET /api/hotels. Prices in the query are whole currency units (what a traveller types);
 * every price in answers is minor units. With checkIn and checkOut, only hotels with a room
 * for `guests` free on every night are listed, and `priceFrom` is that stay's lowest nightly
 * average.
 */
export const hotelSearchQuery = paginationQuery.extend({
  /** Destination id or slug. */
  destination: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  /** 0 = any, 5 = five stars only, n = n stars and more. */
  minStars: z.coerce.number().int().min(0).max(5).default(0),
  guests: z.coerce.number().int().min(MIN_GUESTS).max(MAX_GUESTS).optional(),
  checkIn: isoDate.optional(),
  checkOut: isoDate.optional(),
  minPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  amenities: commaList(AMENITIES as unknown as readonly [Amenity, ...Amenity[]]).optional(),
  featured: z.enum(['true', 'false']).optional(),
  sort: z.enum(HOTEL_SORTS).default('popularity'),
});
export type HotelSearchQuery = z.infer<typeof hotelSearchQuery>;

/** GET /api/hotels/suggestions: what the Where box offers while a traveller types. */
export const placeSuggestionsQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** Image references: our uploads, shipped images, or https URLs. */
export const imageUrl = z
  .string()
  .trim()
  .max(2048, { error: 'too_long' })
  .refine((v) => v.startsWith('/uploads/') || v.startsWith('/images/') || /^https:\/\//i.test(v), {
    error: 'invalid_url',
  });

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });

/** The highest price of a night a room type can have, in minor units (1,000,000.00). */
export const MAX_ROOM_PRICE_MINOR = 100_000_000;

export const roomTypeInput = z.object({
  name: localizedInput(80),
  roomType: z.enum(ROOM_KINDS).default('standard'),
  /** Minor units. */
  pricePerNight: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'out_of_range' })
    .max(MAX_ROOM_PRICE_MINOR, { error: 'out_of_range' }),
  images: z.array(imageUrl).max(12).default([]),
  features: z.array(z.enum(ROOM_FEATURES)).max(ROOM_FEATURES.length).default([]),
  maxOccupancy: z
    .number()
    .int({ error: 'out_of_range' })
    .min(1, { error: 'out_of_range' })
    .max(10, { error: 'out_of_range' })
    .default(2),
  totalRooms: z
    .number()
    .int({ error: 'out_of_range' })
    .min(0, { error: 'out_of_range' })
    .max(500, { error: 'out_of_range' })
    .default(1),
});
export type RoomTypeInput = z.infer<typeof roomTypeInput>;

export const hotelInput = z.object({
  name: localizedInput(120),
  description: localizedInput(5000),
  /** Generated from the English name when empty; unique. */
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'invalid_value' })
    .default(''),
  destinationId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
  addressLine: z.string().trim().max(200, { error: 'too_long' }).default(''),
  city: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  cityNames: localizedInput(100, { required: false }).default({ en: '', tr: '', ar: '' }),
  country: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }).default('Türkiye'),
  latitude: z
    .number()
    .min(-90, { error: 'out_of_range' })
    .max(90, { error: 'out_of_range' })
    .nullable()
    .default(null),
  longitude: z
    .number()
    .min(-180, { error: 'out_of_range' })
    .max(180, { error: 'out_of_range' })
    .nullable()
    .default(null),
  starRating: z
    .number({ error: 'required' })
    .int()
    .min(1, { error: 'out_of_range' })
    .max(5, { error: 'out_of_range' }),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  featuredImage: z.union([imageUrl, z.literal('')]).default(''),
  images: z.array(imageUrl).max(20).default([]),
  contact: z
    .object({
      phone: z.string().trim().max(40, { error: 'too_long' }).default(''),
      email: z.union([z.literal(''), z.email({ error: 'invalid_email' })]).default(''),
      website: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'invalid_url' })]).default(''),
    })
    .default({ phone: '', email: '', website: '' }),
  checkInTime: timeOfDay.default('14:00'),
  checkOutTime: timeOfDay.default('12:00'),
  cancellationPolicy: localizedInput(2000, { required: false }).default({ en: '', tr: '', ar: '' }),
  paymentOptions: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1, { error: 'required' })
    .default([...PAYMENT_METHODS]),
  rules: localizedInput(2000, { required: false }).default({ en: '', tr: '', ar: '' }),
  additionalDetails: localizedInput(2000, { required: false }).default({ en: '', tr: '', ar: '' }),
  featured: z.boolean().default(false),
  published: z.boolean().default(true),
});
export type HotelInput = z.infer<typeof hotelInput>;

/** POST /api/hotels may carry the first room types. */
export const createHotelBody = hotelInput.extend({ roomTypes: z.array(roomTypeInput).max(20).default([]) });

export const adminHotelListQuery = paginationQuery.extend({
  q: z.string().trim().max(100).optional(),
  published: z.enum(['true', 'false']).optional(),
});

export const reviewInput = z.object({
  rating: z
    .number({ error: 'required' })
    .int()
    .min(1, { error: 'out_of_range' })
    .max(5, { error: 'out_of_range' }),
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
  text: z
    .string({ error: 'required' })
    .trim()
    .min(10, { error: 'too_short' })
    .max(2000, { error: 'too_long' }),
});
export type ReviewInput = z.infer<typeof reviewInput>;
