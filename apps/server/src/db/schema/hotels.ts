import type { Localized } from '@app/shared/i18n/localized';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { destinations } from './destinations.ts';
import { localized } from './localized.ts';

export interface HotelContact {
  phone: string;
  email: string;
  website: string;
}

export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    destinationId: uuid('destination_id').references(() => destinations.id, { onDelete: 'restrict' }),
    name: localized('name'),
    description: localized('description'),
    /** Street address line; city and country are separate for filtering. */
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull(),
    /** The city as written in each language where it differs (Arabic script, say); empty: `city`. */
    cityNames: jsonb('city_names').$type<Localized>().notNull().default({ en: '', tr: '', ar: '' }),
    country: text('country').notNull().default('Türkiye'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    starRating: smallint('star_rating').notNull(),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    /** Amenity codes from packages/shared hotels/amenities (wifi, parking, spa…), translated by the web. */
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    featuredImage: text('featured_image').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    contact: jsonb('contact').$type<HotelContact>().notNull().default({ phone: '', email: '', website: '' }),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    cancellationPolicy: localized('cancellation_policy'),
    /** Subset of creditCard, payAtHotel. */
    paymentOptions: text('payment_options').array().notNull().default(sql`'{creditCard,payAtHotel}'::text[]`),
    rules: localized('rules'),
    additionalDetails: localized('additional_details'),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hotels_slug_key').on(t.slug),
    index('hotels_destination_idx').on(t.destinationId),
    index('hotels_city_idx').on(t.city),
    check('hotels_star_rating_check', sql`${t.starRating} between 1 and 5`),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: localized('name'),
    /** Kind code: standard, deluxe, suite, family, twin, single, bungalow. */
    roomType: text('room_type').notNull().default('standard'),
    /** Default nightly price in minor units (kuruş) when no inventory record sets one. */
    pricePerNight: integer('price_per_night').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Feature codes (balcony, seaView, bathtub…), translated by the web. */
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    maxOccupancy: smallint('max_occupancy').notNull().default(2),
    /** Default rooms of this type per night when no inventory record exists. */
    totalRooms: smallint('total_rooms').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_types_hotel_idx').on(t.hotelId),
    check('room_types_price_check', sql`${t.pricePerNight} > 0`),
    check('room_types_occupancy_check', sql`${t.maxOccupancy} between 1 and 10`),
    check('room_types_total_rooms_check', sql`${t.totalRooms} >= 0`),
  ],
);
