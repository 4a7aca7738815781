import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { destinations } from '../../db/schema/destinations.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { packages } from '../../db/schema/packages.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { slugFamily } from '../../lib/unique-slug.ts';
import type { DestinationCounts, DestinationFullRow, DestinationRow } from './destination-dto.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type DestinationValues = Omit<typeof destinations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const brief = { id: destinations.id, slug: destinations.slug, name: destinations.name };
const order = [asc(destinations.sortOrder), sql`${destinations.name}->>'en'`];

export function destinationsRepository(db: Db) {
  return {
    async find(idOrSlug: string): Promise<DestinationFullRow | null> {
      const [row] = await db
        .select()
        .from(destinations)
        .where(UUID.test(idOrSlug) ? eq(destinations.id, idOrSlug) : eq(destinations.slug, idOrSlug))
        .limit(1);
      return row ?? null;
    },

    /** Its name and address only, by id or slug. */
    async brief(idOrSlug: string): Promise<DestinationRow | null> {
      const [row] = await db
        .select(brief)
        .from(destinations)
        .where(UUID.test(idOrSlug) ? eq(destinations.id, idOrSlug) : eq(destinations.slug, idOrSlug))
        .limit(1);
      return row ?? null;
    },

    async briefs(ids: string[]): Promise<Map<string, DestinationRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select(brief).from(destinations).where(inArray(destinations.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async list(filter: { q?: string; featured?: boolean }, page: number, limit: number) {
      const where: SQL[] = [];
      if (filter.featured !== undefined) where.push(eq(destinations.featured, filter.featured));
      if (filter.q) {
        where.push(
          everyWordIn(
            sql`concat_ws(' ', ${destinations.name}->>'en', ${destinations.name}->>'tr', ${destinations.name}->>'ar', ${destinations.slug})`,
            filter.q,
          ),
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(destinations)
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(destinations).where(condition),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    /** Most booked (not cancelled) in hotels or packages since `since`, then featured, then the usual order. */
    async popular(since: Date, limit: number): Promise<DestinationFullRow[]> {
      const booked = sql<number>`(
        select count(*) from ${bookings} b
        left join hotel_stay_bookings hs on hs.booking_id = b.id
        left join ${hotels} h on h.id = hs.hotel_id
        left join package_trip_bookings pt on pt.booking_id = b.id
        left join ${packages} p on p.id = pt.package_id
        where coalesce(h.destination_id, p.destination_id) = ${destinations.id}
          and b.status <> 'cancelled' and b.created_at >= ${since.toISOString()}
      )`;
      return db
        .select()
        .from(destinations)
        .orderBy(desc(booked), desc(destinations.featured), ...order)
        .limit(limit);
    },

    /** Published hotels and packages per destination. */
    async counts(ids: string[]): Promise<Map<string, DestinationCounts>> {
      const map = new Map<string, DestinationCounts>(ids.map((id) => [id, { properties: 0, packages: 0 }]));
      if (ids.length === 0) return map;
      const [hotelCounts, packageCounts] = await Promise.all([
        db
          .select({ id: hotels.destinationId, n: count() })
          .from(hotels)
          .where(and(inArray(hotels.destinationId, ids), eq(hotels.published, true)))
          .groupBy(hotels.destinationId),
        db
          .select({ id: packages.destinationId, n: count() })
          .from(packages)
          .where(and(inArray(packages.destinationId, ids), eq(packages.published, true)))
          .groupBy(packages.destinationId),
      ]);
      for (const { id, n } of hotelCounts)
        if (id) map.set(id, { ...(map.get(id) ?? { packages: 0 }), properties: n });
      for (const { id, n } of packageCounts)
        if (id) map.set(id, { ...(map.get(id) ?? { properties: 0 }), packages: n });
      return map;
    },

    /** Hotels and packages (published or not) that point at the destination. */
    async usage(id: string): Promise<number> {
      const [[h], [p]] = await Promise.all([
        db.select({ n: count() }).from(hotels).where(eq(hotels.destinationId, id)),
        db.select({ n: count() }).from(packages).where(eq(packages.destinationId, id)),
      ]);
      return (h?.n ?? 0) + (p?.n ?? 0);
    },

    /** The slugs in use that are `base` or `base-…` (one query; see lib/unique-slug.ts). */
    async slugsFrom(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: destinations.id, slug: destinations.slug })
        .from(destinations)
        .where(slugFamily(destinations.slug, base));
      return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: destinations.id })
        .from(destinations)
        .where(
          exceptId
            ? and(eq(destinations.slug, slug), ne(destinations.id, exceptId))
            : eq(destinations.slug, slug),
        )
        .limit(1);
      return !!row;
    },

    async insert(values: DestinationValues, now: Date): Promise<DestinationFullRow | null> {
      const [row] = await db
        .insert(destinations)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return row ?? null;
    },

    async update(id: string, values: DestinationValues, now: Date): Promise<DestinationFullRow | null> {
      const [row] = await db
        .update(destinations)
        .set({ ...values, updatedAt: now })
        .where(eq(destinations.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.delete(destinations).where(eq(destinations.id, id));
    },
  };
}
