import type { CreateHotelBookingBody } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import { stayNights } from '@app/shared/common/dates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  evaluateStay,
  inventoryService,
  priceNight,
  stayTotals,
  termsOf,
} from '../inventory/inventory.service.ts';
import type { BookingContext, BookingDraft } from './booking-record.ts';

/**
 * The checks a hotel stay passes before any transaction (404 unknown or unpublished room,
 * 409 payment method the hotel does not take or too many guests, 400 past dates or too long),
 * then the taking of the rooms, to run inside the booking's transaction.
 */
export async function prepareHotelBooking(db: Db, body: CreateHotelBookingBody, today: string) {
  const found = await inventoryService(db).roomOfHotel(body.hotelId, body.roomTypeId);
  if (!found?.hotel.published) throw new AppError(404, 'not_found');
  const { hotel, room } = found;
  if (!hotel.paymentOptions.includes(body.paymentMethod))
    throw new AppError(409, 'payment_method_not_accepted');
  const preview = evaluateStay(room, [], { ...body, today });
  if (preview.reason === 'past_dates')
    throw new AppError(400, 'validation_failed', { errors: [{ field: 'checkIn', code: 'date_in_past' }] });
  if (preview.reason === 'stay_too_long')
    throw new AppError(400, 'validation_failed', { errors: [{ field: 'checkOut', code: 'stay_too_long' }] });
  if (preview.reason === 'too_many_guests') throw new AppError(409, 'too_many_guests');

  /**
   * Takes one room of the type for every night of [checkIn, checkOut) through the inventory
   * (409 and nothing written when a night is sold out or blocked); the amounts come from the
   * nights it took. The caller writes the booking.
   */
  return async (tx: Db, ctx: BookingContext): Promise<BookingDraft> => {
    const taken = await inventoryService(tx).takeRooms(
      hotel.id,
      room,
      stayNights(body.checkIn, body.checkOut),
      ctx.now,
    );
    const priced = taken.map((row) => ({
      date: row.date,
      ...priceNight(termsOf(row, room.pricePerNight), body.promoCode),
    }));
    const totals = stayTotals(priced, ctx.taxRate);
    const status: BookingStatus = body.paymentMethod === 'creditCard' ? 'confirmed' : 'pending';
    return {
      facts: {
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
      hotel,
      room,
      trip: null,
    };
  };
}
