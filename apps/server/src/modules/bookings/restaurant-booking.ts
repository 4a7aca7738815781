import type { CreateRestaurantBookingBody } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RestaurantRow } from '../restaurants/restaurant-dto.ts';
import type { OfferedSlot } from '../restaurants/slots.ts';
import { findRestaurant, holdTable, partyTooLarge, seatParty } from '../restaurants/table-seating.ts';

/** A party larger than the restaurant's instant limit waits for the restaurant to confirm it. */
export const reservationStatus = (partySize: number, instantLimit: number): BookingStatus =>
  partySize > instantLimit ? 'pending' : 'confirmed';

export interface SeatedReservation {
  restaurant: RestaurantRow;
  slot: OfferedSlot;
  status: BookingStatus;
  /** Holds the chosen table for the booking once its row is written in the same transaction. */
  hold: (tx: Db, bookingId: string) => Promise<void>;
}

/**
 * The checks a table reservation passes before any transaction (404 unknown or unpublished
 * restaurant, 400 a party larger than it takes), then the seating, to run inside the booking's
 * transaction: the restaurant, the date's exceptions, the active tables and sittings are read
 * there and the slot engine picks the table (409 `time_not_available` when the time is not offered).
 */
export async function prepareRestaurantBooking(db: Db, body: CreateRestaurantBookingBody, lang: Language) {
  const found = await findRestaurant(db, body.restaurantId);
  if (!found?.published) throw new AppError(404, 'not_found');
  if (body.partySize > found.maxPartySize) throw partyTooLarge(found.maxPartySize, lang);

  return async (tx: Db, ctx: { now: Date; timeZone: string }): Promise<SeatedReservation> => {
    const restaurant = await findRestaurant(tx, body.restaurantId);
    if (!restaurant?.published) throw new AppError(404, 'not_found');
    if (body.partySize > restaurant.maxPartySize) throw partyTooLarge(restaurant.maxPartySize, lang);
    const slot = await seatParty(tx, restaurant, body, ctx);
    return {
      restaurant,
      slot,
      status: reservationStatus(body.partySize, restaurant.instantLimit),
      hold: (inner, bookingId) =>
        holdTable(inner, { bookingId, restaurantId: restaurant.id, partySize: body.partySize, slot }),
    };
  };
}
