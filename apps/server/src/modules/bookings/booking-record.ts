import { randomUUID } from 'node:crypto';
import { cardBrand, lastFour } from '@app/shared/bookings/card';
import type { BookingPaymentMethod } from '@app/shared/bookings/status';
import type { OutboxLetter } from '../../integrations/mail/mail-outbox.repository.ts';
import type { BookingRow } from './booking-dto.ts';
import type { BookingContext, BookingFacts } from './booking-kind.ts';
import type { NewBookingWrite } from './bookings.repository.ts';
import { newReference } from './reference.ts';

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  /** Absent for a kind that is not paid for. */
  paymentMethod?: Exclude<BookingPaymentMethod, 'none'>;
  cardNumber?: string;
}

/**
 * The new booking's row, whole, as the database will hold it: a fresh id and reference, and only
 * the card's brand and last four digits. Written by the booking's transaction with bookingWrite().
 */
export function newBookingRow(
  type: string,
  facts: BookingFacts,
  guest: GuestDetails,
  ctx: BookingContext,
): BookingRow {
  const card = guest.paymentMethod === 'creditCard' && guest.cardNumber ? guest.cardNumber : null;
  return {
    ...facts,
    type,
    promoCode: facts.promoCode ?? null,
    id: randomUUID(),
    reference: newReference(),
    userId: ctx.userId,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    specialRequests: guest.specialRequests,
    paymentMethod: guest.paymentMethod ?? 'none',
    cardBrand: card ? cardBrand(card) : null,
    cardLast4: card ? lastFour(card) : null,
    currency: facts.currency ?? ctx.currency,
    discount: facts.discount ?? 0,
    taxRate: facts.taxRate ?? ctx.taxRate,
    lang: ctx.lang,
    cancelledAt: null,
    cancelReason: '',
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** What the booking's transaction writes for `row`: the booking, its first event, its mail and its key. */
export function bookingWrite(
  row: BookingRow,
  ctx: BookingContext,
  key: NewBookingWrite['key'],
  mail: OutboxLetter,
): NewBookingWrite {
  return {
    booking: row,
    event: {
      bookingId: row.id,
      fromStatus: null,
      toStatus: row.status,
      actorId: ctx.userId,
      createdAt: ctx.now,
    },
    key,
    mail,
  };
}
