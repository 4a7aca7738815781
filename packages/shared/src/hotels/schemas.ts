import { z } from 'zod';
import { paginationQuery } from '../common/pagination.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { SLUG_PATTERN } from '../common/slug.ts';
import { text } from '../common/text-field.ts';
import { emptyLocalized, localizedInput } from '../i18n/localized-input.ts';
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
  text(1000)
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
 * average. The server passes `today`: a stay more than two years ahead is refused.
 */
export const hotelSearchQueryAt = (today?: Today) =>
  paginationQuery.extend({
    /** Destination id or slug. */
    destination: text(100).optional(),
    city: text(100).optional(),
    q: text(100).optional(),
    /** 0 = any, 5 = five stars only, n = n stars and more. */
    minStars: z.coerce.number().int().min(0).max(5).default(0),
    guests: z.coerce.number().int().min(MIN_GUESTS).max(MAX_GUESTS).optional(),
    checkIn: saleDate(today, { pastAllowed: true }).optional(),
    checkOut: saleDate(today, { pastAllowed: true }).optional(),
    minPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
    maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
    amenities: commaList(AMENITIES as unknown as readonly [Amenity, ...Amenity[]]).optional(),
    featured: z.enum(['true', 'false']).optional(),
    sort: z.enum(HOTEL_SORTS).default('popularity'),
  });
export const hotelSearchQuery = hotelSearchQueryAt();
export type HotelSearchQuery = z.infer<typeof hotelSearchQuery>;

/** GET /api/hotels/suggestions: what the Where box offers while a traveller types. */
export const placeSuggestionsQuery = z.object({ q: text(100).min(1) });

/** Image references: our uploads, shipped images, or https URLs. */
export const imageUrl = text(2048).refine(
  (v) => v.startsWith('/uploads/') || v.startsWith('/images/') || /^https:\/\//i.test(v),
  {
    error: 'invalid_url',
  },
);

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

const hotelEmail = z.email();
const hotelWebsite = z.url({ protocol: /^https?$/ });

export const hotelInput = z.object({
  name: localizedInput(120),
  description: localizedInput(5000, { multiline: true }),
  /** Generated from the English name when empty; unique. */
  slug: text(120)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'invalid_value' })
    .default(''),
  destinationId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
  addressLine: text(200).default(''),
  city: text(100).min(1, { error: 'required' }),
  cityNames: localizedInput(100, { required: false }).default(emptyLocalized),
  country: text(100).min(1, { error: 'required' }).default('Türkiye'),
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
      phone: text(40).default(''),
      email: text(254)
        .refine((v) => v === '' || hotelEmail.safeParse(v).success, { error: 'invalid_email' })
        .default(''),
      website: text(2048)
        .refine((v) => v === '' || hotelWebsite.safeParse(v).success, { error: 'invalid_url' })
        .default(''),
    })
    .default({ phone: '', email: '', website: '' }),
  checkInTime: timeOfDay.default('14:00'),
  checkOutTime: timeOfDay.default('12:00'),
  cancellationPolicy: localizedInput(2000, { required: false, multiline: true }).default(emptyLocalized),
  paymentOptions: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1, { error: 'required' })
    .default([...PAYMENT_METHODS]),
  rules: localizedInput(2000, { required: false, multiline: true }).default(emptyLocalized),
  additionalDetails: localizedInput(2000, { required: false, multiline: true }).default(emptyLocalized),
  featured: z.boolean().default(false),
  published: z.boolean().default(true),
});
export type HotelInput = z.infer<typeof hotelInput>;

/** POST /api/hotels may carry the first room types. */
export const createHotelBody = hotelInput.extend({ roomTypes: z.array(roomTypeInput).max(20).default([]) });

export const adminHotelListQuery = paginationQuery.extend({
  q: text(100).optional(),
  published: z.enum(['true', 'false']).optional(),
});

export const reviewInput = z.object({
  rating: z
    .number({ error: 'required' })
    .int()
    .min(1, { error: 'out_of_range' })
    .max(5, { error: 'out_of_range' }),
  title: text(120).min(1, { error: 'required' }),
  text: text(2000, { multiline: true }).min(10, { error: 'too_short' }),
});
export type ReviewInput = z.infer<typeof reviewInput>;
