import { MAX_STAY_NIGHTS, stayNights } from '@app/shared/common/dates';
import type { NightQuoteDto, UnavailableReason } from '@app/shared/inventory/schemas';
import type { InventoryRow, RoomRow } from './inventory.repository.ts';
import { type NightPrice, priceNight, termsOf } from './pricing.ts';

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  promoCode?: string;
  /** Today in the business time zone (YYYY-MM-DD). */
  today: string;
}

export interface StayAvailability {
  available: boolean;
  reason: UnavailableReason | null;
  unavailableDates: string[];
  nights: (NightQuoteDto & { priced: NightPrice })[];
  roomsLeft: number;
  promoApplied: boolean;
}

/**
 * Whether one room of this type is free on every night of [checkIn, checkOut), with each night's
 * price. A night without a record has the room type's total rooms and price.
 */
export function evaluateStay(
  room: RoomRow,
  records: readonly InventoryRow[],
  stay: StayRequest,
): StayAvailability {
  const dates = stayNights(stay.checkIn, stay.checkOut);
  const byDate = new Map(records.map((r) => [r.date, r]));
  const nights = dates.slice(0, MAX_STAY_NIGHTS + 1).map((date) => {
    const record = byDate.get(date) ?? null;
    const priced = priceNight(termsOf(record, room.pricePerNight), stay.promoCode);
    return {
      date,
      basePrice: priced.basePrice,
      discount: priced.discount,
      price: priced.price,
      roomsLeft: record ? record.availableRooms : room.totalRooms,
      blocked: record?.blocked ?? false,
      blockReason: record?.blocked ? record.blockReason : '',
      priced,
    };
  });
  const blocked = nights.filter((n) => n.blocked).map((n) => n.date);
  const soldOut = nights.filter((n) => !n.blocked && n.roomsLeft < 1).map((n) => n.date);
  let reason: UnavailableReason | null = null;
  let unavailableDates: string[] = [];
  if (dates.length > MAX_STAY_NIGHTS) reason = 'stay_too_long';
  else if (stay.checkIn < stay.today) reason = 'past_dates';
  else if (stay.guests > room.maxOccupancy) reason = 'too_many_guests';
  else if (blocked.length > 0) {
    reason = 'blocked';
    unavailableDates = blocked;
  } else if (soldOut.length > 0) {
    reason = 'sold_out';
    unavailableDates = soldOut;
  }
  return {
    available: reason === null,
    reason,
    unavailableDates,
    nights,
    roomsLeft: nights.length ? Math.max(0, Math.min(...nights.map((n) => n.roomsLeft))) : 0,
    promoApplied: nights.some((n) => n.priced.promoApplied),
  };
}
