import type { Localized } from '@app/shared/i18n/localized';
import type { OtherLanguage } from '@app/shared/i18n/per-language';
import type { OpeningHours } from '@app/shared/restaurants/opening-hours';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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
import { localized } from './localized.ts';

/** A list written per language: English always, the other languages when written. */
export type LocalizedList = { en: string[] } & { [L in OtherLanguage]?: string[] };

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: localized('name'),
    description: localized('description'),
    /** italian, turkish, mediterranean, asian, middle_eastern. */
    cuisine: text('cuisine').notNull(),
    /** 1 (₺) to 4 (₺₺₺₺). */
    priceRange: smallint('price_range').notNull(),
    /** The area the restaurant is in. */
    destinationId: uuid('destination_id').references(() => destinations.id, { onDelete: 'restrict' }),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull(),
    cityNames: jsonb('city_names').$type<Localized>().notNull().default({ en: '', tr: '', ar: '' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Per ISO weekday ("1" Monday … "7" Sunday): the sittings, `to <= from` running past midnight. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** How long a table is held for one party, minutes. */
    turnMinutes: integer('turn_minutes').notNull().default(90),
    /** The largest party taken. */
    maxPartySize: integer('max_party_size').notNull().default(8),
    /** Parties larger than this wait for the restaurant's confirmation. */
    instantLimit: integer('instant_limit').notNull().default(6),
    menuHighlights: jsonb('menu_highlights')
      .$type<LocalizedList>()
      .notNull()
      .default({ en: [], tr: [], ar: [] }),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restaurants_slug_key').on(t.slug),
    index('restaurants_destination_idx').on(t.destinationId),
    check(
      'restaurants_cuisine_check',
      sql`${t.cuisine} in ('italian', 'turkish', 'mediterranean', 'asian', 'middle_eastern')`,
    ),
    check('restaurants_price_range_check', sql`${t.priceRange} between 1 and 4`),
    check('restaurants_turn_check', sql`${t.turnMinutes} between 30 and 300`),
    check('restaurants_party_check', sql`${t.maxPartySize} between 1 and 30`),
    check('restaurants_instant_check', sql`${t.instantLimit} between 0 and 30`),
  ],
);

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    capacity: smallint('capacity').notNull(),
    /** inside, terrace, window, garden. */
    location: text('location').notNull().default('inside'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('restaurant_tables_number_key').on(t.restaurantId, t.number),
    check('restaurant_tables_capacity_check', sql`${t.capacity} between 1 and 30`),
    check(
      'restaurant_tables_location_check',
      sql`${t.location} in ('inside', 'terrace', 'window', 'garden')`,
    ),
  ],
);

/** One date's exception to a restaurant's week: closed, times added or removed, a cap per time. */
export const restaurantDays = pgTable(
  'restaurant_days',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    reason: text('reason').notNull().default(''),
    addedTimes: text('added_times').array().notNull().default(sql`'{}'::text[]`),
    removedTimes: text('removed_times').array().notNull().default(sql`'{}'::text[]`),
    maxTablesPerTime: smallint('max_tables_per_time'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.date] })],
);
