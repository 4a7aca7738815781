import type { CreatePackageBookingBody } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import { addDays } from '@app/shared/common/dates';
import { dealPrice } from '@app/shared/packages/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { packageSeats } from '../packages/packages.service.ts';
import type { BookingContext, BookingDraft } from './booking-record.ts';
import { bookingsRepository } from './bookings.repository.ts';

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

/**
 * Books seats on a package departure with the hotel booking's guarantees. Before any
 * transaction: the package is published and the departure has not started (404 / 400). Then,
 * inside the booking's transaction, the seats are taken with a guarded update
 * (`seats_left >= travellers`) so a departure is never oversold (409 and nothing written), and
 * the amounts come from the package row read in it. The caller writes the booking.
 */
export async function preparePackageBooking(db: Db, body: CreatePackageBookingBody, today: string) {
  await packageSeats(db).bookableDeparture(body.packageId, body.departureId, today);
  return async (tx: Db, ctx: BookingContext): Promise<BookingDraft> => {
    const packages = packageSeats(tx);
    const taken = await packages.takeSeats(body.departureId, body.guests, ctx.now);
    const trip = await packages.find(body.packageId);
    if (!trip) throw new AppError(404, 'not_found');
    const firstStop = await bookingsRepository(tx).tripFirstStop(trip.id);
    const totals = tripTotals(trip.pricePerPerson, trip.dealPercent, body.guests, ctx.taxRate);
    const status: BookingStatus = body.paymentMethod === 'creditCard' ? 'confirmed' : 'pending';
    return {
      facts: {
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
      hotel: null,
      room: null,
      trip: { ...trip, firstStop },
    };
  };
}
