import { addDays } from '@app/shared/common/dates';
import { SALE_HORIZON_DAYS } from '@app/shared/common/sale-window';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type {
  VehicleClassAdminDto,
  VehicleClassInput,
  VehicleWithdrawalDto,
  VehicleWithdrawalInput,
} from '@app/shared/vehicles/admin-schemas';
import type { VehicleService } from '@app/shared/vehicles/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import {
  adminVehiclesRepository,
  type ClassBookings,
  type VehicleClassValues,
  type WithdrawalRow,
} from './admin-vehicles.repository.ts';
import { type VehicleClassRow, vehicleClassesRepository } from './vehicles.repository.ts';

const DAY_MS = 86_400_000;
const SERVICE_CODE_INDEX = 'vehicle_classes_service_code_idx';

const codeTaken = () =>
  new AppError(409, 'vehicle_class_code_taken', { errors: [{ field: 'code', code: 'code_taken' }] });
const notFound = () => new AppError(404, 'not_found');

/** The stored values of a class: the schema has refused any field that does not apply to its service. */
const classValues = (body: VehicleClassInput): VehicleClassValues => ({
  service: body.service,
  code: body.code,
  name: body.name,
  model: body.model,
  passengers: body.passengers,
  bags: body.bags,
  transmission: body.transmission,
  image: body.image,
  dailyRate: body.dailyRate,
  oneWayFee: body.oneWayFee,
  extras: body.extras,
  baseFare: body.baseFare,
  perKm: body.perKm,
  fleetSize: body.fleetSize,
  active: body.active,
  sortOrder: body.sortOrder,
});

function toClassAdmin(row: VehicleClassRow, booked: ClassBookings | undefined, peakAhead: number) {
  return {
    _id: row.id,
    service: row.service as VehicleService,
    code: row.code,
    name: row.name,
    model: row.model,
    passengers: row.passengers,
    bags: row.bags,
    transmission: (row.transmission as VehicleClassAdminDto['transmission']) ?? null,
    image: row.image,
    dailyRate: row.dailyRate,
    oneWayFee: row.oneWayFee,
    extras: row.extras as VehicleClassAdminDto['extras'],
    baseFare: row.baseFare,
    perKm: row.perKm,
    fleetSize: row.fleetSize,
    active: row.active,
    sortOrder: row.sortOrder,
    upcomingBookings: booked?.upcoming ?? 0,
    peakAhead,
    deletable: (booked?.ever ?? 0) === 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies VehicleClassAdminDto;
}

/**
 * The admin's vehicle classes: every class of the three services with what is booked of it, their
 * creation, edits and deletion, and the days each is withdrawn for maintenance. A change shows in the
 * next search and in the "from" prices: they read the classes from the database every time.
 */
export function adminVehiclesService({ db, clock, timeZone }: { db: Db; clock: Clock; timeZone: string }) {
  const repo = adminVehiclesRepository(db);

  async function existing(id: string): Promise<VehicleClassRow> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return row;
  }

  /** The classes as the admin sees them: with their bookings to come and the busiest moment ahead. */
  async function adminDtos(rows: VehicleClassRow[]): Promise<VehicleClassAdminDto[]> {
    const now = clock.now();
    const ids = rows.map((r) => r.id);
    // Every booking lies within the sale window (and a ride's drive back within a day after it).
    const horizon = new Date(now.getTime() + (SALE_HORIZON_DAYS + 2) * DAY_MS);
    const [booked, peaks] = await Promise.all([
      repo.bookings(ids, now),
      vehicleClassesRepository(db).peakOut(ids, now, horizon),
    ]);
    return rows.map((row) => toClassAdmin(row, booked.get(row.id), peaks.get(row.id) ?? 0));
  }

  const adminDto = async (row: VehicleClassRow) => (await adminDtos([row]))[0] as VehicleClassAdminDto;

  /** A write that another class's code beat to the database is the same 409 as one checked before. */
  async function codeSafe<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, SERVICE_CODE_INDEX)) throw codeTaken();
      throw error;
    }
  }

  /** How many bookings (not cancelled) have a vehicle of the class out on each of `days`. */
  async function bookingsOn(classId: string, days: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) return counts;
    const start = (day: string) => zonedInstant(day, '00:00', timeZone);
    const holds = await repo.holds(classId, start(first), start(addDays(last, 1)));
    for (const day of days) {
      const from = start(day).getTime();
      const to = start(addDays(day, 1)).getTime();
      counts.set(day, holds.filter((h) => h.starts.getTime() < to && h.ends.getTime() > from).length);
    }
    return counts;
  }

  async function withdrawalDtos(classId: string, rows: WithdrawalRow[]): Promise<VehicleWithdrawalDto[]> {
    const counts = await bookingsOn(
      classId,
      rows.map((r) => r.day),
    );
    return rows.map((r) => ({ day: r.day, reason: r.reason, bookings: counts.get(r.day) ?? 0 }));
  }

  return {
    /** Every class of `service` (every class without one), on sale or not. */
    async list(service?: VehicleService): Promise<VehicleClassAdminDto[]> {
      return adminDtos(await repo.list(service));
    },

    async detail(id: string): Promise<VehicleClassAdminDto> {
      return adminDto(await existing(id));
    },

    async create(body: VehicleClassInput): Promise<VehicleClassAdminDto> {
      if (await repo.codeTaken(body.service, body.code)) throw codeTaken();
      const row = await codeSafe(() => repo.create(classValues(body), clock.now()));
      if (!row) throw new AppError(500, 'internal_error');
      return adminDto(row);
    },

    /**
     * Changes a class whole. Its service stays (its bookings and the prices they were sold at are of
     * that service). A fleet may be made smaller than the vehicles already booked at some moment ahead
     * (a car written off, say): the bookings made stand, none is cancelled, and nothing more of the
     * class is sold while as many are out as the new fleet; `peakAhead` in the answer says how many
     * that is, so the admin sees what to arrange.
     */
    async update(id: string, body: VehicleClassInput): Promise<VehicleClassAdminDto> {
      const row = await existing(id);
      if (body.service !== row.service)
        throw new AppError(400, 'validation_failed', {
          errors: [{ field: 'service', code: 'service_fixed' }],
        });
      if (await repo.codeTaken(body.service, body.code, row.id)) throw codeTaken();
      const saved = await codeSafe(() => repo.update(row.id, classValues(body), clock.now()));
      if (!saved) throw notFound();
      return adminDto(saved);
    },

    /** Deletes a class never booked; a booked one stays (its bookings name it) and is taken off sale instead. */
    async remove(id: string): Promise<void> {
      const row = await existing(id);
      if (await repo.everBooked(row.id)) throw new AppError(409, 'vehicle_class_has_bookings');
      try {
        await repo.remove(row.id);
      } catch (error) {
        // Booked between the check and the delete.
        if (isForeignKeyViolation(error)) throw new AppError(409, 'vehicle_class_has_bookings');
        throw error;
      }
    },

    /** The days the class is withdrawn, past and coming, each with the bookings that have one out then. */
    async withdrawals(id: string): Promise<VehicleWithdrawalDto[]> {
      const row = await existing(id);
      return withdrawalDtos(row.id, await repo.withdrawals(row.id));
    },

    /**
     * Withdraws the class on a coming day (or changes that day's reason): it is not offered for a trip
     * that has one of it out that day. Bookings already made for the day stand; the answer says how
     * many there are.
     */
    async saveWithdrawal(
      id: string,
      day: string,
      body: VehicleWithdrawalInput,
    ): Promise<VehicleWithdrawalDto> {
      const row = await existing(id);
      let saved: WithdrawalRow | undefined;
      try {
        saved = await repo.saveWithdrawal(row.id, day, body.reason);
      } catch (error) {
        // The class was deleted meanwhile.
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
      if (!saved) throw new AppError(500, 'internal_error');
      const [dto] = await withdrawalDtos(row.id, [saved]);
      return dto as VehicleWithdrawalDto;
    },

    async removeWithdrawal(id: string, day: string): Promise<void> {
      const row = await existing(id);
      if (!(await repo.removeWithdrawal(row.id, day))) throw notFound();
    },
  };
}

export type AdminVehiclesService = ReturnType<typeof adminVehiclesService>;
