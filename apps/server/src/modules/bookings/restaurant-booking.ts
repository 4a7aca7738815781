import type { CreateRestaurantBookingBody } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRestaurant, holdTable, partyTooLarge, seatParty } from '../restaurants/table-seating.ts';
import type { BookingContext, BookingDraft } from './booking-record.ts';

/** A party larger than the restaurant's instant limit waits for the restaurant to confirm it. */
export const reservationStatus = (partySize: number, instantLimit: number): BookingStatus =>
  partySize > instantLimit ? 'pending' : 'confirmed';

/**
 * Reserves a table with the hotel booking's guarantees. Before any transaction: the restaurant is
 * published (404) and takes the party (400 `party_too_large`). Inside the booking's transaction
 * the restaurant, the date's exceptions, the active tables and sittings are read again and the
 * slot engine picks the table (409 `time_not_available` when the time is not offered); once the
 * booking's row is written, the table is held for it, and the database refuses a table a
 * concurrent reservation took meanwhile (the same 409, everything rolled back). No payment is
 * taken: every amount is 0.
 */
export async function prepareRestaurantBooking(db: Db, body: CreateRestaurantBookingBody, lang: Language) {
  const found = await findRestaurant(db, body.restaurantId);
  if (!found?.published) throw new AppError(404, 'not_found');
  if (body.partySize > found.maxPartySize) throw partyTooLarge(found.maxPartySize, lang);

  return async (tx: Db, ctx: BookingContext): Promise<BookingDraft> => {
    const restaurant = await findRestaurant(tx, body.restaurantId);
    if (!restaurant?.published) throw new AppError(404, 'not_found');
    if (body.partySize > restaurant.maxPartySize) throw partyTooLarge(restaurant.maxPartySize, lang);
    const slot = await seatParty(tx, restaurant, body, ctx);
    return {
      facts: {
        type: 'restaurant',
        status: reservationStatus(body.partySize, restaurant.instantLimit),
        restaurantId: restaurant.id,
        checkIn: body.date,
        checkOut: body.date,
        guests: body.partySize,
        promoCode: null,
        nights: [],
        subtotal: 0,
        discount: 0,
        taxes: 0,
        total: 0,
      },
      hotel: null,
      room: null,
      trip: null,
      restaurant,
      sitting: {
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        tableNumber: slot.table.number,
        tableLocation: slot.table.location,
      },
      afterInsert: (inner, bookingId) =>
        holdTable(inner, { bookingId, restaurantId: restaurant.id, partySize: body.partySize, slot }),
    };
  };
}
