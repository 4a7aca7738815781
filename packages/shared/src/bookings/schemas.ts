import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { isoDate } from '../common/iso-date.ts';
import { paginationQuery } from '../common/pagination.ts';
import { PHONE_PATTERN } from '../common/phone.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { text } from '../common/text-field.ts';
import { MAX_GUESTS, MIN_GUESTS, PAYMENT_METHODS, type PaymentMethod } from '../hotels/catalog.ts';
import { partySize, timeOfDay } from '../restaurants/schemas.ts';
import { cvvValid, digitsOnly, expiryState, luhnValid } from './card.ts';
import { BOOKING_STATUSES, BOOKING_TYPES } from './status.ts';

export type {
  AdminBookingDto,
  BookingDto,
  BookingNightDto,
  PackageQuoteDto,
  QuoteDto,
} from './responses.ts';

const name = text(60).min(1, { error: 'required' });

/**
 * A stay's dates lie in the sale window of the server's `today` (both dates at most two years
 * ahead). A quote answers a past stay as not available (`past_dates`); a booking refuses it.
 */
const stayFields = (today: Today | undefined, pastAllowed: boolean) => ({
  hotelId: z.uuid({ error: 'invalid_value' }),
  roomTypeId: z.uuid({ error: 'invalid_value' }),
  checkIn: saleDate(today, { pastAllowed }),
  checkOut: saleDate(today, { pastAllowed }),
  guests: z.coerce
    .number({ error: 'required' })
    .int()
    .min(MIN_GUESTS, { error: 'out_of_range' })
    .max(MAX_GUESTS, { error: 'out_of_range' }),
  promoCode: text(40).optional(),
});

/** POST /api/bookings/quote: the server's price for a stay, before the guest books. */
export const hotelQuoteBodyAt = (today?: Today) =>
  z
    .object({ type: z.literal('hotel'), ...stayFields(today, true) })
    .refine((v) => v.checkOut > v.checkIn, { path: ['checkOut'], error: 'checkout_before_checkin' });
export const hotelQuoteBody = hotelQuoteBodyAt();

/**
 * POST /api/bookings with an Idempotency-Key header. Field names are the spec's booking form.
 * Card fields are required for creditCard and ignored for payAtHotel; they are never stored
 * (only brand and last four digits) and never logged. `now` for the expiry check is the
 * server's clock (see createHotelBookingBodyAt).
 */
export const contactFields = {
  firstName: name,
  lastName: name,
  email: emailField,
  phone: text(30).min(1, { error: 'required' }).regex(PHONE_PATTERN, { error: 'invalid_phone' }),
  specialRequests: text(1000, { multiline: true }).default(''),
};

export const guestFields = {
  ...contactFields,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'required' }),
  cardNumber: text(30, { trim: false }).optional(),
  cardName: text(100).optional(),
  expiryDate: text(10, { trim: false }).optional(),
  cvv: text(4, { trim: false, tooLong: 'invalid_cvv' }).optional(),
};

type CardFields = {
  paymentMethod: PaymentMethod;
  cardNumber?: string;
  cardName?: string;
  expiryDate?: string;
  cvv?: string;
};

/** Luhn, name, expiry (not past, by the server's clock) and CVV, for card payments only. */
export function checkCard(v: CardFields, ctx: z.RefinementCtx, now: Date) {
  if (v.paymentMethod !== 'creditCard') return;
  const number = digitsOnly(v.cardNumber ?? '');
  if (!number) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'required' });
  else if (!luhnValid(number))
    ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'invalid_card_number' });
  if (!v.cardName) ctx.addIssue({ code: 'custom', path: ['cardName'], message: 'required' });
  const expiry = v.expiryDate?.trim() ?? '';
  if (!expiry) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'required' });
  else {
    const state = expiryState(expiry, now);
    if (state !== 'ok')
      ctx.addIssue({
        code: 'custom',
        path: ['expiryDate'],
        message: state === 'expired' ? 'card_expired' : 'invalid_expiry',
      });
  }
  if (!v.cvv) ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'required' });
  else if (!cvvValid(v.cvv, number)) ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'invalid_cvv' });
}

export function createHotelBookingBodyAt(now: () => Date, today?: Today) {
  return z
    .object({ type: z.literal('hotel'), ...stayFields(today, false), ...guestFields })
    .superRefine((v, ctx) => {
      if (v.checkOut <= v.checkIn)
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkout_before_checkin' });
      checkCard(v, ctx, now());
    });
}

const tripFields = {
  packageId: z.uuid({ error: 'invalid_value' }),
  departureId: z.uuid({ error: 'invalid_value' }),
  /** Travellers; each takes a seat. */
  guests: z.coerce
    .number({ error: 'required' })
    .int()
    .min(MIN_GUESTS, { error: 'out_of_range' })
    .max(MAX_GUESTS, { error: 'out_of_range' }),
};

/** A tour package booking: the same engine, seats of one departure instead of room nights. */
export function createPackageBookingBodyAt(now: () => Date) {
  return z.object({ type: z.literal('package'), ...tripFields, ...guestFields }).superRefine((v, ctx) => {
    checkCard(v, ctx, now());
  });
}

/**
 * A table at a restaurant: a date in the sale window, a time on the restaurant's clock and the
 * party. No payment is taken, so no payment fields.
 */
export const createRestaurantBookingBodyAt = (today?: Today) =>
  z.object({
    type: z.literal('restaurant'),
    restaurantId: z.uuid({ error: 'invalid_value' }),
    date: saleDate(today),
    time: timeOfDay,
    partySize,
    ...contactFields,
  });

/**
 * POST /api/bookings: a hotel stay, a package trip or a restaurant table, told apart by `type`.
 * `now` judges card expiry; `today` (the business date, on the server) keeps a stay inside the
 * sale window.
 */
export function createBookingBodyAt(now: () => Date, today?: Today) {
  return z.discriminatedUnion('type', [
    createHotelBookingBodyAt(now, today),
    createPackageBookingBodyAt(now),
    createRestaurantBookingBodyAt(today),
  ]);
}
export const createRestaurantBookingBody = createRestaurantBookingBodyAt();
export type CreateRestaurantBookingBody = z.infer<typeof createRestaurantBookingBody>;

export const packageQuoteBody = z.object({ type: z.literal('package'), ...tripFields });
export type PackageQuoteBody = z.infer<typeof packageQuoteBody>;

export const createHotelBookingBody = createHotelBookingBodyAt(() => new Date());
export type CreateHotelBookingBody = z.infer<typeof createHotelBookingBody>;
export const createPackageBookingBody = createPackageBookingBodyAt(() => new Date());
export type CreatePackageBookingBody = z.infer<typeof createPackageBookingBody>;

/**
 * GET /api/bookings: the caller's own bookings: stays not over yet by check-in (soonest first),
 * then past ones (latest first). `reference` finds one of them (e.g. a confirmation page reloaded).
 */
export const myBookingsQuery = paginationQuery.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  reference: text(20).optional(),
});

/** GET /api/bookings/lookup?reference&email: a guest finds a booking made without an account. */
export const bookingLookupQuery = z.object({
  reference: text(20).min(1, { error: 'required' }),
  email: emailField,
});

/**
 * POST /api/bookings/:id/cancel (owner; or by lookup with reference and email in the body for a
 * booking made without an account).
 */
export const cancelBookingBody = z.object({
  reason: text(500, { multiline: true }).default(''),
  email: emailField.optional(),
  reference: text(20).optional(),
});

/**
 * GET /api/admin/bookings and /api/admin/bookings/export.csv: the filters every booking has; the
 * server adds the kinds' own (e.g. `restaurant`).
 */
export const adminBookingsBaseQuery = paginationQuery.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  type: z.enum(BOOKING_TYPES).optional(),
  /** Check-in on or after. */
  from: isoDate.optional(),
  /** Check-in on or before. */
  to: isoDate.optional(),
  /** Reference, guest name or email. */
  q: text(100).optional(),
});

/** PATCH /api/admin/bookings/:id/status */
export const bookingStatusBody = z.object({
  status: z.enum(BOOKING_STATUSES),
  note: text(500, { multiline: true }).default(''),
});

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8-128 visible characters, e.g. a UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
