import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { restaurants, restaurantTables } from './restaurants.ts';

/** A PostgreSQL tstzrange, read and written as its text (`[2027-06-01 18:00+00,2027-06-01 19:30+00)`). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A table held for a restaurant booking over [starts_at, starts_at + turn): the database itself
 * refuses two active sittings of one table at overlapping times (an exclusion constraint, written
 * in the migration: drizzle does not describe those).
 */
export const restaurantSittings = pgTable(
  'restaurant_sittings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'restrict' }),
    partySize: smallint('party_size').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    during: tstzrange('during').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('restaurant_sittings_restaurant_idx').on(t.restaurantId, t.startsAt),
    index('restaurant_sittings_table_idx').on(t.tableId),
    // The admin's dashboard: every restaurant's sittings of a few days.
    index('restaurant_sittings_starts_at_idx').on(t.startsAt).where(sql`${t.active}`),
  ],
);
