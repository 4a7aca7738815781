import { z } from 'zod';
import { CABIN_CLASSES } from './recent-searches.ts';

/** What our /api/travel answers. The web imports these as types only. */

/**
 * Where an answer came from: the configured provider, or the offline provider standing in for it
 * (`fallback`: the provider was down or too slow; its offers are shown for planning and cannot be
 * booked). With the offline provider configured (the demo), its answers are bookable.
 */
export const travelSourceFields = {
  source: z.enum(['provider', 'offline']),
  fallback: z.boolean(),
  bookable: z.boolean(),
};

/** A price in minor units of `currency` (USD from the provider). */
const money = z.number().int();

export const trabzonHotelDto = z.object({
  hotelId: z.string(),
  name: z.string(),
  /** Stars, 1 to 5, when the provider knows them. */
  stars: z.number().int().nullable(),
  /** Guests' rating out of 100 and how many reviews it is made of, when known. */
  rating: z.number().int().nullable(),
  reviews: z.number().int().nullable(),
  cityName: z.string(),
  countryCode: z.string(),
  /** From the city's airport. */
  distanceKm: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The provider's amenity codes (WIFI, SPA…), named by the web in the reader's language. */
  amenities: z.array(z.string()),
  /** In the reader's language when written in it, else English (`descriptionLang` says which). */
  description: z.string(),
  descriptionLang: z.string(),
  image: z.string(),
  /** The best rate for the stay, per night; null when nothing is offered for these dates. */
  pricePerNight: money.nullable(),
  currency: z.string(),
});
export type TrabzonHotelDto = z.infer<typeof trabzonHotelDto>;

/** GET /api/travel/hotels: the best rated hotels around Trabzon and Rize for a stay. */
export const trabzonHotelsDto = z.object({
  hotels: z.array(trabzonHotelDto),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  nights: z.number().int(),
  ...travelSourceFields,
});
export type TrabzonHotelsDto = z.infer<typeof trabzonHotelsDto>;

export const hotelRoomOfferDto = z.object({
  id: z.string(),
  /** `fallback`: a room of the hotel built from its best rate (spec section 9), to be confirmed. */
  kind: z.enum(['provider', 'fallback']),
  /** The provider's room category (STANDARD_ROOM, DELUXE_ROOM, SUITE…), named by the web. */
  category: z.string(),
  beds: z.number().int().nullable(),
  bedType: z.string().nullable(),
  /** How many it sleeps, when the provider says ("Sleeps 2 guests" otherwise). */
  sleeps: z.number().int().nullable(),
  description: z.string(),
  /** The description's language as the provider gives it (`en`), or null when it does not say. */
  descriptionLang: z.string().nullable(),
  boardType: z.string().nullable(),
  pricePerNight: money,
  nights: z.number().int(),
  /** pricePerNight × nights. */
  total: money,
  currency: z.string(),
  /** ISO instant free cancellation ends, or null when the rate is not refundable. */
  refundableUntil: z.string().nullable(),
});
export type HotelRoomOfferDto = z.infer<typeof hotelRoomOfferDto>;

/** GET /api/travel/hotels/:hotelId/offers */
export const hotelOffersDto = z.object({
  hotel: z.object({ hotelId: z.string(), name: z.string() }),
  offers: z.array(hotelRoomOfferDto),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  nights: z.number().int(),
  ...travelSourceFields,
});
export type HotelOffersDto = z.infer<typeof hotelOffersDto>;

const flightPointDto = z.object({
  code: z.string(),
  terminal: z.string().nullable(),
  /** The airport's own wall clock, as the provider gives it: YYYY-MM-DDTHH:MM:SS. */
  at: z.string(),
  timeZone: z.string().nullable(),
});

export const flightSegmentDto = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  /** E.g. "TK 2831". */
  flightNumber: z.string(),
  operatingCarrier: z.string().nullable(),
  aircraft: z.string().nullable(),
  from: flightPointDto,
  to: flightPointDto,
  durationMinutes: z.number().int().nullable(),
});

export const flightItineraryDto = z.object({
  /** The provider's duration, read (never worked out from two local times). */
  durationMinutes: z.number().int().nullable(),
  stops: z.number().int(),
  /** Days the arrival's date is after the departure's, each on its airport's clock. */
  dayShift: z.number().int(),
  segments: z.array(flightSegmentDto),
});

export type FlightItineraryDto = z.infer<typeof flightItineraryDto>;

export const flightOfferDto = z.object({
  /** The provider's offer sealed by the server: sent back to price and book it. */
  token: z.string(),
  id: z.string(),
  itineraries: z.array(flightItineraryDto),
  /** For all the passengers. Taxes and fees = total − base. */
  price: z.object({ total: money, base: money, taxes: money, perPassenger: money, currency: z.string() }),
  passengers: z.number().int(),
  cabin: z.enum(CABIN_CLASSES).nullable(),
  /** Checked bags per passenger: pieces, or a weight allowance. */
  checkedBags: z.object({
    quantity: z.number().int().nullable(),
    weight: z.number().nullable(),
    unit: z.string().nullable(),
  }),
  seatsLeft: z.number().int().nullable(),
  lastTicketingDate: z.string().nullable(),
  validatingCarrier: z.string().nullable(),
});
export type FlightOfferDto = z.infer<typeof flightOfferDto>;

/** GET /api/travel/flights */
export const flightSearchDto = z.object({
  offers: z.array(flightOfferDto),
  /** The provider's carriers dictionary for these offers (code → name). */
  carriers: z.record(z.string(), z.string()),
  ...travelSourceFields,
});
export type FlightSearchDto = z.infer<typeof flightSearchDto>;

/** POST /api/bookings/quote for a Trabzon hotel offer: the offer as the provider prices it now. */
export const providerHotelQuoteDto = z.object({
  hotel: z.object({ hotelId: z.string(), name: z.string(), cityName: z.string(), image: z.string() }),
  offer: hotelRoomOfferDto,
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
});
export type ProviderHotelQuoteDto = z.infer<typeof providerHotelQuoteDto>;

/** POST /api/bookings/quote for a flight: the offer as the provider prices it now. */
export const flightQuoteDto = z.object({
  offer: flightOfferDto,
  carriers: z.record(z.string(), z.string()),
});
export type FlightQuoteDto = z.infer<typeof flightQuoteDto>;
