import type { VehicleService } from '@app/shared/vehicles/catalog';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicleBookings, vehicleClasses, vehicleWithdrawals } from '../../db/schema/vehicles.ts';
import { rowsOf } from '../../lib/db-rows.ts';

export type VehicleClassRow = typeof vehicleClasses.$inferSelect;

/** A time range as PostgreSQL reads it: from the first instant, up to (not including) the second. */
export const rangeOf = (from: Date, to: Date) => `[${from.toISOString()},${to.toISOString()})`;

export function vehicleClassesRepository(db: Db) {
  return {
    /** The classes on sale of a service, in the catalogue's order. */
    onSale(service: VehicleService): Promise<VehicleClassRow[]> {
      return db
        .select()
        .from(vehicleClasses)
        .where(and(eq(vehicleClasses.service, service), eq(vehicleClasses.active, true)))
        .orderBy(asc(vehicleClasses.sortOrder), asc(vehicleClasses.code));
    },

    async byId(id: string): Promise<VehicleClassRow | undefined> {
      const [row] = await db.select().from(vehicleClasses).where(eq(vehicleClasses.id, id));
      return row;
    },

    /** The class's row, locked until the transaction ends: bookings of one class take turns. */
    async lock(id: string): Promise<VehicleClassRow | undefined> {
      const [row] = await db.select().from(vehicleClasses).where(eq(vehicleClasses.id, id)).for('update');
      return row;
    },

    /**
     * The most vehicles of each class out at one moment between `from` and `to`, by class id: the
     * holds overlapping the interval, swept in time order (a hold ending when another starts does
     * not overlap it). Vehicles of a class are interchangeable, so one more fits while this peak is
     * below the fleet.
     */
    async peakOut(classIds: string[], from: Date, to: Date): Promise<Map<string, number>> {
      if (classIds.length === 0) return new Map();
      const rows = rowsOf<{ class_id: string; starts: string | Date; ends: string | Date }>(
        await db.execute(sql`
          select class_id, lower(during) as starts, upper(during) as ends from ${vehicleBookings}
          where active and class_id in (${sql.join(
            classIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and during && ${rangeOf(from, to)}::tstzrange`),
      );
      const byClass = new Map<string, { at: number; step: number }[]>();
      for (const r of rows) {
        const events = byClass.get(r.class_id) ?? [];
        events.push({ at: Math.max(new Date(r.starts).getTime(), from.getTime()), step: 1 });
        events.push({ at: Math.min(new Date(r.ends).getTime(), to.getTime()), step: -1 });
        byClass.set(r.class_id, events);
      }
      const peaks = new Map<string, number>();
      for (const [classId, events] of byClass) {
        // At one instant, what ends goes before what starts.
        events.sort((a, b) => a.at - b.at || a.step - b.step);
        let out = 0;
        let peak = 0;
        for (const e of events) {
          out += e.step;
          peak = Math.max(peak, out);
        }
        peaks.set(classId, peak);
      }
      return peaks;
    },

    /** The classes withdrawn (maintenance) on one of `days`. */
    async withdrawn(classIds: string[], days: string[]): Promise<Set<string>> {
      if (classIds.length === 0 || days.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ classId: vehicleWithdrawals.classId })
        .from(vehicleWithdrawals)
        .where(and(inArray(vehicleWithdrawals.classId, classIds), inArray(vehicleWithdrawals.day, days)));
      return new Set(rows.map((r) => r.classId));
    },
  };
}
