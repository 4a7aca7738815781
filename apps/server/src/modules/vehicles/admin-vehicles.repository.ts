import type { VehicleService } from '@app/shared/vehicles/catalog';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicleBookings, vehicleClasses, vehicleWithdrawals } from '../../db/schema/vehicles.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { rangeOf, type VehicleClassRow } from './vehicles.repository.ts';

export type VehicleClassValues = Omit<typeof vehicleClasses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type WithdrawalRow = typeof vehicleWithdrawals.$inferSelect;

/** What is booked of a class: its bookings not yet over, and whether it was ever booked. */
export interface ClassBookings {
  upcoming: number;
  ever: number;
}

/** The services in the order the catalogue lists them. */
const SERVICE_ORDER = sql`array_position(array['rental', 'transfer', 'taxi']::text[], ${vehicleClasses.service})`;

/** The admin's reads and writes of vehicle classes and their withdrawn days. */
export function adminVehiclesRepository(db: Db) {
  return {
    /** Every class (on sale or not), by service, then in each service's order. */
    list(service?: VehicleService): Promise<VehicleClassRow[]> {
      return db
        .select()
        .from(vehicleClasses)
        .where(service ? eq(vehicleClasses.service, service) : undefined)
        .orderBy(SERVICE_ORDER, asc(vehicleClasses.sortOrder), asc(vehicleClasses.code));
    },

    async byId(id: string): Promise<VehicleClassRow | undefined> {
      const [row] = await db.select().from(vehicleClasses).where(eq(vehicleClasses.id, id));
      return row;
    },

    /** Whether another class of the service has the code. */
    async codeTaken(service: VehicleService, code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vehicleClasses.id })
        .from(vehicleClasses)
        .where(
          and(
            eq(vehicleClasses.service, service),
            eq(vehicleClasses.code, code),
            exceptId ? ne(vehicleClasses.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async create(values: VehicleClassValues, now: Date): Promise<VehicleClassRow | undefined> {
      const [row] = await db
        .insert(vehicleClasses)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    async update(id: string, values: VehicleClassValues, now: Date): Promise<VehicleClassRow | undefined> {
      const [row] = await db
        .update(vehicleClasses)
        .set({ ...values, updatedAt: now })
        .where(eq(vehicleClasses.id, id))
        .returning();
      return row;
    },

    /** Deletes the class and its withdrawn days; the database refuses while a booking names it. */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(vehicleClasses)
        .where(eq(vehicleClasses.id, id))
        .returning({ id: vehicleClasses.id });
      return rows.length > 0;
    },

    /** Per class: its bookings (not cancelled) whose vehicle is still held after `now`, and all it ever had. */
    async bookings(classIds: string[], now: Date): Promise<Map<string, ClassBookings>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .select({
          classId: vehicleBookings.classId,
          upcoming:
            sql<number>`count(*) filter (where ${vehicleBookings.active} and upper(${vehicleBookings.during}) > ${now.toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
          ever: sql<number>`count(*)`.mapWith(Number),
        })
        .from(vehicleBookings)
        .where(inArray(vehicleBookings.classId, classIds))
        .groupBy(vehicleBookings.classId);
      return new Map(rows.map((r) => [r.classId, { upcoming: r.upcoming, ever: r.ever }]));
    },

    async everBooked(classId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vehicleBookings.bookingId })
        .from(vehicleBookings)
        .where(eq(vehicleBookings.classId, classId))
        .limit(1);
      return row !== undefined;
    },

    /** The class's withdrawn days, past and coming, in date order. */
    withdrawals(classId: string): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(vehicleWithdrawals)
        .where(eq(vehicleWithdrawals.classId, classId))
        .orderBy(asc(vehicleWithdrawals.day));
    },

    /** Withdraws the class on `day`, or changes the reason of a day already withdrawn. */
    async saveWithdrawal(classId: string, day: string, reason: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .insert(vehicleWithdrawals)
        .values({ classId, day, reason })
        .onConflictDoUpdate({ target: [vehicleWithdrawals.classId, vehicleWithdrawals.day], set: { reason } })
        .returning();
      return row;
    },

    async removeWithdrawal(classId: string, day: string): Promise<boolean> {
      const rows = await db
        .delete(vehicleWithdrawals)
        .where(and(eq(vehicleWithdrawals.classId, classId), eq(vehicleWithdrawals.day, day)))
        .returning({ day: vehicleWithdrawals.day });
      return rows.length > 0;
    },

    /** The holds (not cancelled) of a class overlapping `[from, to)`: when each vehicle is out. */
    async holds(classId: string, from: Date, to: Date): Promise<{ starts: Date; ends: Date }[]> {
      const rows = rowsOf<{ starts: string | Date; ends: string | Date }>(
        await db.execute(sql`
          select lower(during) as starts, upper(during) as ends from ${vehicleBookings}
          where active and class_id = ${classId}::uuid and during && ${rangeOf(from, to)}::tstzrange`),
      );
      return rows.map((r) => ({ starts: new Date(r.starts), ends: new Date(r.ends) }));
    },
  };
}
