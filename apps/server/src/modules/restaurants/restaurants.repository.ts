import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { restaurantTableBookings } from '../../db/schema/restaurant-table-bookings.ts';
import { restaurantDays, restaurants, restaurantTables } from '../../db/schema/restaurants.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { slugFamily } from '../../lib/unique-slug.ts';
import type { ReviewTotals } from '../reviews/reviews.service.ts';
import type { RestaurantRow, TableRow } from './restaurant-dto.ts';

export type RestaurantValues = Omit<
  typeof restaurants.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'averageRating' | 'totalReviews'
>;
export type TableValues = Omit<typeof restaurantTables.$inferInsert, 'id' | 'restaurantId'>;
export type DayRow = typeof restaurantDays.$inferSelect;
export type DayValues = Omit<DayRow, 'restaurantId' | 'date'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ADMIN_TEXT = sql`concat_ws(' ', ${restaurants.name}->>'en', ${restaurants.name}->>'tr', ${restaurants.name}->>'ar', ${restaurants.city}, ${restaurants.addressLine}, ${restaurants.slug})`;

export function restaurantsRepository(db: Db) {
  return {
    /** A reservation's sitting: its table over `[startsAt, endsAt)` (the exclusion constraint guards it). */
    async insertSitting(s: {
      bookingId: string;
      restaurantId: string;
      tableId: string;
      partySize: number;
      startsAt: Date;
      endsAt: Date;
    }): Promise<void> {
      await db.insert(restaurantSittings).values({
        bookingId: s.bookingId,
        restaurantId: s.restaurantId,
        tableId: s.tableId,
        partySize: s.partySize,
        startsAt: s.startsAt,
        during: `[${s.startsAt.toISOString()},${s.endsAt.toISOString()})`,
      });
    },

    /**
     * The restaurant's seating turn, held until the transaction ends: reservations of one restaurant
     * read its tables and sittings one after another, so two never choose the same table at once.
     * (Racing inserts into the sittings' exclusion constraint deadlock one another under load, each
     * detection a second long, until every one of them has failed; the constraint stays the guard.)
     */
    async takeSeatingTurn(restaurantId: string): Promise<void> {
      await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('no key update');
    },

    /** A cancelled reservation's sitting holds its table no more. */
    async deactivateSitting(bookingId: string): Promise<void> {
      await db
        .update(restaurantSittings)
        .set({ active: false })
        .where(eq(restaurantSittings.bookingId, bookingId));
    },

    /** By id or slug. */
    async find(idOrSlug: string): Promise<RestaurantRow | null> {
      const [row] = await db
        .select()
        .from(restaurants)
        .where(UUID.test(idOrSlug) ? eq(restaurants.id, idOrSlug) : eq(restaurants.slug, idOrSlug))
        .limit(1);
      return row ?? null;
    },

    async tables(restaurantId: string, { activeOnly = false } = {}): Promise<TableRow[]> {
      const rows = await db
        .select()
        .from(restaurantTables)
        .where(
          and(
            eq(restaurantTables.restaurantId, restaurantId),
            activeOnly ? eq(restaurantTables.active, true) : undefined,
          ),
        );
      return rows.sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));
    },

    /** The exceptions of the restaurants on the dates from `from` to `to`, both included. */
    async days(restaurantIds: string[], from: string, to: string): Promise<DayRow[]> {
      if (restaurantIds.length === 0) return [];
      return db
        .select()
        .from(restaurantDays)
        .where(
          and(
            inArray(restaurantDays.restaurantId, restaurantIds),
            gte(restaurantDays.date, from),
            sql`${restaurantDays.date} <= ${to}::date`,
          ),
        );
    },

    async day(restaurantId: string, date: string): Promise<DayRow | null> {
      const [row] = await db
        .select()
        .from(restaurantDays)
        .where(and(eq(restaurantDays.restaurantId, restaurantId), eq(restaurantDays.date, date)));
      return row ?? null;
    },

    async saveDay(restaurantId: string, date: string, values: DayValues): Promise<DayRow | null> {
      const [row] = await db
        .insert(restaurantDays)
        .values({ restaurantId, date, ...values })
        .onConflictDoUpdate({ target: [restaurantDays.restaurantId, restaurantDays.date], set: values })
        .returning();
      return row ?? null;
    },

    /** The active tables of the restaurants, in number order. */
    async activeTables(restaurantIds: string[]): Promise<TableRow[]> {
      if (restaurantIds.length === 0) return [];
      const rows = await db
        .select()
        .from(restaurantTables)
        .where(and(inArray(restaurantTables.restaurantId, restaurantIds), eq(restaurantTables.active, true)));
      return rows.sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));
    },

    /** The active sittings of the restaurants starting in [from, to). */
    async activeSittings(restaurantIds: string[], from: Date, to: Date) {
      if (restaurantIds.length === 0) return [];
      return db
        .select({
          restaurantId: restaurantSittings.restaurantId,
          tableId: restaurantSittings.tableId,
          startsAt: restaurantSittings.startsAt,
          endsAt: sql<Date>`upper(${restaurantSittings.during})`.mapWith((v: string | Date) => new Date(v)),
        })
        .from(restaurantSittings)
        .where(
          and(
            inArray(restaurantSittings.restaurantId, restaurantIds),
            eq(restaurantSittings.active, true),
            gte(restaurantSittings.startsAt, from),
            lt(restaurantSittings.startsAt, to),
          ),
        );
    },

    /** Every sitting (active or not) of a restaurant starting in [from, to), with its booking. */
    async timeline(restaurantId: string, from: Date, to: Date) {
      return db
        .select({
          bookingId: restaurantSittings.bookingId,
          tableId: restaurantSittings.tableId,
          partySize: restaurantSittings.partySize,
          startsAt: restaurantSittings.startsAt,
          endsAt: sql<Date>`upper(${restaurantSittings.during})`.mapWith((v: string | Date) => new Date(v)),
          active: restaurantSittings.active,
          reference: bookings.reference,
          status: bookings.status,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          tableNumber: restaurantTables.number,
        })
        .from(restaurantSittings)
        .innerJoin(bookings, eq(bookings.id, restaurantSittings.bookingId))
        .innerJoin(restaurantTables, eq(restaurantTables.id, restaurantSittings.tableId))
        .where(
          and(
            eq(restaurantSittings.restaurantId, restaurantId),
            gte(restaurantSittings.startsAt, from),
            lt(restaurantSittings.startsAt, to),
          ),
        )
        .orderBy(asc(restaurantSittings.startsAt));
    },

    /** The active sittings held at a table that end after `now` (the coming ones), with their bookings. */
    async tableSittingsAfter(tableId: string, now: Date) {
      return db
        .select({
          bookingId: restaurantSittings.bookingId,
          partySize: restaurantSittings.partySize,
          startsAt: restaurantSittings.startsAt,
          reference: bookings.reference,
          status: bookings.status,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          tableNumber: restaurantTables.number,
        })
        .from(restaurantSittings)
        .innerJoin(bookings, eq(bookings.id, restaurantSittings.bookingId))
        .innerJoin(restaurantTables, eq(restaurantTables.id, restaurantSittings.tableId))
        .where(
          and(
            eq(restaurantSittings.tableId, tableId),
            eq(restaurantSittings.active, true),
            sql`upper(${restaurantSittings.during}) > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(restaurantSittings.startsAt));
    },

    /** The slugs in use that are `base` or `base-…` (one query; see lib/unique-slug.ts). */
    async slugsFrom(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: restaurants.id, slug: restaurants.slug })
        .from(restaurants)
        .where(slugFamily(restaurants.slug, base));
      return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.slug, slug))
        .limit(1);
      return !!row && row.id !== exceptId;
    },

    async adminList(q: string | undefined, published: boolean | undefined, page: number, limit: number) {
      const where = and(
        q ? everyWordIn(ADMIN_TEXT, q) : undefined,
        published === undefined ? undefined : eq(restaurants.published, published),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(restaurants)
          .where(where)
          .orderBy(desc(restaurants.updatedAt), asc(restaurants.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(restaurants).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async create(values: RestaurantValues, now: Date): Promise<string | null> {
      const [row] = await db
        .insert(restaurants)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ id: restaurants.id });
      return row?.id ?? null;
    },

    async update(id: string, values: RestaurantValues, now: Date): Promise<void> {
      await db
        .update(restaurants)
        .set({ ...values, updatedAt: now })
        .where(eq(restaurants.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(restaurants).where(eq(restaurants.id, id));
    },

    /** The average and count of the restaurant's reviews, as the reviews module computed them. */
    async storeReviewTotals(id: string, totals: ReviewTotals): Promise<void> {
      await db.update(restaurants).set(totals).where(eq(restaurants.id, id));
    },

    /** Whether any reservation names the restaurant: a sitting or a booking, of any status. */
    async hasReservations(id: string): Promise<boolean> {
      const [sitting] = await db
        .select({ id: restaurantSittings.bookingId })
        .from(restaurantSittings)
        .where(eq(restaurantSittings.restaurantId, id))
        .limit(1);
      if (sitting) return true;
      const [booking] = await db
        .select({ id: restaurantTableBookings.bookingId })
        .from(restaurantTableBookings)
        .where(eq(restaurantTableBookings.restaurantId, id))
        .limit(1);
      return !!booking;
    },

    async addTable(restaurantId: string, values: TableValues): Promise<TableRow | null> {
      const [row] = await db
        .insert(restaurantTables)
        .values({ ...values, restaurantId })
        .returning();
      return row ?? null;
    },

    async updateTable(restaurantId: string, tableId: string, values: TableValues): Promise<TableRow | null> {
      const [row] = await db
        .update(restaurantTables)
        .set(values)
        .where(and(eq(restaurantTables.id, tableId), eq(restaurantTables.restaurantId, restaurantId)))
        .returning();
      return row ?? null;
    },

    async findTable(restaurantId: string, tableId: string): Promise<TableRow | null> {
      const [row] = await db
        .select()
        .from(restaurantTables)
        .where(and(eq(restaurantTables.id, tableId), eq(restaurantTables.restaurantId, restaurantId)));
      return row ?? null;
    },

    async tableNumberTaken(restaurantId: string, number: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: restaurantTables.id })
        .from(restaurantTables)
        .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.number, number)));
      return !!row && row.id !== exceptId;
    },

    /** The restaurant's tables that any sitting holds, coming, past or cancelled. */
    async usedTableIds(restaurantId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ id: restaurantSittings.tableId })
        .from(restaurantSittings)
        .innerJoin(restaurantTables, eq(restaurantTables.id, restaurantSittings.tableId))
        .where(eq(restaurantTables.restaurantId, restaurantId));
      return new Set(rows.map((r) => r.id));
    },

    /** Whether any sitting holds the table, coming, past or cancelled: the bookings keep its row. */
    async tableEverUsed(tableId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: restaurantSittings.bookingId })
        .from(restaurantSittings)
        .where(eq(restaurantSittings.tableId, tableId))
        .limit(1);
      return !!row;
    },

    async removeTable(restaurantId: string, tableId: string): Promise<boolean> {
      const deleted = await db
        .delete(restaurantTables)
        .where(and(eq(restaurantTables.id, tableId), eq(restaurantTables.restaurantId, restaurantId)))
        .returning({ id: restaurantTables.id });
      return deleted.length > 0;
    },
  };
}
