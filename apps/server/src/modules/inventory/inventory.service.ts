import { addDays, stayNights, weekdayOf } from '@app/shared/common/dates';
import type {
  AvailabilityDto,
  availabilityQuery,
  InventoryBulkInput,
  InventoryBulkResultDto,
  InventoryCalendarDto,
  InventoryRecordDto,
  InventoryRecordInput,
} from '@app/shared/inventory/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { evaluateStay } from './availability.ts';
import {
  type InventoryRow,
  inventoryRepository,
  type NightValues,
  type RoomRow,
  type TakenNight,
} from './inventory.repository.ts';
import { toInventoryRecordDto } from './inventory-dto.ts';
import { priceNight, termsOf } from './pricing.ts';

/** The stay and price rules bookings apply to the nights they read or take. */
export { evaluateStay } from './availability.ts';
export { priceNight, stayTotals, termsOf } from './pricing.ts';

export interface RoomKey {
  hotelId: string;
  roomTypeId: string;
}

const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });

/**
 * Rooms by night: the public availability, the admin calendar and its edits, and the taking and
 * giving back of rooms by bookings. `db` may be a transaction: bookings take rooms inside theirs.
 */
export function inventoryService(db: Db) {
  const repo = inventoryRepository(db);

  async function roomOrNotFound({ hotelId, roomTypeId }: RoomKey) {
    const found = await repo.roomOfHotel(hotelId, roomTypeId);
    if (!found) throw new AppError(404, 'not_found');
    return found;
  }

  return {
    roomOfHotel: repo.roomOfHotel,
    nights: repo.nights,
    promoCodeKnown: repo.promoCodeKnown,

    /** Prices and rooms left for a stay; an unpublished hotel only for an admin. */
    async availability(
      key: RoomKey,
      query: z.infer<typeof availabilityQuery>,
      ctx: { today: string; isAdmin: () => Promise<boolean> },
    ): Promise<AvailabilityDto> {
      const { checkIn, checkOut, guests, promoCode } = query;
      if (checkOut <= checkIn) throw fieldError('checkOut', 'checkout_before_checkin');
      const found = await repo.roomWithNights(key, checkIn, checkOut);
      if (!found || (!found.published && !(await ctx.isAdmin()))) throw new AppError(404, 'not_found');
      const { room, records } = found;
      const { currency } = await readPaymentSettings(db);
      const stay = evaluateStay(room, records, { checkIn, checkOut, guests, promoCode, today: ctx.today });
      const nights = stay.nights.map(({ priced: _priced, ...n }) => n);
      const subtotal = nights.reduce((s, n) => s + n.basePrice, 0);
      const discount = nights.reduce((s, n) => s + n.discount, 0);
      return {
        ...key,
        checkIn,
        checkOut,
        guests,
        currency,
        available: stay.available,
        reason: stay.reason,
        unavailableDates: stay.unavailableDates,
        nights,
        subtotal,
        discount,
        total: subtotal - discount,
        roomsLeft: stay.roomsLeft,
        promoApplied: stay.promoApplied,
      };
    },

    /** The night records a room type has in [from, to], by date (what the audit trail keeps of an edit). */
    async records(roomTypeId: string, from: string, to: string): Promise<Record<string, InventoryRecordDto>> {
      const rows = await repo.range(roomTypeId, from, to);
      return Object.fromEntries(rows.map((row) => [row.date, toInventoryRecordDto(row)]));
    },

    /** Every night of [from, to] with its record or the room type's defaults (at most 62 nights). */
    async calendar(key: RoomKey, from: string, to: string): Promise<InventoryCalendarDto> {
      if (to < from) throw fieldError('to', 'end_before_start');
      if (stayNights(from, to).length > 61) throw fieldError('to', 'range_too_long');
      const { room } = await roomOrNotFound(key);
      const [records, { currency }] = await Promise.all([
        repo.range(key.roomTypeId, from, to),
        readPaymentSettings(db),
      ]);
      const byDate = new Map(records.map((rec) => [rec.date, rec]));
      const days = [...stayNights(from, to), to].map((date) => {
        const record = byDate.get(date) ?? null;
        return {
          date,
          record: record ? toInventoryRecordDto(record) : null,
          totalRooms: record?.totalRooms ?? room.totalRooms,
          availableRooms: record?.availableRooms ?? room.totalRooms,
          price: priceNight(termsOf(record, room.pricePerNight)).price,
          blocked: record?.blocked ?? false,
          blockReason: record?.blocked ? record.blockReason : '',
        };
      });
      return { ...key, currency, days };
    },

    async saveNight(
      key: RoomKey,
      date: string,
      body: InventoryRecordInput,
      now: Date,
    ): Promise<InventoryRecordDto> {
      await roomOrNotFound(key);
      const row = await repo.saveNight(
        { ...key, date },
        {
          totalRooms: body.totalRooms,
          availableRooms: body.availableRooms,
          basePrice: body.basePrice,
          priceModifier: body.priceModifier,
          seasonalAdjustment: body.seasonalAdjustment,
          promotionDiscountPercent: body.promotionDiscountPercent,
          promotionCode: body.promotionCode || null,
          blocked: body.blocked,
          blockReason: body.blocked ? body.blockReason : '',
          notes: body.notes,
          updatedAt: now,
        },
      );
      if (!row) throw new AppError(500, 'internal_error');
      return toInventoryRecordDto(row);
    },

    /**
     * Sets the given fields on the chosen weekdays/weekends of [startDate, endDate] (at most 366
     * nights) in one transaction; a night that would end invalid is skipped and reported.
     */
    async bulkUpdate(key: RoomKey, body: InventoryBulkInput, now: Date): Promise<InventoryBulkResultDto> {
      const dates = [...stayNights(body.startDate, body.endDate), body.endDate];
      if (dates.length > 366) throw fieldError('endDate', 'range_too_long');
      const { room } = await roomOrNotFound(key);
      const wanted = dates.filter((d) => {
        const day = weekdayOf(d);
        const weekend = day === 0 || day === 6;
        return weekend ? body.dayTypes.includes('weekend') : body.dayTypes.includes('weekday');
      });
      const skipped: InventoryBulkResultDto['skipped'] = [];
      let updated = 0;
      await db.transaction(async (tx) => {
        const txRepo = inventoryRepository(tx);
        const existing = await txRepo.range(key.roomTypeId, body.startDate, body.endDate);
        const byDate = new Map(existing.map((rec) => [rec.date, rec]));
        for (const date of wanted) {
          const next = bulkNight(body, byDate.get(date), room, now);
          const reason =
            next.availableRooms > next.totalRooms
              ? 'available_exceeds_total'
              : next.blocked && !next.blockReason
                ? 'block_reason_required'
                : null;
          if (reason) {
            skipped.push({ date, reason });
            continue;
          }
          await txRepo.saveNight({ ...key, date }, next);
          updated += 1;
        }
      });
      return { updated, skipped };
    },

    /** Deletes one night's record; a night that holds bookings keeps it (409). */
    async deleteNight(key: RoomKey, date: string): Promise<void> {
      await roomOrNotFound(key);
      // Defaults know nothing of sold rooms: a night that holds bookings keeps its record.
      if ((await repo.bookedNights(key.roomTypeId, date, date)).size > 0)
        throw new AppError(409, 'room_has_bookings');
      if (!(await repo.deleteNight(key.roomTypeId, date))) throw new AppError(404, 'not_found');
    },

    /** Deletes the records of [from, to] (at most a year), keeping the nights that hold bookings. */
    async deleteRange(key: RoomKey, from: string, to: string): Promise<{ deleted: number; kept: string[] }> {
      if (to < from) throw fieldError('to', 'end_before_start');
      if (addDays(from, 366) < to) throw fieldError('to', 'range_too_long');
      await roomOrNotFound(key);
      const booked = [...(await repo.bookedNights(key.roomTypeId, from, to))].sort();
      const deleted = await repo.deleteRange(key.roomTypeId, from, to, booked);
      return { deleted, kept: booked };
    },

    /**
     * Takes one room on every night of `dates` in one guarded statement (a missing night is
     * created from the room type's defaults): only while a room is left and the night is not
     * blocked. The first night (by date) not taken throws 409, `stay_unavailable` when blocked,
     * `sold_out` otherwise; run inside the booking's transaction so nothing stays taken.
     */
    async takeRooms(
      hotelId: string,
      room: RoomRow,
      dates: readonly string[],
      now: Date,
    ): Promise<TakenNight[]> {
      const sorted = [...dates].sort();
      const rows = await repo.takeRooms(hotelId, room, sorted, now);
      const byDate = new Map(rows.map((row) => [row.date, row]));
      const missed = sorted.find((date) => !byDate.has(date));
      if (missed !== undefined)
        throw new AppError(409, (await repo.nightBlocked(room.id, missed)) ? 'stay_unavailable' : 'sold_out');
      return sorted.map((date) => byDate.get(date) as TakenNight);
    },

    /** Gives `rooms` back on every night of [checkIn, checkOut), never above a night's total. */
    releaseRooms(roomTypeId: string, checkIn: string, checkOut: string, rooms: number, now: Date) {
      return repo.releaseRooms(roomTypeId, checkIn, checkOut, rooms, now);
    },
  };
}

/** One night after a bulk edit: the given fields, else the night's current values, else the defaults. */
function bulkNight(
  body: InventoryBulkInput,
  cur: InventoryRow | undefined,
  room: RoomRow,
  now: Date,
): NightValues & {
  totalRooms: number;
  availableRooms: number;
  blocked: boolean;
  blockReason: string;
} {
  const blocked = body.blocked ?? cur?.blocked ?? false;
  return {
    totalRooms: body.totalRooms ?? cur?.totalRooms ?? room.totalRooms,
    availableRooms: body.availableRooms ?? cur?.availableRooms ?? body.totalRooms ?? room.totalRooms,
    basePrice: body.basePrice ?? cur?.basePrice ?? room.pricePerNight,
    priceModifier: body.priceModifier ?? cur?.priceModifier ?? 1,
    seasonalAdjustment: body.seasonalAdjustment ?? cur?.seasonalAdjustment ?? 0,
    promotionDiscountPercent: body.promotionDiscountPercent ?? cur?.promotionDiscountPercent ?? 0,
    promotionCode:
      body.promotionCode !== undefined ? body.promotionCode || null : (cur?.promotionCode ?? null),
    blocked,
    blockReason: blocked ? (body.blockReason ?? cur?.blockReason ?? '') : '',
    notes: body.notes ?? cur?.notes ?? '',
    updatedAt: now,
  };
}
