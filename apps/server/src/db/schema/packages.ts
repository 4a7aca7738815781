import type { Localized } from '@app/shared/i18n/localized';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { destinations } from './destinations.ts';
import { hotels } from './hotels.ts';
import { localized } from './localized.ts';

export interface ItineraryDay {
  day: number;
  title: Localized;
  description: Localized;
}

/** A tour package: several days, hotels and activities, sold per person on set departure dates. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: localized('name'),
    description: localized('description'),
    destinationId: uuid('destination_id').references(() => destinations.id, { onDelete: 'restrict' }),
    durationDays: smallint('duration_days').notNull(),
    /** Price per person before any deal, minor units. */
    pricePerPerson: integer('price_per_person').notNull(),
    /** Percent off the price per person while the package is a deal; 0 = no deal. */
    dealPercent: smallint('deal_percent').notNull().default(0),
    activities: jsonb('activities').$type<Localized[]>().notNull().default([]),
    featuredImage: text('featured_image').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(false),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('packages_slug_key').on(t.slug),
    index('packages_destination_idx').on(t.destinationId),
    check('packages_duration_check', sql`${t.durationDays} between 1 and 60`),
    check('packages_price_check', sql`${t.pricePerPerson} >= 0`),
    check('packages_deal_check', sql`${t.dealPercent} between 0 and 90`),
  ],
);

/** Hotels a package stays at, in order. */
export const packageHotels = pgTable(
  'package_hotels',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.hotelId] }), index('package_hotels_hotel_idx').on(t.hotelId)],
);

/** A date the package starts on, with its seats; seatsLeft is taken by bookings with a guarded update. */
export const packageDepartures = pgTable(
  'package_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    seatsTotal: smallint('seats_total').notNull(),
    seatsLeft: smallint('seats_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('package_departures_package_date_key').on(t.packageId, t.startDate),
    check('package_departures_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal}`),
    check('package_departures_total_check', sql`${t.seatsTotal} between 0 and 500`),
  ],
);
