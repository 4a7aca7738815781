import { cardBrand, lastFour } from '@app/shared/bookings/card';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRow } from './booking-dto.ts';
import { bookingsRepository, type NewBooking } from './bookings.repository.ts';
import { newReference } from './reference.ts';

/** Who books, when, and at which tax rate and currency. */
export interface BookingContext {
  userId: string | null;
  lang: Language;
  today: string;
  now: Date;
  taxRate: number;
  currency: string;
}

export type BookingFacts = Pick<
  NewBooking,
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

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  paymentMethod: 'creditCard' | 'payAtHotel';
  cardNumber?: string;
}

/**
 * Writes the booking (a fresh reference, retried on the rare clash) and its first event, inside
 * the booking's transaction. Only the card's brand and last four digits are kept.
 */
export async function recordBooking(
  tx: Db,
  facts: BookingFacts,
  guest: GuestDetails,
  ctx: BookingContext,
): Promise<BookingRow> {
  const repo = bookingsRepository(tx);
  const card = guest.paymentMethod === 'creditCard' && guest.cardNumber ? guest.cardNumber : null;
  let created: BookingRow | null = null;
  // A reference already taken is skipped without an error, so the transaction stays usable.
  for (let attempt = 0; !created; attempt++) {
    if (attempt === 4) throw new AppError(500, 'internal_error');
    created = await repo.insert({
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
    });
  }
  await repo.addEvent({
    bookingId: created.id,
    fromStatus: null,
    toStatus: facts.status,
    actorId: ctx.userId,
    createdAt: ctx.now,
  });
  return created;
}
