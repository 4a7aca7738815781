import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { packageDepartures, packages } from './packages.ts';

/** What a package trip booking is of: the package and the departure whose seats it holds. */
export const packageTripBookings = pgTable(
  'package_trip_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => packageDepartures.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('package_trip_bookings_package_idx').on(t.packageId),
    index('package_trip_bookings_departure_idx').on(t.departureId),
  ],
);
