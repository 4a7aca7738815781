import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicleBookings, vehicleClasses } from '../../db/schema/vehicles.ts';

export type NewVehicleBooking = typeof vehicleBookings.$inferInsert;

/** What a vehicle booking is of, as its answers and mails read it. */
export type VehicleBooking = typeof vehicleBookings.$inferSelect & { image: string };

export function vehicleBookingsRepository(db: Db) {
  return {
    async insert(row: NewVehicleBooking): Promise<void> {
      await db.insert(vehicleBookings).values(row);
    },

    /** The vehicle goes back to its class: the hold no longer counts. */
    async release(bookingId: string): Promise<void> {
      await db.update(vehicleBookings).set({ active: false }).where(eq(vehicleBookings.bookingId, bookingId));
    },

    async byBookings(ids: string[]): Promise<Map<string, VehicleBooking>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ booking: vehicleBookings, image: vehicleClasses.image })
        .from(vehicleBookings)
        .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleBookings.classId))
        .where(inArray(vehicleBookings.bookingId, ids));
      return new Map(rows.map((r) => [r.booking.bookingId, { ...r.booking, image: r.image }]));
    },
  };
}
