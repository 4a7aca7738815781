import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flightBookings, flightOrders, providerHotelBookings } from '../../db/schema/travel.ts';
import { rowsOf } from '../../lib/db-rows.ts';

export type ProviderHotelBooking = typeof providerHotelBookings.$inferSelect;
export type FlightBooking = typeof flightBookings.$inferSelect;
export type FlightOrderRow = typeof flightOrders.$inferSelect;

/**
 * Six digits from a sequence value: n ↦ (n × 7 919) mod 900 000 + 100 000 is one-to-one over
 * 900 000 values (7 919 shares no factor with 900 000), so no two bookings get one number, and
 * the numbers do not count the agency's bookings aloud.
 */
export function sixDigits(n: number): string {
  return String(((n * 7919) % 900_000) + 100_000);
}

export function travelBookingsRepository(db: Db) {
  return {
    /** The next confirmation number, e.g. `TZN-483920`. */
    async confirmation(prefix: 'TZN' | 'TF'): Promise<string> {
      const [row] = rowsOf<{ n: string }>(
        await db.execute(sql`select nextval('travel_confirmation_numbers') as n`),
      );
      return `${prefix}-${sixDigits(Number(row?.n))}`;
    },

    async insertHotel(row: ProviderHotelBooking): Promise<void> {
      await db.insert(providerHotelBookings).values(row);
    },

    async hotelsByBookings(ids: string[]): Promise<Map<string, ProviderHotelBooking>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(providerHotelBookings)
        .where(inArray(providerHotelBookings.bookingId, ids));
      return new Map(rows.map((r) => [r.bookingId, r]));
    },

    async insertFlight(row: FlightBooking): Promise<void> {
      await db.insert(flightBookings).values(row);
    },

    async flightsByBookings(ids: string[]): Promise<Map<string, FlightBooking>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(flightBookings).where(inArray(flightBookings.bookingId, ids));
      return new Map(rows.map((r) => [r.bookingId, r]));
    },

    /** The order made for this identity, and whether a booking holds it. */
    async order(orderKey: string): Promise<{ order: FlightOrderRow; booked: boolean } | null> {
      const [found] = await db.select().from(flightOrders).where(eq(flightOrders.orderKey, orderKey));
      if (!found) return null;
      const [held] = await db
        .select({ id: flightBookings.bookingId })
        .from(flightBookings)
        .where(eq(flightBookings.orderKey, orderKey));
      return { order: found, booked: !!held };
    },

    /** Keeps an order made; the first kept wins when two were made at once. */
    async keepOrder(row: Omit<FlightOrderRow, 'createdAt'>): Promise<FlightOrderRow> {
      await db.insert(flightOrders).values(row).onConflictDoNothing();
      const [kept] = await db.select().from(flightOrders).where(eq(flightOrders.orderKey, row.orderKey));
      if (!kept) throw new Error('flight order not kept');
      return kept;
    },

    /** Erases the travellers' dates of birth and documents of trips over long enough. */
    async erasePersonal(now: Date): Promise<number> {
      const erased = await db
        .update(flightBookings)
        .set({ personal: null })
        .where(and(isNotNull(flightBookings.personal), lte(flightBookings.personalUntil, now)))
        .returning({ id: flightBookings.bookingId });
      return erased.length;
    },
  };
}
