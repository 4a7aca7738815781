import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { destinations } from '../../db/schema/destinations.ts';
import { hotelStayBookings } from '../../db/schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../db/schema/hotels.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { slugFamily } from '../../lib/unique-slug.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';
import type { ReviewTotals } from '../reviews/reviews.service.ts';
import type { HotelRow, RoomCardRow, RoomRow } from './hotel-dto.ts';

type HotelValues = Omit<typeof hotels.$inferInsert, 'id' | 'slug' | 'createdAt' | 'updatedAt'>;
type RoomValues = Omit<
  typeof roomTypes.$inferInsert,
  'id' | 'hotelId' | 'sortOrder' | 'createdAt' | 'updatedAt'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the admin list finds a hotel by, folded as the public search folds it (`caykara` finds
 * Çaykara): its names, town and the town's spellings, street, web address and destination.
 */
const ADMIN_HOTEL_TEXT = sql`concat_ws(' ', ${hotels.name}->>'en', ${hotels.name}->>'tr', ${hotels.name}->>'ar', ${hotels.city}, ${hotels.cityNames}->>'en', ${hotels.cityNames}->>'tr', ${hotels.cityNames}->>'ar', ${hotels.addressLine}, ${hotels.slug}, (select concat_ws(' ', d.name->>'en', d.name->>'tr', d.name->>'ar') from destinations d where d.id = ${hotels.destinationId}))`;

/** A hotel's page: the hotel, its destination and its room types in their order. */
export interface HotelPageRow {
  hotel: HotelRow;
  destination: DestinationRow | null;
  rooms: RoomCardRow[];
}

/** The statement of a hotel's page, by id or by slug (prepared once for the handle `db`). */
function hotelPageQuery(db: Db, by: 'id' | 'slug') {
  const rooms = sql<RoomCardRow[]>`coalesce((
    select json_agg(json_build_object('id', rt.id, 'name', rt.name, 'roomType', rt.room_type,
      'pricePerNight', rt.price_per_night, 'images', rt.images, 'features', rt.features,
      'maxOccupancy', rt.max_occupancy, 'totalRooms', rt.total_rooms)
      order by rt.sort_order, rt.price_per_night)
    from room_types rt where rt.hotel_id = ${hotels.id}), '[]'::json)`;
  return db
    .select({
      hotel: hotels,
      destination: { id: destinations.id, slug: destinations.slug, name: destinations.name },
      rooms,
    })
    .from(hotels)
    .leftJoin(destinations, eq(destinations.id, hotels.destinationId))
    .where(eq(by === 'id' ? hotels.id : hotels.slug, sql.placeholder('key')))
    .limit(1)
    .prepare(`hotel_page_by_${by}`);
}

export function hotelsRepository(db: Db) {
  let pageQueries: Record<'id' | 'slug', ReturnType<typeof hotelPageQuery>> | null = null;
  return {
    /** A hotel's page by id or slug in one statement: the hotel, its destination and its rooms. */
    async page(idOrSlug: string): Promise<HotelPageRow | null> {
      pageQueries ??= { id: hotelPageQuery(db, 'id'), slug: hotelPageQuery(db, 'slug') };
      const [row] = await pageQueries[UUID.test(idOrSlug) ? 'id' : 'slug'].execute({ key: idOrSlug });
      return row ?? null;
    },

    /** By id or slug. */
    async find(idOrSlug: string): Promise<HotelRow | null> {
      const [row] = await db
        .select()
        .from(hotels)
        .where(UUID.test(idOrSlug) ? eq(hotels.id, idOrSlug) : eq(hotels.slug, idOrSlug))
        .limit(1);
      return row ?? null;
    },

    async byIds(ids: string[]): Promise<HotelRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(hotels).where(inArray(hotels.id, ids));
    },

    async rooms(hotelIds: string[]): Promise<Map<string, RoomRow[]>> {
      const map = new Map<string, RoomRow[]>();
      if (hotelIds.length === 0) return map;
      const rows = await db
        .select()
        .from(roomTypes)
        .where(inArray(roomTypes.hotelId, hotelIds))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.pricePerNight));
      for (const r of rows) map.set(r.hotelId, [...(map.get(r.hotelId) ?? []), r]);
      return map;
    },

    /** The most guests one room of these hotels takes. */
    /** The slugs in use that are `base` or `base-…` (one query; see lib/unique-slug.ts). */
    async slugsFrom(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: hotels.id, slug: hotels.slug })
        .from(hotels)
        .where(slugFamily(hotels.slug, base));
      return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, slug)).limit(1);
      return !!row && row.id !== exceptId;
    },

    async adminList(q: string | undefined, published: boolean | undefined, page: number, limit: number) {
      const where = and(
        q ? everyWordIn(ADMIN_HOTEL_TEXT, q) : undefined,
        published === undefined ? undefined : eq(hotels.published, published),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(hotels)
          .where(where)
          .orderBy(desc(hotels.updatedAt), asc(hotels.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(hotels).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async anyBookings(where: { hotelId?: string; roomTypeId?: string }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(hotelStayBookings)
        .where(
          and(
            where.hotelId ? eq(hotelStayBookings.hotelId, where.hotelId) : undefined,
            where.roomTypeId ? eq(hotelStayBookings.roomTypeId, where.roomTypeId) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** A hotel and its rooms, in one transaction; the new hotel's id. */
    async create(
      hotel: HotelValues & { slug: string },
      rooms: RoomValues[],
      now: Date,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(hotels)
          .values({ ...hotel, createdAt: now, updatedAt: now })
          .returning({ id: hotels.id });
        if (!row) return null;
        for (const [i, room] of rooms.entries())
          await tx
            .insert(roomTypes)
            .values({ ...room, hotelId: row.id, sortOrder: i, createdAt: now, updatedAt: now });
        return row.id;
      });
    },

    async update(id: string, hotel: HotelValues & { slug: string }, now: Date): Promise<void> {
      await db
        .update(hotels)
        .set({ ...hotel, updatedAt: now })
        .where(eq(hotels.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(hotels).where(eq(hotels.id, id));
    },

    /** The average and count of the hotel's reviews, as the reviews module computed them. */
    async storeReviewTotals(id: string, totals: ReviewTotals): Promise<void> {
      await db.update(hotels).set(totals).where(eq(hotels.id, id));
    },

    /** A room type added at the end of the hotel's list; the hotel counts as updated. */
    async addRoom(hotelId: string, room: RoomValues, sortOrder: number, now: Date): Promise<RoomRow | null> {
      const [row] = await db
        .insert(roomTypes)
        .values({ ...room, hotelId, sortOrder, createdAt: now, updatedAt: now })
        .returning();
      if (!row) return null;
      await db.update(hotels).set({ updatedAt: now }).where(eq(hotels.id, hotelId));
      return row;
    },

    async updateRoom(hotelId: string, roomId: string, room: RoomValues, now: Date): Promise<RoomRow | null> {
      const [row] = await db
        .update(roomTypes)
        .set({ ...room, updatedAt: now })
        .where(and(eq(roomTypes.id, roomId), eq(roomTypes.hotelId, hotelId)))
        .returning();
      return row ?? null;
    },

    /** Whether a room type of this hotel was there to delete. */
    async removeRoom(hotelId: string, roomId: string): Promise<boolean> {
      const deleted = await db
        .delete(roomTypes)
        .where(and(eq(roomTypes.id, roomId), eq(roomTypes.hotelId, hotelId)))
        .returning({ id: roomTypes.id });
      return deleted.length > 0;
    },
  };
}
