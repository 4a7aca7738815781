import { and, asc, between, eq, gt, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { hotelStayBookings } from '../../db/schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../db/schema/hotels.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { preparedShape } from '../../lib/prepared-rows.ts';

export type InventoryRow = typeof hotelInventory.$inferSelect;
/** A night taken for a booking: its date and what its price is made of. */
export type TakenNight = Pick<
  InventoryRow,
  'date' | 'basePrice' | 'priceModifier' | 'seasonalAdjustment' | 'promotionDiscountPercent' | 'promotionCode'
>;
export type RoomRow = typeof roomTypes.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
/** What an admin sets on one night (everything but its keys). */
export type NightValues = Omit<typeof hotelInventory.$inferInsert, 'id' | 'hotelId' | 'roomTypeId' | 'date'>;

/** One room type of one hotel with its records on the nights [from, to) (prepared once for `db`). */
function roomStayQuery(db: Db) {
  return db
    .select({ published: hotels.published, room: roomTypes, night: hotelInventory })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .leftJoin(
      hotelInventory,
      and(
        eq(hotelInventory.roomTypeId, roomTypes.id),
        gte(hotelInventory.date, sql.placeholder('from')),
        lt(hotelInventory.date, sql.placeholder('to')),
      ),
    )
    .where(and(eq(roomTypes.id, sql.placeholder('roomTypeId')), eq(hotels.id, sql.placeholder('hotelId'))))
    .orderBy(asc(hotelInventory.date))
    .prepare('room_stay_nights');
}

/** The room type with its hotel, when the room belongs to that hotel (prepared once for `db`). */
function roomOfHotelQuery(db: Db) {
  return db
    .select({ hotel: hotels, room: roomTypes })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(roomTypes.id, sql.placeholder('roomTypeId')), eq(hotels.id, sql.placeholder('hotelId'))))
    .limit(1)
    .prepare('room_of_hotel');
}

/** The statements built once per database handle: a request builds none of them again. */
const statements = new WeakMap<
  Db,
  { roomStay: ReturnType<typeof roomStayQuery>; roomOfHotel: ReturnType<typeof roomOfHotelQuery> }
>();
function statementsOf(db: Db) {
  let built = statements.get(db);
  if (!built) {
    built = { roomStay: roomStayQuery(db), roomOfHotel: roomOfHotelQuery(db) };
    statements.set(db, built);
  }
  return built;
}

/** What a night taken for a booking prices it by (the columns of `TakenNight`). */
const TAKEN = sql`date::text as "date", base_price as "basePrice", price_modifier::float8 as "priceModifier",
  seasonal_adjustment::float8 as "seasonalAdjustment",
  promotion_discount_percent::float8 as "promotionDiscountPercent", promotion_code as "promotionCode"`;

/**
 * One room of a room type on each night (`dates`, in order, so concurrent stays lock nights in the
 * same order): a night without a record gets one with the room type's rooms and price, one taken;
 * a night with one gives a room only while one is left and it is not blocked. One statement for
 * any number of nights, built once.
 */
const takeOrOpen = () => sql`
  insert into hotel_inventory (hotel_id, room_type_id, date, total_rooms, available_rooms, base_price, updated_at)
  select ${sql.placeholder('hotelId')}::uuid, ${sql.placeholder('roomTypeId')}::uuid, night,
    ${sql.placeholder('totalRooms')}::int, ${sql.placeholder('totalRooms')}::int - 1,
    ${sql.placeholder('basePrice')}::int, ${sql.placeholder('now')}::timestamptz
  from unnest(${sql.placeholder('dates')}::date[]) with ordinality as n(night, position)
  order by position
  on conflict (room_type_id, date) do update
    set available_rooms = hotel_inventory.available_rooms - 1, updated_at = excluded.updated_at
    where hotel_inventory.available_rooms >= 1 and not hotel_inventory.blocked
  returning ${TAKEN}`;

/** A room of each night an admin opened (`dates`), while one is left and the night is not blocked. */
const takeOpened = () => sql`
  update hotel_inventory set available_rooms = available_rooms - 1, updated_at = ${sql.placeholder('now')}::timestamptz
  where room_type_id = ${sql.placeholder('roomTypeId')}::uuid and date = any(${sql.placeholder('dates')}::date[])
    and available_rooms >= 1 and not blocked
  returning ${TAKEN}`;

export function inventoryRepository(db: Db) {
  return {
    /**
     * In one statement: the room type when it belongs to that hotel, whether the hotel is published,
     * and the room's records on the nights [from, to) in date order.
     */
    async roomWithNights(
      key: { hotelId: string; roomTypeId: string },
      from: string,
      to: string,
    ): Promise<{ published: boolean; room: RoomRow; records: InventoryRow[] } | null> {
      const rows = await statementsOf(db).roomStay.execute({ ...key, from, to });
      const first = rows[0];
      if (!first) return null;
      return {
        published: first.published,
        room: first.room,
        records: rows.flatMap((r) => (r.night ? [r.night] : [])),
      };
    },

    /** The room type with its hotel, only when the room belongs to that hotel. */
    async roomOfHotel(
      hotelId: string,
      roomTypeId: string,
    ): Promise<{ hotel: HotelRow; room: RoomRow } | null> {
      const [row] = await statementsOf(db).roomOfHotel.execute({ roomTypeId, hotelId });
      return row ?? null;
    },

    /** Whether any promotion of this hotel, on any night and room, is entered with this code. */
    async promoCodeKnown(hotelId: string, code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: hotelInventory.id })
        .from(hotelInventory)
        .where(
          and(
            eq(hotelInventory.hotelId, hotelId),
            gt(hotelInventory.promotionDiscountPercent, 0),
            sql`lower(trim(${hotelInventory.promotionCode})) = ${code.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Records of one room type on the nights [from, to). */
    async nights(roomTypeId: string, from: string, to: string): Promise<InventoryRow[]> {
      return db
        .select()
        .from(hotelInventory)
        .where(
          and(
            eq(hotelInventory.roomTypeId, roomTypeId),
            gte(hotelInventory.date, from),
            lt(hotelInventory.date, to),
          ),
        )
        .orderBy(asc(hotelInventory.date));
    },

    /** Records of one room type from `from` to `to`, both included. */
    async range(roomTypeId: string, from: string, to: string): Promise<InventoryRow[]> {
      return db
        .select()
        .from(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, roomTypeId), between(hotelInventory.date, from, to)))
        .orderBy(asc(hotelInventory.date));
    },

    /** Nights in [from, to] on which a pending or confirmed booking holds a room of this type. */
    async bookedNights(roomTypeId: string, from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
        .from(bookings)
        .innerJoin(hotelStayBookings, eq(hotelStayBookings.bookingId, bookings.id))
        .where(
          and(
            eq(hotelStayBookings.roomTypeId, roomTypeId),
            inArray(bookings.status, ['pending', 'confirmed']),
            lte(bookings.checkIn, to),
            gt(bookings.checkOut, from),
          ),
        );
      const nights = new Set<string>();
      for (const b of rows) {
        for (let d = b.checkIn; d < b.checkOut; d = nextDay(d)) if (d >= from && d <= to) nights.add(d);
      }
      return nights;
    },

    /**
     * Takes one room on each of `dates` (ascending, so competing stays lock their nights in one
     * order) in one statement: a night without a record is created from the room type's defaults
     * with one room taken; an existing night gives one only while a room is left and it is not
     * blocked. Answers the nights taken; a night missing from the answer could not be taken.
     */
    async takeRooms(
      hotelId: string,
      room: RoomRow,
      dates: readonly string[],
      now: Date,
    ): Promise<TakenNight[]> {
      const values = { hotelId, roomTypeId: room.id, dates: [...dates], now };
      // The defaults have no room to give: only nights an admin opened can be taken.
      if (room.totalRooms < 1) return preparedShape<TakenNight>(db, 'take opened rooms', takeOpened, values);
      return preparedShape<TakenNight>(db, 'take rooms', takeOrOpen, {
        ...values,
        totalRooms: room.totalRooms,
        basePrice: room.pricePerNight,
      });
    },

    async nightBlocked(roomTypeId: string, date: string): Promise<boolean> {
      const [night] = await db
        .select({ blocked: hotelInventory.blocked })
        .from(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, date)));
      return night?.blocked ?? false;
    },

    /** Gives `rooms` back on every night of [from, to), never above a night's total. */
    async releaseRooms(
      roomTypeId: string,
      from: string,
      to: string,
      rooms: number,
      now: Date,
    ): Promise<void> {
      await db
        .update(hotelInventory)
        .set({
          availableRooms: sql`least(${hotelInventory.availableRooms} + ${rooms}, ${hotelInventory.totalRooms})`,
          updatedAt: now,
        })
        .where(
          and(
            eq(hotelInventory.roomTypeId, roomTypeId),
            gte(hotelInventory.date, from),
            lt(hotelInventory.date, to),
          ),
        );
    },

    /** Writes the night, created or replaced. */
    async saveNight(
      key: { hotelId: string; roomTypeId: string; date: string },
      values: NightValues,
    ): Promise<InventoryRow | null> {
      const [row] = await db
        .insert(hotelInventory)
        .values({ ...key, ...values })
        .onConflictDoUpdate({ target: [hotelInventory.roomTypeId, hotelInventory.date], set: values })
        .returning();
      return row ?? null;
    },

    /** Deletes one night's record; false when there was none. */
    async deleteNight(roomTypeId: string, date: string): Promise<boolean> {
      const deleted = await db
        .delete(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, date)))
        .returning({ id: hotelInventory.id });
      return deleted.length > 0;
    },

    /** Deletes the records of [from, to] except the `keep` nights; how many went. */
    async deleteRange(
      roomTypeId: string,
      from: string,
      to: string,
      keep: readonly string[],
    ): Promise<number> {
      const deleted = await db
        .delete(hotelInventory)
        .where(
          and(
            eq(hotelInventory.roomTypeId, roomTypeId),
            between(hotelInventory.date, from, to),
            keep.length ? notInArray(hotelInventory.date, [...keep]) : undefined,
          ),
        )
        .returning({ id: hotelInventory.id });
      return deleted.length;
    },
  };
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
