import type { FlightItineraryDto } from '@app/shared/travel/responses';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/**
 * The numbers behind the confirmations of the provider's bookings (TZN-123456, TF-123456): one
 * sequence, each value turned into a six-digit number no other value gives (docs/decisions/029).
 */
export const travelConfirmationNumbers = pgSequence('travel_confirmation_numbers', { startWith: 1 });

/** A stay at a hotel of the travel data provider, booked through the agency (kind `provider_hotel`). */
export const providerHotelBookings = pgTable(
  'provider_hotel_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The provider that priced it: `offline` or `amadeus`. */
    provider: text('provider').notNull(),
    hotelId: text('hotel_id').notNull(),
    /** As the provider named and placed it when booked. */
    hotelName: text('hotel_name').notNull(),
    cityName: text('city_name').notNull().default(''),
    image: text('image').notNull().default(''),
    offerId: text('offer_id').notNull(),
    /** `provider`: the provider's room offer; `fallback`: a room built from its best rate. */
    roomKind: text('room_kind').notNull(),
    roomCategory: text('room_category').notNull(),
    roomDescription: text('room_description').notNull().default(''),
    pricePerNight: integer('price_per_night').notNull(),
    refundableUntil: timestamp('refundable_until', { withTimezone: true }),
    /** TZN- and six digits, told to the guest and the hotel. */
    confirmation: text('confirmation').notNull().unique(),
  },
  (t) => [
    index('provider_hotel_bookings_hotel_idx').on(t.hotelId),
    check('provider_hotel_bookings_room_kind_check', sql`${t.roomKind} in ('provider', 'fallback')`),
    check('provider_hotel_bookings_price_check', sql`${t.pricePerNight} >= 0`),
  ],
);

/** A traveller of a flight as lists show them: the name, and the document masked. */
export interface FlightTravelerShown {
  firstName: string;
  lastName: string;
  documentType: string;
  /** E.g. "U••••••89". */
  documentMasked: string;
}

/** What only the airline needs, erased once the trip is over (docs/decisions/029). */
export interface FlightTravelerPersonal {
  dateOfBirth: string;
  nationality: string;
  documentNumber: string;
  documentExpiry: string;
}

/** A flight ordered from the travel data provider (kind `flight`). */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's order and the airline's record locator. */
    orderId: text('order_id').notNull(),
    recordLocator: text('record_locator').notNull().default(''),
    /** The order's identity (the offer and its travellers): one booking per order. */
    orderKey: text('order_key').notNull().unique(),
    /** TF- and six digits. */
    confirmation: text('confirmation').notNull().unique(),
    itineraries: jsonb('itineraries').$type<FlightItineraryDto[]>().notNull(),
    carriers: jsonb('carriers').$type<Record<string, string>>().notNull().default({}),
    cabin: text('cabin'),
    passengers: smallint('passengers').notNull(),
    /** The first departure, on its airport's clock (YYYY-MM-DDTHH:MM:SS). */
    departsLocal: text('departs_local').notNull(),
    travelers: jsonb('travelers').$type<FlightTravelerShown[]>().notNull(),
    /** Dates of birth and documents: null once erased. */
    personal: jsonb('personal').$type<FlightTravelerPersonal[] | null>(),
    /** When `personal` is erased: 30 days after the last flight's date. */
    personalUntil: timestamp('personal_until', { withTimezone: true }).notNull(),
    billingAddress: jsonb('billing_address')
      .$type<{ line: string; city: string; postalCode: string; country: string }>()
      .notNull(),
  },
  (t) => [index('flight_bookings_personal_idx').on(t.personalUntil).where(sql`${t.personal} is not null`)],
);

/**
 * Orders made at the provider, by their identity, before their booking is written: a request
 * repeated (the same Idempotency-Key, or a retry after a failure) finds its order here instead of
 * ordering again.
 */
export const flightOrders = pgTable('flight_orders', {
  orderKey: text('order_key').primaryKey(),
  provider: text('provider').notNull(),
  orderId: text('order_id').notNull(),
  recordLocator: text('record_locator').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in traveller's last flight searches (spec section 4): five at most, newest first. */
export const recentFlightSearches = pgTable(
  'recent_flight_searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Origin, destination and trip type: one entry each. */
    key: text('key').notNull(),
    search: jsonb('search').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('recent_flight_searches_user_idx').on(t.userId, t.searchedAt),
  ],
);
