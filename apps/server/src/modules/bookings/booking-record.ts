import { randomUUID } from 'node:crypto';
import { cardBrand, lastFour } from '@app/shared/bookings/card';
import type { BookingPaymentMethod } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import type { OutboxLetter } from '../../integrations/mail/mail-outbox.repository.ts';
import type {
  BookingHotel,
  BookingPackage,
  BookingRestaurant,
  BookingRoom,
  BookingRow,
  BookingSitting,
} from './booking-dto.ts';
import type { NewBooking, NewBookingWrite } from './bookings.repository.ts';
import { newReference } from './reference.ts';

/** Who books, when, and at which tax rate and currency. */
export interface BookingContext {
  userId: string | null;
  lang: Language;
  today: string;
  now: Date;
  /** The business time zone: a restaurant's clock. */
  timeZone: string;
  taxRate: number;
  currency: string;
}

export type BookingFacts = Pick<
  NewBooking,
  | 'type'
  | 'status'
  | 'hotelId'
  | 'restaurantId'
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

/**
 * What a stay, a trip or a table took inside the booking's transaction: the booking's facts and
 * what it is of.
 */
export interface BookingDraft {
  facts: BookingFacts;
  hotel: BookingHotel | null;
  room: BookingRoom | null;
  trip: BookingPackage | null;
  restaurant?: BookingRestaurant | null;
  sitting?: BookingSitting | null;
  /** What needs the booking's row, written in the same transaction after it (a table's sitting). */
  afterInsert?: (tx: Db, bookingId: string) => Promise<void>;
}

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  /** Absent for a restaurant table: nothing is paid. */
  paymentMethod?: Exclude<BookingPaymentMethod, 'none'>;
  cardNumber?: string;
}

/**
 * The new booking's row, whole, as the database will hold it: a fresh id and reference, and only
 * the card's brand and last four digits. Written by the booking's transaction with bookingWrite().
 */
export function newBookingRow(facts: BookingFacts, guest: GuestDetails, ctx: BookingContext): BookingRow {
  const card = guest.paymentMethod === 'creditCard' && guest.cardNumber ? guest.cardNumber : null;
  return {
    ...facts,
    hotelId: facts.hotelId ?? null,
    restaurantId: facts.restaurantId ?? null,
    roomTypeId: facts.roomTypeId ?? null,
    packageId: facts.packageId ?? null,
    departureId: facts.departureId ?? null,
    promoCode: facts.promoCode ?? null,
    id: randomUUID(),
    reference: newReference(),
    userId: ctx.userId,
    rooms: 1,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    specialRequests: guest.specialRequests,
    paymentMethod: guest.paymentMethod ?? 'none',
    cardBrand: card ? cardBrand(card) : null,
    cardLast4: card ? lastFour(card) : null,
    currency: ctx.currency,
    discount: facts.discount ?? 0,
    taxRate: ctx.taxRate,
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
