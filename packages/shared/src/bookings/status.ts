export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_TYPES = [
  'hotel',
  'package',
  'restaurant',
  'car_rental',
  'transfer',
  'taxi',
  'provider_hotel',
  'flight',
] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** How a booking is paid: a card, at the hotel, or not at all (a restaurant table is only reserved). */
export const BOOKING_PAYMENT_METHODS = ['creditCard', 'payAtHotel', 'none'] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

/** pending → confirmed | cancelled; confirmed → completed | cancelled; nothing else. */
export const ALLOWED_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** A guest may cancel free of charge until this many hours before check-in (spec section 9). */
export const FREE_CANCELLATION_HOURS = 24;
