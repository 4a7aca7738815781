import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { restaurants } from './restaurants.ts';

/**
 * What a table reservation is of: the restaurant. The table and the time it holds are its sitting
 * (restaurant_sittings), which a cancellation deactivates.
 */
export const restaurantTableBookings = pgTable(
  'restaurant_table_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
  },
  (t) => [index('restaurant_table_bookings_restaurant_idx').on(t.restaurantId)],
);
