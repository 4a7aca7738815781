import { z } from 'zod';
import { checkCard, contactFields, guestFields } from '../bookings/schemas.ts';
import { isCalendarDate, isoDate } from '../common/iso-date.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { text } from '../common/text-field.ts';
import { MAX_GUESTS, MIN_GUESTS } from '../hotels/catalog.ts';
import { AIRPORT_CODES } from './airports.ts';
import { CABIN_CLASSES, TRIP_TYPES } from './recent-searches.ts';

/** Passengers of a flight search (spec section 9). */
export const MIN_PASSENGERS = 1;
export const MAX_FLIGHT_PASSENGERS = 9;
/** The provider's offers shown at most (spec section 9). */
export const MAX_FLIGHT_RESULTS = 20;
/** Trabzon hotels: at most this many unique hotels are read, and the best rated of them shown. */
export const MAX_HOTELS_READ = 50;
export const MAX_HOTELS_SHOWN = 20;
/** Airports searched for Trabzon hotels, and how far around them (km). */
export const TRABZON_HOTEL_CITIES = ['TZX', 'RZE'] as const;
export const TRABZON_HOTEL_RADIUS_KM = 100;
/** What the provider is asked to price in (spec section 7). */
export const PROVIDER_CURRENCY = 'USD';

const guests = z.coerce
  .number({ error: 'required' })
  .int({ error: 'out_of_range' })
  .min(MIN_GUESTS, { error: 'out_of_range' })
  .max(MAX_GUESTS, { error: 'out_of_range' });

function checkStay(v: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  if (v.checkOut <= v.checkIn)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkout_before_checkin' });
}

/** GET /api/travel/hotels and /api/travel/hotels/:hotelId/offers: the stay and the party. */
export const travelStayQueryAt = (today?: Today) =>
  z
    .object({ checkIn: saleDate(today), checkOut: saleDate(today), guests: guests.default(2) })
    .superRefine(checkStay);
export const travelStayQuery = travelStayQueryAt();
export type TravelStayQuery = z.infer<typeof travelStayQuery>;

/** The provider's hotel id: eight capitals and digits. */
export const providerHotelId = z.string().regex(/^[A-Z0-9]{8}$/, { error: 'invalid_value' });

/** An offer id as the provider writes it, or one of our fallback rooms (`<offer id>~DELUXE`). */
export const providerOfferId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,80}(~[A-Z_]{1,20})?$/, { error: 'invalid_value' });

const airport = z.enum(AIRPORT_CODES, { error: 'invalid_choice' });

/** GET /api/travel/flights: a one-way or round trip between two airports of the form. */
export const flightSearchQueryAt = (today?: Today) =>
  z
    .object({
      tripType: z.enum(TRIP_TYPES, { error: 'invalid_choice' }).default('roundTrip'),
      origin: airport,
      destination: airport,
      departureDate: saleDate(today),
      returnDate: saleDate(today).optional(),
      passengers: z.coerce
        .number({ error: 'required' })
        .int({ error: 'out_of_range' })
        .min(MIN_PASSENGERS, { error: 'out_of_range' })
        .max(MAX_FLIGHT_PASSENGERS, { error: 'out_of_range' })
        .default(1),
      cabin: z.enum(CABIN_CLASSES, { error: 'invalid_choice' }).default('ECONOMY'),
    })
    .superRefine((v, ctx) => {
      if (v.origin === v.destination)
        ctx.addIssue({ code: 'custom', path: ['destination'], message: 'same_airports' });
      if (v.tripType === 'roundTrip' && !v.returnDate)
        ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'required' });
      if (v.tripType === 'roundTrip' && v.returnDate && v.returnDate < v.departureDate)
        ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'return_before_departure' });
    })
    .transform((v) => (v.tripType === 'oneWay' ? { ...v, returnDate: undefined } : v));
export const flightSearchQuery = flightSearchQueryAt();
export type FlightSearchQuery = z.infer<typeof flightSearchQuery>;

/** What the traveller agreed to pay, in minor units: the server books only at this price. */
const acceptedTotal = z.coerce.number({ error: 'required' }).int().min(0);

const providerHotelFields = (today?: Today) => ({
  type: z.literal('provider_hotel'),
  hotelId: providerHotelId,
  offerId: providerOfferId,
  checkIn: saleDate(today),
  checkOut: saleDate(today),
  guests,
});

/** POST /api/bookings/quote for a Trabzon hotel's offer: priced again by the provider. */
export const providerHotelQuoteBodyAt = (today?: Today) =>
  z.object(providerHotelFields(today)).superRefine(checkStay);

/** POST /api/bookings for a Trabzon hotel's offer: the guest, and a card or pay at the hotel. */
export const providerHotelBookingBodyAt = (now: () => Date, today?: Today) =>
  z.object({ ...providerHotelFields(today), ...guestFields, acceptedTotal }).superRefine((v, ctx) => {
    checkStay(v, ctx);
    checkCard(v, ctx, now());
  });
export type ProviderHotelQuoteBody = z.infer<ReturnType<typeof providerHotelQuoteBodyAt>>;
export type ProviderHotelBookingBody = z.infer<ReturnType<typeof providerHotelBookingBodyAt>>;

/** A flight offer as our search answered it: the provider's offer, sealed by the server. */
const offerToken = z
  .string()
  .min(1, { error: 'required' })
  .max(40_000, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'invalid_value' });

/**
 * A traveller's name as the airline takes it (the provider's `[a-zA-Z -]{1,35}`): Turkish and other
 * marked Latin letters are written plain (Işıl Şahin → Isil Sahin), apostrophes and dots dropped;
 * a name in another script must be written in Latin letters, as in the passport (`latin_name`).
 */
const travelerName = text(60)
  .min(1, { error: 'required' })
  .transform((value) =>
    value
      .replace(/ı/g, 'i')
      .replace(/İ/g, 'I')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[.'’]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .refine((value) => /^[A-Za-z -]{1,35}$/.test(value), { error: 'latin_name' });
/** A real date of any year from 1900 (a birth date is older than the agency's calendar). */
function isDayOfLife(value: string): boolean {
  const m = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  if (!m || Number(m[1]) < 1900) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A date of birth: a real date, before today and at most 120 years ago. */
const birthDate = (today?: Today) =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
    .refine(isDayOfLife, { error: 'invalid_date' })
    .superRefine((date, ctx) => {
      if (!today || !isDayOfLife(date)) return;
      const now = today();
      if (date >= now || Number(date.slice(0, 4)) < Number(now.slice(0, 4)) - 120)
        ctx.addIssue({ code: 'custom', message: 'invalid_birth_date' });
    });

export const DOCUMENT_TYPES = ['passport', 'idCard'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A traveller as the airline needs them: as written on the document. */
export const flightTravelerAt = (today?: Today) =>
  z.object({
    firstName: travelerName,
    lastName: travelerName,
    dateOfBirth: birthDate(today),
    nationality: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'invalid_value' })
      .default('TR'),
    documentType: z.enum(DOCUMENT_TYPES, { error: 'invalid_choice' }).default('passport'),
    documentNumber: z
      .string({ error: 'required' })
      .trim()
      .toUpperCase()
      .min(1, { error: 'required' })
      .regex(/^[A-Z0-9]{5,20}$/, { error: 'invalid_document_number' }),
    /** Valid today; the server also checks it against the last flight (`document_expired`). */
    documentExpiry: isoDate.superRefine((date, ctx) => {
      if (today && isCalendarDate(date) && date < today())
        ctx.addIssue({ code: 'custom', message: 'document_expired' });
    }),
  });
export type FlightTraveler = z.infer<ReturnType<typeof flightTravelerAt>>;

export const billingAddress = z.object({
  line: text(200).min(1, { error: 'required' }),
  city: text(100).min(1, { error: 'required' }),
  postalCode: text(20).default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_value' }),
});

/** POST /api/bookings/quote for a flight: the offer priced again by the provider. */
export const flightQuoteBody = z.object({ type: z.literal('flight'), offer: offerToken });
export type FlightQuoteBody = z.infer<typeof flightQuoteBody>;

/**
 * POST /api/bookings for a flight: every field required (spec section 5): the travellers (one per
 * passenger of the offer), the contact, the card (flights are paid at once), the billing address
 * and the terms.
 */
export const flightBookingBodyAt = (now: () => Date, today?: Today) =>
  z
    .object({
      type: z.literal('flight'),
      offer: offerToken,
      acceptedTotal,
      travelers: z.array(flightTravelerAt(today)).min(1, { error: 'required' }).max(MAX_FLIGHT_PASSENGERS),
      ...contactFields,
      paymentMethod: z.literal('creditCard', { error: 'invalid_choice' }).default('creditCard'),
      cardNumber: guestFields.cardNumber,
      cardName: guestFields.cardName,
      expiryDate: guestFields.expiryDate,
      cvv: guestFields.cvv,
      billingAddress,
      agreeTerms: z.literal(true, { error: 'terms_required' }),
    })
    .superRefine((v, ctx) => checkCard(v, ctx, now()));
export type FlightBookingBody = z.infer<ReturnType<typeof flightBookingBodyAt>>;
