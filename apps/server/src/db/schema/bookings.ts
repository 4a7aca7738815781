import { BOOKING_PAYMENT_METHODS } from '@app/shared/bookings/status';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels, roomTypes } from './hotels.ts';
import { packageDepartures, packages } from './packages.ts';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

export interface BookingNight {
  date: string;
  /** Price of the night before any promotion, minor units. */
  price: number;
  /** Promotion taken off this night, minor units. */
  discount: number;
}

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference, e.g. KT-7K3M9QXA. */
    reference: text('reference').notNull(),
    type: text('type', { enum: ['hotel', 'package', 'restaurant'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'completed', 'cancelled'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'restrict' }),
    roomTypeId: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    departureId: uuid('departure_id').references(() => packageDepartures.id, { onDelete: 'restrict' }),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
    rooms: smallint('rooms').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    paymentMethod: text('payment_method', { enum: BOOKING_PAYMENT_METHODS }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    promoCode: text('promo_code'),
    currency: text('currency').notNull(),
    nights: jsonb('nights').$type<BookingNight[]>().notNull(),
    /** Sum of nightly prices before promotions, minor units. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxes: integer('taxes').notNull(),
    total: integer('total').notNull(),
    /** Language of the guest at booking time: emails use it. */
    lang: text('lang').notNull().default('en'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_hotel_idx').on(t.hotelId, t.checkIn),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_package_idx').on(t.packageId, t.checkIn),
    index('bookings_restaurant_idx').on(t.restaurantId, t.checkIn),
    // A hotel stay has at least one night; a package's last day may be its first (a day tour); a
    // restaurant booking is one date.
    check(
      'bookings_dates_check',
      sql`${t.checkOut} > ${t.checkIn} or (${t.type} in ('package', 'restaurant') and ${t.checkOut} = ${t.checkIn})`,
    ),
    // Up to ten guests in a room or on a trip; a restaurant takes parties of up to thirty.
    check(
      'bookings_guests_check',
      sql`${t.guests} between 1 and 10 or (${t.type} = 'restaurant' and ${t.guests} between 1 and 30)`,
    ),
    check('bookings_amounts_check', sql`${t.subtotal} >= 0 and ${t.taxes} >= 0 and ${t.total} >= 0`),
    check('bookings_status_check', sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
  ],
);

/** Every status change with who made it, for the admin detail view. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Replays the first answer of a create request sent again with the same Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** user id, or "anon" for guests; a key is unique within its scope. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the method, path and canonical body. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
