import type { CreatePackageBookingBody } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import { addDays } from '@app/shared/common/dates';
import { dealPrice } from '@app/shared/packages/catalog';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageDepartures, packages } from '../../db/schema/packages.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CreateContext, claimIdempotencyKey, recordBooking } from './booking-engine.ts';

/**
 * Amounts of a trip in minor units: the deal is the discount against the normal price per
 * person, taxes at the settings rate on what is left.
 */
export function tripTotals(pricePerPerson: number, dealPercent: number, travellers: number, taxRate: number) {
  const subtotal = pricePerPerson * travellers;
  const discount = subtotal - dealPrice(pricePerPerson, dealPercent) * travellers;
  const taxes = Math.round(((subtotal - discount) * taxRate) / 100);
  return { subtotal, discount, taxes, total: subtotal - discount + taxes };
}

/** The published package and one of its departures that has not started yet, or 404. */
export async function bookableDeparture(db: Db, packageId: string, departureId: string, today: string) {
  const [row] = await db
    .select({ trip: packages, departure: packageDepartures })
    .from(packageDepartures)
    .innerJoin(packages, eq(packages.id, packageDepartures.packageId))
    .where(and(eq(packageDepartures.id, departureId), eq(packages.id, packageId)));
  if (!row?.trip.published) throw new AppError(404, 'not_found');
  if (row.departure.startDate <= today)
    throw new AppError(400, 'validation_failed', {
      errors: [{ field: 'departureId', code: 'date_in_past' }],
    });
  return row;
}

/**
 * Books seats on a package departure with the hotel engine's guarantees: in one transaction the
 * seats are taken with a guarded update (`seats_left >= travellers`), so a departure is never
 * oversold; no seats → 409 and nothing written; the Idempotency-Key row is in the same
 * transaction; amounts come from the package row read in it.
 */
export async function createPackageBooking(
  db: Db,
  body: CreatePackageBookingBody,
  ctx: CreateContext & { today: string },
) {
  await bookableDeparture(db, body.packageId, body.departureId, ctx.today);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, ctx))) return { replay: true as const };
    const [taken] = await tx
      .update(packageDepartures)
      .set({ seatsLeft: sql`${packageDepartures.seatsLeft} - ${body.guests}`, updatedAt: ctx.now })
      .where(and(eq(packageDepartures.id, body.departureId), gte(packageDepartures.seatsLeft, body.guests)))
      .returning();
    if (!taken) throw new AppError(409, 'sold_out');
    const [trip] = await tx.select().from(packages).where(eq(packages.id, body.packageId));
    if (!trip) throw new AppError(404, 'not_found');
    const totals = tripTotals(trip.pricePerPerson, trip.dealPercent, body.guests, ctx.taxRate);
    const status: BookingStatus = body.paymentMethod === 'creditCard' ? 'confirmed' : 'pending';
    const { booking, answer } = await recordBooking(
      tx,
      {
        type: 'package',
        status,
        packageId: trip.id,
        departureId: taken.id,
        checkIn: taken.startDate,
        checkOut: addDays(taken.startDate, trip.durationDays - 1),
        guests: body.guests,
        promoCode: null,
        nights: [],
        ...totals,
      },
      body,
      ctx,
    );
    return { replay: false as const, booking, answer };
  });
}
