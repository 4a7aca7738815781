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
    /** The kind of booking (a registered kind's name); what it is of lives in the kind's own table. */
    type: text('type').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'completed', 'cancelled'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
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
    index('bookings_status_idx').on(t.status, t.createdAt),
    // The admin's dashboard: bookings made in a period, counted and summed by kind, status and
    // currency from the index alone, and the latest made; stays by the days they start and end.
    index('bookings_created_idx').on(t.createdAt, t.type, t.status, t.currency, t.total),
    index('bookings_check_in_idx').on(t.checkIn),
    index('bookings_check_out_idx').on(t.checkOut),
    // What every kind shares; a kind's own limits (a stay's nights, a party's size) are its own.
    check('bookings_dates_check', sql`${t.checkOut} >= ${t.checkIn}`),
    check('bookings_guests_check', sql`${t.guests} >= 1`),
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
