import type { Localized } from '@app/shared/i18n/localized';
import { type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageTripBookings } from '../../db/schema/package-trip-bookings.ts';
import { packages } from '../../db/schema/packages.ts';

/** Where a trip goes first: the first of its hotels (in the package's order) with a map position. */
export interface TripFirstStop {
  name: Localized;
  latitude: number;
  longitude: number;
}

/**
 * The one rule for where a trip goes first: the first of its hotels, in the package's order, that
 * has a map position (null when none has).
 */
const firstStopOf = (packageId: SQL | Column) =>
  sql<TripFirstStop | null>`(
    select json_build_object('name', first_stop.name, 'latitude', first_stop.latitude, 'longitude', first_stop.longitude)
    from package_hotels stop_of inner join hotels first_stop on first_stop.id = stop_of.hotel_id
    where stop_of.package_id = ${packageId}
      and first_stop.latitude is not null and first_stop.longitude is not null
    order by stop_of.sort_order, first_stop.id
    limit 1)`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as TripFirstStop) : (value as TripFirstStop | null),
  );

const tripColumns = {
  id: packages.id,
  slug: packages.slug,
  name: packages.name,
  durationDays: packages.durationDays,
  featuredImage: packages.featuredImage,
};

export type Trip = { [K in keyof typeof tripColumns]: (typeof packages.$inferSelect)[K] } & {
  firstStop: TripFirstStop | null;
};

/** What a package trip booking is of: the package and the departure whose seats it holds. */
export interface PackageTrip {
  trip: Trip;
  departureId: string;
}

/** The package trip kind's own table: one row per trip booking. */
export function packageTripBookingsRepository(db: Db) {
  return {
    async insert(bookingId: string, trip: PackageTrip): Promise<void> {
      await db
        .insert(packageTripBookings)
        .values({ bookingId, packageId: trip.trip.id, departureId: trip.departureId });
    },

    /** The package as a booking of it shows it, read in the booking's transaction. */
    async trip(packageId: string): Promise<Trip | null> {
      const [row] = await db
        .select({ ...tripColumns, firstStop: firstStopOf(sql`${packageId}::uuid`) })
        .from(packages)
        .where(eq(packages.id, packageId));
      return row ?? null;
    },

    async byBookings(bookingIds: string[]): Promise<Map<string, PackageTrip>> {
      const rows = await db
        .select({
          bookingId: packageTripBookings.bookingId,
          departureId: packageTripBookings.departureId,
          trip: { ...tripColumns, firstStop: firstStopOf(packageTripBookings.packageId) },
        })
        .from(packageTripBookings)
        .innerJoin(packages, eq(packages.id, packageTripBookings.packageId))
        .where(inArray(packageTripBookings.bookingId, bookingIds));
      return new Map(rows.map(({ bookingId, ...trip }) => [bookingId, trip]));
    },
  };
}
