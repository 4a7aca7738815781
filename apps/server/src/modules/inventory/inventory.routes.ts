import { addDays, stayNights, todayIn, weekdayOf } from '@app/shared/common/dates';
import { isoDate } from '@app/shared/common/iso-date';
import {
  type AvailabilityDto,
  availabilityQuery,
  type InventoryBulkResultDto,
  type InventoryCalendarDto,
  inventoryBulkInput,
  inventoryDeleteQuery,
  inventoryRangeQuery,
  inventoryRecordInput,
} from '@app/shared/inventory/schemas';
import { and, between, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireRole } from '../../plugins/auth.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { evaluateStay } from './availability.ts';
import { inventoryRepository } from './inventory.repository.ts';
import { toInventoryRecordDto } from './inventory-dto.ts';
import { priceNight, termsOf } from './pricing.ts';

const roomParams = z.object({ hotelId: z.uuid(), roomTypeId: z.uuid() });
const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });

export async function inventoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = inventoryRepository(db);
  const today = () => todayIn(app.deps.config.BUSINESS_TIMEZONE, app.deps.clock.now());

  async function roomOrNotFound(hotelId: string, roomTypeId: string) {
    const found = await repo.roomOfHotel(hotelId, roomTypeId);
    if (!found) throw new AppError(404, 'not_found');
    return found;
  }

  r.get(
    '/inventory/hotels/:hotelId/:roomTypeId/availability',
    { config: { publicCache: true }, schema: { params: roomParams, querystring: availabilityQuery } },
    async (request): Promise<AvailabilityDto> => {
      const { hotelId, roomTypeId } = request.params;
      const { checkIn, checkOut, guests, promoCode } = request.query;
      if (checkOut <= checkIn) throw fieldError('checkOut', 'checkout_before_checkin');
      const { hotel, room } = await roomOrNotFound(hotelId, roomTypeId);
      if (!hotel.published && (await request.getAuth())?.user.role !== 'admin')
        throw new AppError(404, 'not_found');
      const [records, { currency }] = await Promise.all([
        repo.nights(roomTypeId, checkIn, checkOut),
        readPaymentSettings(db),
      ]);
      const stay = evaluateStay(room, records, { checkIn, checkOut, guests, promoCode, today: today() });
      const nights = stay.nights.map(({ priced: _priced, ...n }) => n);
      const subtotal = nights.reduce((s, n) => s + n.basePrice, 0);
      const discount = nights.reduce((s, n) => s + n.discount, 0);
      return {
        hotelId,
        roomTypeId,
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
  );

  const admin = { preValidation: requireRole('admin') };

  r.get(
    '/inventory/hotels/:hotelId/:roomTypeId',
    { ...admin, schema: { params: roomParams, querystring: inventoryRangeQuery } },
    async (request): Promise<InventoryCalendarDto> => {
      const { hotelId, roomTypeId } = request.params;
      const { from, to } = request.query;
      if (to < from) throw fieldError('to', 'end_before_start');
      if (stayNights(from, to).length > 61) throw fieldError('to', 'range_too_long');
      const { room } = await roomOrNotFound(hotelId, roomTypeId);
      const [records, { currency }] = await Promise.all([
        repo.range(roomTypeId, from, to),
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
      return { hotelId, roomTypeId, currency, days };
    },
  );

  r.put(
    '/inventory/hotels/:hotelId/:roomTypeId/:date',
    { ...admin, schema: { params: roomParams.extend({ date: isoDate }), body: inventoryRecordInput } },
    async (request) => {
      const { hotelId, roomTypeId, date } = request.params;
      await roomOrNotFound(hotelId, roomTypeId);
      const body = request.body;
      const values = {
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
        updatedAt: app.deps.clock.now(),
      };
      const [row] = await db
        .insert(hotelInventory)
        .values({ hotelId, roomTypeId, date, ...values })
        .onConflictDoUpdate({ target: [hotelInventory.roomTypeId, hotelInventory.date], set: values })
        .returning();
      if (!row) throw new AppError(500, 'internal_error');
      return toInventoryRecordDto(row);
    },
  );

  r.post(
    '/inventory/hotels/:hotelId/:roomTypeId/bulk',
    { ...admin, schema: { params: roomParams, body: inventoryBulkInput } },
    async (request): Promise<InventoryBulkResultDto> => {
      const { hotelId, roomTypeId } = request.params;
      const body = request.body;
      const dates = [...stayNights(body.startDate, body.endDate), body.endDate];
      if (dates.length > 366) throw fieldError('endDate', 'range_too_long');
      const { room } = await roomOrNotFound(hotelId, roomTypeId);
      const wanted = dates.filter((d) => {
        const day = weekdayOf(d);
        const weekend = day === 0 || day === 6;
        return weekend ? body.dayTypes.includes('weekend') : body.dayTypes.includes('weekday');
      });
      const skipped: InventoryBulkResultDto['skipped'] = [];
      let updated = 0;
      const now = app.deps.clock.now();
      await db.transaction(async (tx) => {
        const existing = await inventoryRepository(tx).range(roomTypeId, body.startDate, body.endDate);
        const byDate = new Map(existing.map((rec) => [rec.date, rec]));
        for (const date of wanted) {
          const cur = byDate.get(date);
          const next = {
            totalRooms: body.totalRooms ?? cur?.totalRooms ?? room.totalRooms,
            availableRooms: body.availableRooms ?? cur?.availableRooms ?? body.totalRooms ?? room.totalRooms,
            basePrice: body.basePrice ?? cur?.basePrice ?? room.pricePerNight,
            priceModifier: body.priceModifier ?? cur?.priceModifier ?? 1,
            seasonalAdjustment: body.seasonalAdjustment ?? cur?.seasonalAdjustment ?? 0,
            promotionDiscountPercent: body.promotionDiscountPercent ?? cur?.promotionDiscountPercent ?? 0,
            promotionCode:
              body.promotionCode !== undefined ? body.promotionCode || null : (cur?.promotionCode ?? null),
            blocked: body.blocked ?? cur?.blocked ?? false,
            blockReason: '',
            notes: body.notes ?? cur?.notes ?? '',
            updatedAt: now,
          };
          next.blockReason = next.blocked ? (body.blockReason ?? cur?.blockReason ?? '') : '';
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
          await tx
            .insert(hotelInventory)
            .values({ hotelId, roomTypeId, date, ...next })
            .onConflictDoUpdate({ target: [hotelInventory.roomTypeId, hotelInventory.date], set: next });
          updated += 1;
        }
      });
      return { updated, skipped };
    },
  );

  r.delete(
    '/inventory/hotels/:hotelId/:roomTypeId/:date',
    { ...admin, schema: { params: roomParams.extend({ date: isoDate }) } },
    async (request, reply) => {
      const { hotelId, roomTypeId, date } = request.params;
      await roomOrNotFound(hotelId, roomTypeId);
      // Defaults know nothing of sold rooms: a night that holds bookings keeps its record.
      if ((await repo.bookedNights(roomTypeId, date, date)).size > 0)
        throw new AppError(409, 'room_has_bookings');
      const deleted = await db
        .delete(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, date)))
        .returning({ id: hotelInventory.id });
      if (deleted.length === 0) throw new AppError(404, 'not_found');
      return reply.code(204).send();
    },
  );

  r.delete(
    '/inventory/hotels/:hotelId/:roomTypeId',
    { ...admin, schema: { params: roomParams, querystring: inventoryDeleteQuery } },
    async (request) => {
      const { hotelId, roomTypeId } = request.params;
      const { from, to } = request.query;
      if (to < from) throw fieldError('to', 'end_before_start');
      if (addDays(from, 366) < to) throw fieldError('to', 'range_too_long');
      await roomOrNotFound(hotelId, roomTypeId);
      const booked = [...(await repo.bookedNights(roomTypeId, from, to))].sort();
      const deleted = await db
        .delete(hotelInventory)
        .where(
          and(
            eq(hotelInventory.roomTypeId, roomTypeId),
            between(hotelInventory.date, from, to),
            booked.length ? notInArray(hotelInventory.date, booked) : undefined,
          ),
        )
        .returning({ id: hotelInventory.id });
      return { deleted: deleted.length, kept: booked };
    },
  );
}
