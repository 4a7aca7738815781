import type { ItineraryDayInput, PackageListQuery } from '@app/shared/packages/schemas';
import { and, asc, count, eq, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { packageTripBookings } from '../../db/schema/package-trip-bookings.ts';
import { packageDepartures, packageHotels, packages } from '../../db/schema/packages.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { slugFamily } from '../../lib/unique-slug.ts';
import type { ReviewTotals } from '../reviews/reviews.service.ts';
import type { DepartureRow, PackageHotelRow, PackageRow } from './package-dto.ts';

/** The columns an admin writes on a package. */
export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'averageRating' | 'totalReviews'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Per-person price after the deal, in SQL: the same rounding as `dealPrice`. */
const price = sql`round(p.price_per_person::bigint * (100 - p.deal_percent) / 100.0)`;

const ORDER: Record<PackageListQuery['sort'], SQL> = {
  popularity: sql`popularity desc, p.featured desc, p.average_rating desc, p.id`,
  price_asc: sql`${price} asc, p.id`,
  price_desc: sql`${price} desc, p.id`,
  duration: sql`p.duration_days asc, ${price} asc, p.id`,
  rating: sql`p.average_rating desc, p.total_reviews desc, p.id`,
  departure: sql`nd.next_date asc nulls last, p.id`,
};

/**
 * The page of published packages matching the filters and the total, in one query. With `from`
 * or `to`, only packages with a departure (seat left) in that window; `nd.next_date` is the
 * soonest such departure (or any future one without dates).
 */
async function searchPackages(
  db: Db,
  q: PackageListQuery,
  ctx: { today: string; since: Date },
): Promise<{ id: string; total: number }[]> {
  const window: SQL[] = [sql`d.start_date > ${ctx.today}::date`, sql`d.seats_left > 0`];
  if (q.from) window.push(sql`d.start_date >= ${q.from}::date`);
  if (q.to) window.push(sql`d.start_date <= ${q.to}::date`);

  const where: SQL[] = [sql`p.published`];
  if (q.destination) where.push(sql`(dest.slug = ${q.destination} or dest.id::text = ${q.destination})`);
  if (q.from || q.to) where.push(sql`nd.next_date is not null`);
  if (q.minDays !== undefined) where.push(sql`p.duration_days >= ${q.minDays}`);
  if (q.maxDays !== undefined) where.push(sql`p.duration_days <= ${q.maxDays}`);
  if (q.minPrice !== undefined) where.push(sql`${price} >= ${q.minPrice * 100}`);
  if (q.maxPrice !== undefined) where.push(sql`${price} <= ${q.maxPrice * 100}`);
  if (q.featured) where.push(sql`p.featured = ${q.featured === 'true'}`);
  if (q.deals === 'true') where.push(sql`p.deal_percent > 0`);
  if (q.q) {
    const haystack = sql`concat_ws(' ', p.name->>'en', p.name->>'tr', p.name->>'ar', dest.name->>'en', dest.name->>'tr', dest.name->>'ar')`;
    where.push(everyWordIn(haystack, q.q));
  }

  const result = await db.execute(sql`
    select p.id, count(*) over ()::int as total,
      (select count(*) from bookings b join package_trip_bookings t on t.booking_id = b.id
        where t.package_id = p.id and b.status <> 'cancelled' and b.created_at >= ${ctx.since.toISOString()}::timestamptz) as popularity
    from packages p
    left join destinations dest on dest.id = p.destination_id
    left join lateral (
      select min(d.start_date) as next_date from package_departures d
      where d.package_id = p.id and ${sql.join(window, sql` and `)}
    ) nd on true
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort]}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return rowsOf<{ id: string; total: number }>(result).map((r) => ({ id: r.id, total: Number(r.total) }));
}

export function packagesRepository(db: Db) {
  return {
    /** The page of published packages matching the filters (ids in order) and the total. */
    search: (q: PackageListQuery, ctx: { today: string; since: Date }) => searchPackages(db, q, ctx),

    /** Newest edit first; `q` folded as every search folds it (`sumela` finds Sümela, `IZMIR` İzmir). */
    async adminList(q: string | undefined, page: number, limit: number) {
      const where = q
        ? everyWordIn(
            sql`concat_ws(' ', ${packages.name}->>'en', ${packages.name}->>'tr', ${packages.name}->>'ar', ${packages.slug})`,
            q,
          )
        : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(packages)
          .where(where)
          .orderBy(sql`${packages.updatedAt} desc`)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: sql<number>`count(*)::int` }).from(packages).where(where),
      ]);
      return { rows, total: Number(totals?.n ?? 0) };
    },

    async insert(values: PackageValues): Promise<string | null> {
      const [row] = await db.insert(packages).values(values).returning({ id: packages.id });
      return row?.id ?? null;
    },

    async update(id: string, values: Partial<PackageValues>): Promise<void> {
      await db.update(packages).set(values).where(eq(packages.id, id));
    },

    async setItinerary(id: string, itinerary: ItineraryDayInput[], now: Date): Promise<void> {
      await db.update(packages).set({ itinerary, updatedAt: now }).where(eq(packages.id, id));
    },

    /** Replaces the package's hotels, in the given order, once each. */
    async setHotels(packageId: string, hotelIds: string[]): Promise<void> {
      await db.delete(packageHotels).where(eq(packageHotels.packageId, packageId));
      const unique = [...new Set(hotelIds)];
      if (unique.length)
        await db
          .insert(packageHotels)
          .values(unique.map((hotelId, i) => ({ packageId, hotelId, sortOrder: i })));
    },

    async deleteWithDepartures(id: string): Promise<void> {
      await db.delete(packageDepartures).where(eq(packageDepartures.packageId, id));
      await db.delete(packages).where(eq(packages.id, id));
    },

    async addDeparture(packageId: string, startDate: string, seatsTotal: number, now: Date): Promise<void> {
      await db.insert(packageDepartures).values({
        packageId,
        startDate,
        seatsTotal,
        seatsLeft: seatsTotal,
        createdAt: now,
        updatedAt: now,
      });
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(packages).set({ updatedAt: now }).where(eq(packages.id, id));
    },

    /** Moves and resizes a departure against the seats held right now, in one statement; null when fewer than held. */
    async resizeDeparture(
      departureId: string,
      startDate: string,
      seatsTotal: number,
      now: Date,
    ): Promise<DepartureRow | null> {
      const [row] = await db
        .update(packageDepartures)
        .set({
          startDate,
          seatsTotal,
          seatsLeft: sql`${seatsTotal} - (${packageDepartures.seatsTotal} - ${packageDepartures.seatsLeft})`,
          updatedAt: now,
        })
        .where(
          and(
            eq(packageDepartures.id, departureId),
            sql`${packageDepartures.seatsTotal} - ${packageDepartures.seatsLeft} <= ${seatsTotal}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async deleteDeparture(departureId: string): Promise<void> {
      await db.delete(packageDepartures).where(eq(packageDepartures.id, departureId));
    },

    /** The departure with its package, when it belongs to that package. */
    async departureWithPackage(
      packageId: string,
      departureId: string,
    ): Promise<{ trip: PackageRow; departure: DepartureRow } | null> {
      const [row] = await db
        .select({ trip: packages, departure: packageDepartures })
        .from(packageDepartures)
        .innerJoin(packages, eq(packages.id, packageDepartures.packageId))
        .where(and(eq(packageDepartures.id, departureId), eq(packages.id, packageId)));
      return row ?? null;
    },

    /** Takes `seats` in one guarded statement (`seats_left >= seats`); null when not that many are left. */
    async takeSeats(departureId: string, seats: number, now: Date): Promise<DepartureRow | null> {
      const [row] = await db
        .update(packageDepartures)
        .set({ seatsLeft: sql`${packageDepartures.seatsLeft} - ${seats}`, updatedAt: now })
        .where(and(eq(packageDepartures.id, departureId), gte(packageDepartures.seatsLeft, seats)))
        .returning();
      return row ?? null;
    },

    /** Gives `seats` back, never above the departure's total. */
    async releaseSeats(departureId: string, seats: number, now: Date): Promise<void> {
      await db
        .update(packageDepartures)
        .set({
          seatsLeft: sql`least(${packageDepartures.seatsLeft} + ${seats}, ${packageDepartures.seatsTotal})`,
          updatedAt: now,
        })
        .where(eq(packageDepartures.id, departureId));
    },

    /** The average and count of the package's reviews, as the reviews module computed them. */
    async storeReviewTotals(id: string, totals: ReviewTotals): Promise<void> {
      await db.update(packages).set(totals).where(eq(packages.id, id));
    },

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
          booked: sql<number>`coalesce((select sum(b.guests) from ${bookings} b join ${packageTripBookings} t on t.booking_id = b.id where t.departure_id = ${packageDepartures.id} and b.status <> 'cancelled'), 0)::int`,
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

    /** The slugs in use that are `base` or `base-…` (one query; see lib/unique-slug.ts). */
    async slugsFrom(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: packages.id, slug: packages.slug })
        .from(packages)
        .where(slugFamily(packages.slug, base));
      return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
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
      const [row] = await db
        .select({ n: count() })
        .from(packageTripBookings)
        .where(eq(packageTripBookings.packageId, packageId));
      return row?.n ?? 0;
    },
  };
}
