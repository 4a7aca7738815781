import { cardBrand, lastFour } from '@app/shared/bookings/card';
import type { CreateHotelBookingBody } from '@app/shared/bookings/schemas';
import { ALLOWED_TRANSITIONS, type BookingStatus } from '@app/shared/bookings/status';
import { stayNights } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings, idempotencyKeys } from '../../db/schema/bookings.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { packageDepartures } from '../../db/schema/packages.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { evaluateStay } from '../inventory/availability.ts';
import { inventoryRepository } from '../inventory/inventory.repository.ts';
import { priceNight, stayTotals, termsOf } from '../inventory/pricing.ts';
import type { BookingRow } from './booking-dto.ts';
import { newReference } from './reference.ts';

export interface CreateContext {
  userId: string | null;
  lang: Language;
  today: string;
  now: Date;
  taxRate: number;
  currency: string;
  idempotency: { scope: string; key: string; hash: string };
  /** Turns the created row into the answer stored for replays. */
  answer: (tx: Db, row: BookingRow) => Promise<unknown>;
}

/** Thrown inside the transaction to roll it back with a client error. */
const fail = (status: number, code: ConstructorParameters<typeof AppError>[1], detail?: string) =>
  new AppError(status, code, detail ? { detail } : {});

/**
 * Books one room of a type for every night of [checkIn, checkOut) in one transaction:
 * each night's inventory row is created from the room's defaults when missing, then taken with a
 * guarded update that only succeeds while a room is left and the night is not blocked. Any night
 * failing rolls everything back (409, nothing written). Amounts come from the rows the updates
 * returned; the idempotency row is written in the same transaction.
 */
export async function createHotelBooking(db: Db, body: CreateHotelBookingBody, ctx: CreateContext) {
  const found = await inventoryRepository(db).roomOfHotel(body.hotelId, body.roomTypeId);
  if (!found?.hotel.published) throw new AppError(404, 'not_found');
  const { hotel, room } = found;
  if (!hotel.paymentOptions.includes(body.paymentMethod)) throw fail(409, 'payment_method_not_accepted');
  const preview = evaluateStay(room, [], { ...body, today: ctx.today });
  if (preview.reason === 'past_dates')
    throw new AppError(400, 'validation_failed', { errors: [{ field: 'checkIn', code: 'date_in_past' }] });
  if (preview.reason === 'stay_too_long')
    throw new AppError(400, 'validation_failed', { errors: [{ field: 'checkOut', code: 'stay_too_long' }] });
  if (preview.reason === 'too_many_guests') throw fail(409, 'too_many_guests');

  const dates = stayNights(body.checkIn, body.checkOut);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, ctx))) return { replay: true as const };

    await tx
      .insert(hotelInventory)
      .values(
        dates.map((date) => ({
          hotelId: hotel.id,
          roomTypeId: room.id,
          date,
          totalRooms: room.totalRooms,
          availableRooms: room.totalRooms,
          basePrice: room.pricePerNight,
        })),
      )
      .onConflictDoNothing();
    const taken = [];
    for (const date of dates) {
      const [row] = await tx
        .update(hotelInventory)
        .set({ availableRooms: sql`${hotelInventory.availableRooms} - 1`, updatedAt: ctx.now })
        .where(
          and(
            eq(hotelInventory.roomTypeId, room.id),
            eq(hotelInventory.date, date),
            gte(hotelInventory.availableRooms, 1),
            eq(hotelInventory.blocked, false),
          ),
        )
        .returning();
      if (!row) {
        const [night] = await tx
          .select({ blocked: hotelInventory.blocked })
          .from(hotelInventory)
          .where(and(eq(hotelInventory.roomTypeId, room.id), eq(hotelInventory.date, date)));
        throw fail(409, night?.blocked ? 'stay_unavailable' : 'sold_out');
      }
      taken.push(row);
    }

    const priced = taken.map((row) => ({
      date: row.date,
      ...priceNight(termsOf(row, room.pricePerNight), body.promoCode),
    }));
    const totals = stayTotals(priced, ctx.taxRate);
    const status: BookingStatus = body.paymentMethod === 'creditCard' ? 'confirmed' : 'pending';
    const { booking: created, answer } = await recordBooking(
      tx,
      {
        type: 'hotel',
        status,
        hotelId: hotel.id,
        roomTypeId: room.id,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
        promoCode: priced.some((n) => n.promoApplied) ? (body.promoCode?.trim().toUpperCase() ?? null) : null,
        nights: priced.map((n) => ({ date: n.date, price: n.basePrice, discount: n.discount })),
        subtotal: totals.subtotal,
        discount: totals.discount,
        taxes: totals.taxes,
        total: totals.total,
      },
      body,
      ctx,
    );
    return { replay: false as const, booking: created, answer };
  });
}

/** Claims the Idempotency-Key inside the transaction; false when another request holds it. */
export async function claimIdempotencyKey(tx: Db, ctx: CreateContext): Promise<boolean> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({
      scope: ctx.idempotency.scope,
      key: ctx.idempotency.key,
      requestHash: ctx.idempotency.hash,
      responseStatus: 0,
      responseBody: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return !!claimed;
}

type BookingFacts = Pick<
  typeof bookings.$inferInsert,
  | 'type'
  | 'status'
  | 'hotelId'
  | 'roomTypeId'
  | 'packageId'
  | 'departureId'
  | 'checkIn'
  | 'checkOut'
  | 'guests'
  | 'promoCode'
  | 'nights'
  | 'subtotal'
  | 'discount'
  | 'taxes'
  | 'total'
>;

interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  paymentMethod: 'creditCard' | 'payAtHotel';
  cardNumber?: string;
}

/**
 * Writes the booking (a fresh reference, retried on the rare clash), its first event and the
 * answer stored for replays of the same Idempotency-Key. Only the card's brand and last four
 * digits are kept.
 */
export async function recordBooking(tx: Db, facts: BookingFacts, guest: GuestDetails, ctx: CreateContext) {
  const card = guest.paymentMethod === 'creditCard' && guest.cardNumber ? guest.cardNumber : null;
  let created: BookingRow | undefined;
  for (let attempt = 0; !created; attempt++) {
    try {
      [created] = await tx
        .insert(bookings)
        .values({
          ...facts,
          reference: newReference(),
          userId: ctx.userId,
          firstName: guest.firstName,
          lastName: guest.lastName,
          email: guest.email,
          phone: guest.phone,
          specialRequests: guest.specialRequests,
          paymentMethod: guest.paymentMethod,
          cardBrand: card ? cardBrand(card) : null,
          cardLast4: card ? lastFour(card) : null,
          currency: ctx.currency,
          taxRate: ctx.taxRate,
          lang: ctx.lang,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'bookings_reference_key')) continue;
      throw error;
    }
  }
  if (!created) throw new AppError(500, 'internal_error');
  await tx.insert(bookingEvents).values({
    bookingId: created.id,
    fromStatus: null,
    toStatus: facts.status,
    actorId: ctx.userId,
    createdAt: ctx.now,
  });
  const answer = await ctx.answer(tx, created);
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: 201, responseBody: answer })
    .where(
      and(eq(idempotencyKeys.scope, ctx.idempotency.scope), eq(idempotencyKeys.key, ctx.idempotency.key)),
    );
  return { booking: created, answer };
}

/**
 * Moves a booking along ALLOWED_TRANSITIONS (409 otherwise). Cancelling gives one room back on
 * every night of the stay, never above the night's total. The status update is guarded by the
 * status read, so two cancels cannot both return the rooms (or a package's seats).
 */
export async function changeStatus(
  db: Db,
  booking: BookingRow,
  to: BookingStatus,
  ctx: { actorId: string | null; now: Date; note: string; reason?: string },
): Promise<BookingRow> {
  if (!ALLOWED_TRANSITIONS[booking.status].includes(to)) throw fail(409, 'invalid_status_transition');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: to,
        updatedAt: ctx.now,
        ...(to === 'cancelled' ? { cancelledAt: ctx.now, cancelReason: ctx.reason ?? ctx.note } : {}),
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning();
    if (!updated) throw fail(409, 'invalid_status_transition');
    if (to === 'cancelled' && booking.type === 'hotel' && booking.roomTypeId) {
      await tx
        .update(hotelInventory)
        .set({
          availableRooms: sql`least(${hotelInventory.availableRooms} + ${booking.rooms}, ${hotelInventory.totalRooms})`,
          updatedAt: ctx.now,
        })
        .where(
          and(
            eq(hotelInventory.roomTypeId, booking.roomTypeId),
            gte(hotelInventory.date, booking.checkIn),
            lt(hotelInventory.date, booking.checkOut),
          ),
        );
    }
    if (to === 'cancelled' && booking.type === 'package' && booking.departureId) {
      await tx
        .update(packageDepartures)
        .set({
          seatsLeft: sql`least(${packageDepartures.seatsLeft} + ${booking.guests}, ${packageDepartures.seatsTotal})`,
          updatedAt: ctx.now,
        })
        .where(eq(packageDepartures.id, booking.departureId));
    }
    await tx.insert(bookingEvents).values({
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: to,
      actorId: ctx.actorId,
      note: ctx.note,
      createdAt: ctx.now,
    });
    return updated;
  });
}
