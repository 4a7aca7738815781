import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { isoDate } from '../common/iso-date.ts';
import { paginationQuery } from '../common/pagination.ts';
import { PHONE_PATTERN } from '../common/phone.ts';
import { MAX_GUESTS, MIN_GUESTS, PAYMENT_METHODS, type PaymentMethod } from '../hotels/catalog.ts';
import { cvvValid, digitsOnly, expiryState, luhnValid } from './card.ts';
import { BOOKING_STATUSES, BOOKING_TYPES } from './status.ts';

export type {
  AdminBookingDto,
  BookingDto,
  BookingNightDto,
  PackageQuoteDto,
  QuoteDto,
} from './responses.ts';

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(60, { error: 'too_long' });

const stayFields = {
  hotelId: z.uuid({ error: 'invalid_value' }),
  roomTypeId: z.uuid({ error: 'invalid_value' }),
  checkIn: isoDate,
  checkOut: isoDate,
  guests: z.coerce
    .number({ error: 'required' })
    .int()
    .min(MIN_GUESTS, { error: 'out_of_range' })
    .max(MAX_GUESTS, { error: 'out_of_range' }),
  promoCode: z.string().trim().max(40, { error: 'too_long' }).optional(),
};

/** POST /api/bookings/quote: the server's price for a stay, before the guest books. */
export const hotelQuoteBody = z
  .object({ type: z.literal('hotel'), ...stayFields })
  .refine((v) => v.checkOut > v.checkIn, { path: ['checkOut'], error: 'checkout_before_checkin' });

/**
 * POST /api/bookings with an Idempotency-Key header. Field names are the spec's booking form.
 * Card fields are required for creditCard and ignored for payAtHotel; they are never stored
 * (only brand and last four digits) and never logged. `now` for the expiry check is the
 * server's clock (see createHotelBookingBodyAt).
 */
const guestFields = {
  firstName: name,
  lastName: name,
  email: emailField,
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(PHONE_PATTERN, { error: 'invalid_phone' }),
  specialRequests: z.string().trim().max(1000, { error: 'too_long' }).default(''),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'required' }),
  cardNumber: z.string().max(30).optional(),
  cardName: z.string().trim().max(100, { error: 'too_long' }).optional(),
  expiryDate: z.string().max(10).optional(),
  cvv: z.string().max(4, { error: 'invalid_cvv' }).optional(),
};

type CardFields = {
  paymentMethod: PaymentMethod;
  cardNumber?: string;
  cardName?: string;
  expiryDate?: string;
  cvv?: string;
};

/** Luhn, name, expiry (not past, by the server's clock) and CVV, for card payments only. */
function checkCard(v: CardFields, ctx: z.RefinementCtx, now: Date) {
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

export function createHotelBookingBodyAt(now: () => Date) {
  return z.object({ type: z.literal('hotel'), ...stayFields, ...guestFields }).superRefine((v, ctx) => {
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

/** POST /api/bookings: a hotel stay or a package trip, told apart by `type`. */
export function createBookingBodyAt(now: () => Date) {
  return z.discriminatedUnion('type', [createHotelBookingBodyAt(now), createPackageBookingBodyAt(now)]);
}

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
  reference: z.string().trim().max(20).optional(),
});

/** GET /api/bookings/lookup?reference&email: a guest finds a booking made without an account. */
export const bookingLookupQuery = z.object({
  reference: z.string().trim().min(1, { error: 'required' }).max(20),
  email: emailField,
});

/**
 * POST /api/bookings/:id/cancel (owner; or by lookup with reference and email in the body for a
 * booking made without an account).
 */
export const cancelBookingBody = z.object({
  reason: z.string().trim().max(500, { error: 'too_long' }).default(''),
  email: emailField.optional(),
  reference: z.string().trim().max(20).optional(),
});

/** GET /api/admin/bookings and /api/admin/bookings/export.csv */
export const adminBookingsQuery = paginationQuery.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  type: z.enum(BOOKING_TYPES).optional(),
  /** Check-in on or after. */
  from: isoDate.optional(),
  /** Check-in on or before. */
  to: isoDate.optional(),
  /** Reference, guest name or email. */
  q: z.string().trim().max(100).optional(),
});

/** PATCH /api/admin/bookings/:id/status */
export const bookingStatusBody = z.object({
  status: z.enum(BOOKING_STATUSES),
  note: z.string().trim().max(500, { error: 'too_long' }).default(''),
});

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8-128 visible characters, e.g. a UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
