import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { restaurantTableBookings } from '../../db/schema/restaurant-table-bookings.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurants.ts';

/** What a table reservation shows of its restaurant. */
const restaurantColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  city: restaurants.city,
  cityNames: restaurants.cityNames,
  featuredImage: restaurants.featuredImage,
  addressLine: restaurants.addressLine,
  phone: restaurants.phone,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
};

export type TableRestaurant = { [K in keyof typeof restaurantColumns]: (typeof restaurants.$inferSelect)[K] };

/** The table a reservation holds, and when. */
export interface TableSitting {
  startsAt: Date;
  endsAt: Date;
  tableNumber: string;
  tableLocation: string;
}

/** What a table reservation is of: the restaurant, and the sitting it holds (if any). */
export interface RestaurantTable {
  restaurant: TableRestaurant;
  sitting: TableSitting | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The restaurant table kind's own table: one row per reservation. */
export function restaurantTableBookingsRepository(db: Db) {
  return {
    async insert(bookingId: string, restaurantId: string): Promise<void> {
      await db.insert(restaurantTableBookings).values({ bookingId, restaurantId });
    },

    async byBookings(bookingIds: string[]): Promise<Map<string, RestaurantTable>> {
      const rows = await db
        .select({
          bookingId: restaurantTableBookings.bookingId,
          restaurant: restaurantColumns,
          startsAt: restaurantSittings.startsAt,
          endsAt: sql<Date | null>`upper(${restaurantSittings.during})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
          tableNumber: restaurantTables.number,
          tableLocation: restaurantTables.location,
        })
        .from(restaurantTableBookings)
        .innerJoin(restaurants, eq(restaurants.id, restaurantTableBookings.restaurantId))
        .leftJoin(restaurantSittings, eq(restaurantSittings.bookingId, restaurantTableBookings.bookingId))
        .leftJoin(restaurantTables, eq(restaurantTables.id, restaurantSittings.tableId))
        .where(inArray(restaurantTableBookings.bookingId, bookingIds));
      return new Map(
        rows.map(({ bookingId, restaurant, startsAt, endsAt, tableNumber, tableLocation }) => [
          bookingId,
          {
            restaurant,
            sitting:
              startsAt && endsAt && tableNumber && tableLocation
                ? { startsAt, endsAt, tableNumber, tableLocation }
                : null,
          },
        ]),
      );
    },
  };
}

/** The condition on `bookings` for table reservations at the restaurant named by its id or slug. */
export function reservationsAt(idOrSlug: string): SQL {
  const restaurant = UUID.test(idOrSlug)
    ? sql`${restaurantTableBookings.restaurantId} = ${idOrSlug}::uuid`
    : sql`${restaurantTableBookings.restaurantId} in (select ${restaurants.id} from ${restaurants} where ${restaurants.slug} = ${idOrSlug})`;
  return sql`${bookings.id} in (select ${restaurantTableBookings.bookingId} from ${restaurantTableBookings} where ${restaurant})`;
}
