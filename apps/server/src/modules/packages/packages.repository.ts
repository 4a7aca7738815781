import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { packageDepartures, packageHotels, packageReviews, packages } from '../../db/schema/packages.ts';
import type { DepartureRow, PackageHotelRow, PackageRow } from './package-dto.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function packagesRepository(db: Db) {
  return {
    /** By id or slug. */
    async find(idOrSlug: string): Promise<PackageRow | null> {
      const [row] = await db
        .select()
        .from(packages)
        .where(UUID.test(idOrSlug) ? eq(packages.id, idOrSlug) : eq(packages.slug, idOrSlug))
        .limit(1);
      return row ?? null;
    },

    async byIds(ids: string[]): Promise<PackageRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(packages).where(inArray(packages.id, ids));
    },

    /** Departures after `today`, soonest first, per package. */
    async futureDepartures(ids: string[], today: string): Promise<Map<string, DepartureRow[]>> {
      const map = new Map<string, DepartureRow[]>();
      if (ids.length === 0) return map;
      const rows = await db
        .select()
        .from(packageDepartures)
        .where(and(inArray(packageDepartures.packageId, ids), gt(packageDepartures.startDate, today)))
        .orderBy(asc(packageDepartures.startDate));
      for (const r of rows) map.set(r.packageId, [...(map.get(r.packageId) ?? []), r]);
      return map;
    },

    /** Every departure of a package with the seats held by bookings that are not cancelled. */
    async departuresWithBooked(id: string): Promise<(DepartureRow & { booked: number })[]> {
      const rows = await db
        .select({
          departure: packageDepartures,
          booked: sql<number>`coalesce((select sum(b.guests) from ${bookings} b where b.departure_id = ${packageDepartures.id} and b.status <> 'cancelled'), 0)::int`,
        })
        .from(packageDepartures)
        .where(eq(packageDepartures.packageId, id))
        .orderBy(asc(packageDepartures.startDate));
      return rows.map((r) => ({ ...r.departure, booked: Number(r.booked) }));
    },

    async departure(packageId: string, departureId: string): Promise<DepartureRow | null> {
      const [row] = await db
        .select()
        .from(packageDepartures)
        .where(and(eq(packageDepartures.id, departureId), eq(packageDepartures.packageId, packageId)));
      return row ?? null;
    },

    async hotelIds(packageId: string): Promise<string[]> {
      const rows = await db
        .select({ id: packageHotels.hotelId })
        .from(packageHotels)
        .where(eq(packageHotels.packageId, packageId))
        .orderBy(asc(packageHotels.sortOrder));
      return rows.map((r) => r.id);
    },

    async hotels(packageId: string): Promise<PackageHotelRow[]> {
      return db
        .select({
          id: hotels.id,
          slug: hotels.slug,
          name: hotels.name,
          starRating: hotels.starRating,
          city: hotels.city,
          cityNames: hotels.cityNames,
          featuredImage: hotels.featuredImage,
          published: hotels.published,
        })
        .from(packageHotels)
        .innerJoin(hotels, eq(hotels.id, packageHotels.hotelId))
        .where(eq(packageHotels.packageId, packageId))
        .orderBy(asc(packageHotels.sortOrder));
    },

    async existingHotels(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: hotels.id }).from(hotels).where(inArray(hotels.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(exceptId ? and(eq(packages.slug, slug), ne(packages.id, exceptId)) : eq(packages.slug, slug))
        .limit(1);
      return !!row;
    },

    /** Bookings of the package (any status): a booked package is unpublished, not deleted. */
    async bookingCount(packageId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, packageId));
      return row?.n ?? 0;
    },

    async reviews(packageId: string, page: number, limit: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(packageReviews)
          .where(eq(packageReviews.packageId, packageId))
          .orderBy(sql`${packageReviews.createdAt} desc`)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(packageReviews).where(eq(packageReviews.packageId, packageId)),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    async reviewedBy(packageId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: packageReviews.id })
        .from(packageReviews)
        .where(and(eq(packageReviews.packageId, packageId), eq(packageReviews.userId, userId)))
        .limit(1);
      return !!row;
    },

    /** True when the user travelled on this package: a booking completed, or confirmed and over. */
    async travelled(packageId: string, userId: string, today: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.packageId, packageId),
            eq(bookings.userId, userId),
            sql`(${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and ${bookings.checkOut} < ${today}))`,
          ),
        )
        .limit(1);
      return !!row;
    },
  };
}
