import { z } from 'zod';
import { nightQuoteDto } from '../inventory/responses.ts';
import { UNAVAILABLE_REASONS } from '../inventory/schemas.ts';
import { TABLE_LOCATIONS } from '../restaurants/catalog.ts';
import { flightItineraryDto } from '../travel/responses.ts';
import { VEHICLE_SERVICES } from '../vehicles/catalog.ts';
import type { CardBrand } from './card.ts';
import { BOOKING_PAYMENT_METHODS, BOOKING_STATUSES, BOOKING_TYPES } from './status.ts';

/** What the bookings API answers. The web app imports these as types only. */

const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'troy',
  'discover',
  'unionpay',
  'unknown',
] as const satisfies readonly CardBrand[];

/** A price as every quote and booking states it, in minor units of `currency`. */
const priceTotals = {
  currency: z.string(),
  /** Before discounts. */
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** Percent, from GET /api/settings/payment/public (default 12). */
  taxRate: z.number(),
  /** round((subtotal − discount) × taxRate / 100). */
  taxes: z.number().int(),
  /** subtotal − discount + taxes. */
  total: z.number().int(),
};

/** POST /api/bookings/quote for a package: price for the travellers and seats left. */
export const packageQuoteDto = z.object({
  available: z.boolean(),
  seatsLeft: z.number().int(),
  pricePerPerson: z.number().int(),
  dealPercent: z.number().int(),
  ...priceTotals,
  /** ISO instant: free cancellation of this trip would end (24 h before 09:00 on the first day). */
  freeCancellationUntil: z.string(),
});
export type PackageQuoteDto = z.infer<typeof packageQuoteDto>;

/** POST /api/bookings/quote for a hotel stay. */
export const quoteDto = z.object({
  available: z.boolean(),
  reason: z.enum(UNAVAILABLE_REASONS).nullable(),
  unavailableDates: z.array(z.string()),
  nights: z.array(nightQuoteDto),
  /** The subtotal is the sum of nightly prices before promotions. */
  ...priceTotals,
  promoApplied: z.boolean(),
  /** A code was entered and matches no promotion of this room on these nights. */
  promoInvalid: z.boolean(),
  /** With `promoInvalid`: no promotion of this hotel uses that code at all (a mistyped or foreign code). */
  promoUnknown: z.boolean(),
  roomsLeft: z.number().int(),
  /** ISO instant: free cancellation of this stay would end (24 h before the hotel's check-in time). */
  freeCancellationUntil: z.string(),
});
export type QuoteDto = z.infer<typeof quoteDto>;

export const bookingNightDto = z.object({
  date: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
});
export type BookingNightDto = z.infer<typeof bookingNightDto>;

const bookingStatus = z.enum(BOOKING_STATUSES);

/** A place on the map, named in the reader's language. */
export const bookingPlaceDto = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type BookingPlaceDto = z.infer<typeof bookingPlaceDto>;

export const bookingDto = z.object({
  _id: z.string(),
  reference: z.string(),
  type: z.enum(BOOKING_TYPES),
  status: bookingStatus,
  hotel: z
    .object({
      _id: z.string(),
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      featuredImage: z.string(),
      checkInTime: z.string(),
      checkOutTime: z.string(),
      addressLine: z.string(),
      /** The street address to show: the line, then the town unless the line names it. */
      address: z.array(z.string()),
    })
    .nullable(),
  roomType: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** For a package trip: the package and its departure (checkIn is the first day, checkOut the last). */
  package: z
    .object({
      _id: z.string(),
      slug: z.string(),
      name: z.string(),
      durationDays: z.number().int(),
      featuredImage: z.string(),
    })
    .nullable(),
  departureId: z.string().nullable(),
  /** For a restaurant table: the restaurant (checkIn and checkOut are the date of the meal). */
  restaurant: z
    .object({
      _id: z.string(),
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      featuredImage: z.string(),
      addressLine: z.string(),
      /** The street address to show: the line, then the town unless the line names it. */
      address: z.array(z.string()),
      phone: z.string(),
    })
    .nullable(),
  /** For a restaurant table: the sitting on the restaurant's clock and the table held. */
  sitting: z
    .object({
      /** HH:MM on the date. */
      time: z.string(),
      /** HH:MM when the table is wanted back (the restaurant's turn time later). */
      endTime: z.string(),
      /** ISO instants the table is held from and to. */
      startsAt: z.string(),
      endsAt: z.string(),
      table: z.object({ number: z.string(), location: z.enum(TABLE_LOCATIONS) }),
    })
    .nullable(),
  /** For a car rental, a transfer or a taxi: the vehicle, where and when. */
  vehicle: z
    .object({
      service: z.enum(VEHICLE_SERVICES),
      classId: z.string(),
      /** The class and its sample model as booked. */
      name: z.string(),
      model: z.string(),
      image: z.string(),
      /** Each place: "TZX" or "41.001500,39.717800", its name in the reader's language, its position. */
      pickup: z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
      dropoff: z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
      /** ISO instants, and the same on the place's wall clock (YYYY-MM-DDTHH:MM). */
      pickupAt: z.string(),
      endsAt: z.string(),
      pickupLocal: z.string(),
      endsLocal: z.string(),
      passengers: z.number().int(),
      distanceKm: z.number().nullable(),
      extras: z.array(z.object({ code: z.string(), amount: z.number().int() })),
      flightNumber: z.string().nullable(),
      nameSign: z.string().nullable(),
      freeWaitMinutes: z.number().int(),
    })
    .nullable()
    .optional(),
  /** For a hotel of the travel data provider: the hotel and room as booked, and the confirmation. */
  providerHotel: z
    .object({
      hotelId: z.string(),
      name: z.string(),
      cityName: z.string(),
      image: z.string(),
      /** `fallback`: a room built from the hotel's best rate, confirmed by the agency with the hotel. */
      roomKind: z.enum(['provider', 'fallback']),
      /** The provider's room category (STANDARD_ROOM, SUITE…), named by the web. */
      roomCategory: z.string(),
      roomDescription: z.string(),
      pricePerNight: z.number().int(),
      refundableUntil: z.string().nullable(),
      /** TZN- and six digits. */
      confirmation: z.string(),
    })
    .nullable()
    .optional(),
  /** For a flight: the itineraries as ordered, the travellers (documents masked) and the confirmation. */
  flight: z
    .object({
      /** TF- and six digits; the airline's record locator. */
      confirmation: z.string(),
      recordLocator: z.string(),
      itineraries: z.array(flightItineraryDto),
      carriers: z.record(z.string(), z.string()),
      cabin: z.string().nullable(),
      passengers: z.number().int(),
      travelers: z.array(
        z.object({
          firstName: z.string(),
          lastName: z.string(),
          documentType: z.string(),
          documentMasked: z.string(),
        }),
      ),
    })
    .nullable()
    .optional(),
  /**
   * Where the traveller goes, on the map: the hotel, the restaurant, or a trip's first stop (the
   * first of its hotels with a map position); null when it has no map position. (Absent only from
   * an answer first given before places were told, replayed for its Idempotency-Key.)
   */
  place: bookingPlaceDto.nullable().optional(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.array(bookingNightDto),
  guests: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  specialRequests: z.string(),
  /** `none` for a restaurant table: nothing is paid and every amount is 0. */
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }).nullable(),
  promoCode: z.string().nullable(),
  ...priceTotals,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /**
   * ISO instant: free cancellation ends: 24 h before check-in at the hotel's check-in time, before
   * 09:00 on a trip's first day, or before a table's sitting (business time zone).
   */
  freeCancellationUntil: z.string(),
  /** The caller may cancel now (own booking, allowed status, before the deadline). */
  canCancel: z.boolean(),
});
export type BookingDto = z.infer<typeof bookingDto>;

export const adminBookingDto = bookingDto.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  events: z.array(
    z.object({
      fromStatus: bookingStatus.nullable(),
      toStatus: bookingStatus,
      at: z.string(),
      actor: z.string().nullable(),
      note: z.string(),
    }),
  ),
});
export type AdminBookingDto = z.infer<typeof adminBookingDto>;
