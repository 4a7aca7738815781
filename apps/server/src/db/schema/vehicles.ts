import type { Localized } from '@app/shared/i18n/localized';
import type { Place } from '@app/shared/vehicles/places';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { bookings } from './bookings.ts';
import { localized } from './localized.ts';

/** A PostgreSQL tstzrange, read and written as its text (`[2027-06-01 10:00+00,2027-06-04 10:00+00)`). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** An extra a rental class offers, priced per rental day in the class's minor units. */
export interface ClassExtra {
  code: string;
  perDay: number;
}

/**
 * A class of vehicle on sale: a rental car type, a transfer vehicle or a taxi, with its prices in
 * minor units of the agency's currency (as every price in the catalogue) and the number of vehicles
 * it has (the fleet).
 */
export const vehicleClasses = pgTable(
  'vehicle_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** rental, transfer or taxi. */
    service: text('service').notNull(),
    /** The class within its service: a car type (economy…) or a transfer or taxi class. */
    code: text('code').notNull(),
    name: localized('name'),
    /** The sample model, "or similar" (Toyota Yaris). */
    model: text('model').notNull().default(''),
    passengers: smallint('passengers').notNull(),
    bags: smallint('bags').notNull(),
    /** manual or automatic (rentals); null for rides. */
    transmission: text('transmission'),
    image: text('image').notNull().default(''),
    /** Rentals: per rental day, and once when returned elsewhere. */
    dailyRate: integer('daily_rate').notNull().default(0),
    oneWayFee: integer('one_way_fee').notNull().default(0),
    /** Rentals: the extras it offers. */
    extras: jsonb('extras').$type<ClassExtra[]>().notNull().default([]),
    /** Transfers and taxis: the base fare and the price per km of road. */
    baseFare: integer('base_fare').notNull().default(0),
    perKm: integer('per_km').notNull().default(0),
    /** How many vehicles of the class there are. */
    fleetSize: integer('fleet_size').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_classes_service_code_idx').on(t.service, t.code),
    check('vehicle_classes_service_check', sql`${t.service} in ('rental', 'transfer', 'taxi')`),
    check('vehicle_classes_fleet_check', sql`${t.fleetSize} >= 0`),
    check(
      'vehicle_classes_prices_check',
      sql`${t.dailyRate} >= 0 and ${t.oneWayFee} >= 0 and ${t.baseFare} >= 0 and ${t.perKm} >= 0`,
    ),
  ],
);

/** A day a class is withdrawn (maintenance): nothing of it is out on that business day. */
export const vehicleWithdrawals = pgTable(
  'vehicle_withdrawals',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.classId, t.day] })],
);

/**
 * What a vehicle booking is of, and the vehicle it holds: one of its class over `during` (a
 * rental's pickup to return; a ride's pickup to its end plus the turnaround). The booking's
 * transaction counts the active holds of the class overlapping it against the fleet, under a lock
 * on the class's row; a cancellation deactivates the hold.
 */
export const vehicleBookings = pgTable(
  'vehicle_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: 'restrict' }),
    service: text('service').notNull(),
    pickup: jsonb('pickup').$type<Place>().notNull(),
    dropoff: jsonb('dropoff').$type<Place>().notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    /** A rental's return; a ride's expected arrival. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during').notNull(),
    active: boolean('active').notNull().default(true),
    /** Rides: the road distance priced. */
    distanceKm: real('distance_km'),
    passengers: smallint('passengers').notNull(),
    /** Rentals: the extras chosen, as priced. */
    extras: jsonb('extras').$type<{ code: string; amount: number }[]>().notNull().default([]),
    /** Airport transfers: the flight met and when it lands; the name on the sign. */
    flightNumber: text('flight_number'),
    nameSign: text('name_sign'),
    /** Minutes the driver waits free of charge. */
    freeWaitMinutes: smallint('free_wait_minutes').notNull().default(0),
    /** The class's name and model as booked (an edit to the class does not rewrite the booking). */
    className: jsonb('class_name').$type<Localized>().notNull(),
    model: text('model').notNull().default(''),
  },
  (t) => [
    index('vehicle_bookings_class_idx').on(t.classId, t.pickupAt),
    check('vehicle_bookings_service_check', sql`${t.service} in ('rental', 'transfer', 'taxi')`),
    check('vehicle_bookings_interval_check', sql`${t.endsAt} > ${t.pickupAt}`),
  ],
);
