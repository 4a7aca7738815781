/**
 * The travel data provider: hotels and flights in the provider's own shapes (the Amadeus
 * Self-Service APIs, `../shared/provider-specs/`). Two implementations answer this interface:
 * `amadeus` (the real HTTP client, `amadeus/`) and `offline` (deterministic data in the same
 * shapes, `offline/`), chosen by configuration (TRAVEL_PROVIDER). Only the server calls it; the
 * browser reads our own `/api/travel/...` answers.
 *
 * Only the fields the product reads are typed; the provider may send more, and an object that is
 * sent back to the provider (a flight offer to price or order) is kept whole.
 */

/** Hotel List: `GET /v1/reference-data/locations/hotels/by-city` and `/by-hotels`. */
export interface ProviderHotel {
  hotelId: string;
  name: string;
  chainCode?: string;
  iataCode?: string;
  dupeId?: number;
  geoCode?: { latitude: number; longitude: number };
  address?: { countryCode?: string; cityName?: string; lines?: string[]; postalCode?: string };
  distance?: { value: number; unit: string };
  /** Stars, "1" to "5", when the provider knows them. */
  rating?: string | number;
  amenities?: string[];
  lastUpdate?: string;
}

export interface HotelsByCityQuery {
  cityCode: string;
  radius: number;
  radiusUnit: 'KM' | 'MILE';
  hotelSource: 'ALL' | 'BEDBANK' | 'DIRECTCHAIN';
}

/** Hotel Search v3: a price of an offer. */
export interface ProviderHotelPrice {
  currency: string;
  base?: string;
  total?: string;
  taxes?: { amount?: string; currency?: string; code?: string; included?: boolean }[];
  variations?: {
    average?: { base?: string; total?: string };
    changes?: { startDate: string; endDate: string; base?: string; total?: string }[];
  };
}

/** Hotel Search v3: one room offer. */
export interface ProviderHotelOffer {
  id: string;
  checkInDate?: string;
  checkOutDate?: string;
  rateCode?: string;
  boardType?: string;
  room?: {
    type?: string;
    typeEstimated?: { category?: string; beds?: number; bedType?: string };
    description?: { text?: string; lang?: string };
  };
  guests?: { adults?: number };
  price: ProviderHotelPrice;
  policies?: {
    paymentType?: string;
    cancellations?: { deadline?: string; amount?: string; numberOfNights?: number; type?: string }[];
    cancellation?: { deadline?: string; amount?: string; type?: string };
  };
  self?: string;
}

/** Hotel Search v3: a hotel and its offers (`GET /v3/shopping/hotel-offers`). */
export interface ProviderHotelOffers {
  type: 'hotel-offers';
  hotel: {
    hotelId: string;
    name?: string;
    cityCode?: string;
    chainCode?: string;
    latitude?: number;
    longitude?: number;
  };
  available: boolean;
  offers?: ProviderHotelOffer[];
  self?: string;
}

export interface HotelOffersQuery {
  hotelIds: string[];
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  roomQuantity: number;
  currency: string;
  /** The provider answers one best rate per hotel unless told otherwise (its default is true). */
  bestRateOnly?: boolean;
}

/** Hotel Ratings: `GET /v2/e-reputation/hotel-sentiments` (at most 3 hotels a call). */
export interface ProviderHotelSentiment {
  hotelId: string;
  /** 0-100. */
  overallRating?: number;
  numberOfReviews?: number;
  numberOfRatings?: number;
  sentiments?: Record<string, number>;
}

export interface FlightEndpoint {
  iataCode: string;
  terminal?: string;
  /** The airport's local wall-clock time, without an offset: "2027-05-01T09:35:00". */
  at: string;
}

export interface FlightSegment {
  id?: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  carrierCode: string;
  number: string;
  aircraft?: { code?: string };
  operating?: { carrierCode?: string };
  /** ISO 8601, e.g. "PT1H50M", "P1DT2H", "PT75M". */
  duration?: string;
  numberOfStops?: number;
}

/** Flight Offers Search v2: an offer, sent back whole to price and order it. */
export interface FlightOffer {
  type: 'flight-offer';
  id: string;
  source?: string;
  oneWay?: boolean;
  lastTicketingDate?: string;
  numberOfBookableSeats?: number;
  itineraries: { duration?: string; segments: FlightSegment[] }[];
  price: {
    currency: string;
    total: string;
    base: string;
    grandTotal?: string;
    fees?: { amount: string; type: string }[];
  };
  validatingAirlineCodes?: string[];
  travelerPricings: {
    travelerId: string;
    travelerType?: string;
    fareOption?: string;
    price?: { currency: string; total: string; base?: string };
    fareDetailsBySegment: {
      segmentId: string;
      cabin?: string;
      fareBasis?: string;
      class?: string;
      includedCheckedBags?: { quantity?: number; weight?: number; weightUnit?: string };
    }[];
  }[];
  [more: string]: unknown;
}

export interface FlightDictionaries {
  carriers?: Record<string, string>;
  aircraft?: Record<string, string>;
  locations?: Record<string, { cityCode?: string; countryCode?: string }>;
  currencies?: Record<string, string>;
}

export type TravelClass = 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';

export interface FlightOffersQuery {
  originLocationCode: string;
  destinationLocationCode: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  travelClass: TravelClass;
  currencyCode: string;
  max: number;
}

/** Flight Create Orders: a traveler. */
export interface FlightTraveler {
  id: string;
  dateOfBirth: string;
  name: { firstName: string; lastName: string };
  gender?: 'MALE' | 'FEMALE';
  contact?: {
    emailAddress?: string;
    phones?: { deviceType: 'MOBILE' | 'LANDLINE'; countryCallingCode: string; number: string }[];
  };
  documents?: {
    documentType: 'PASSPORT' | 'IDENTITY_CARD';
    number: string;
    expiryDate: string;
    issuanceCountry: string;
    nationality: string;
    holder: boolean;
  }[];
}

export interface FlightOrderRequest {
  flightOffers: FlightOffer[];
  travelers: FlightTraveler[];
  remarks?: { general?: { subType: string; text: string }[] };
  contacts?: {
    addresseeName?: { firstName: string; lastName: string };
    purpose?: string;
    emailAddress?: string;
    address?: { lines: string[]; postalCode?: string; cityName: string; countryCode: string };
  }[];
}

/** Flight Create Orders: the order made. */
export interface FlightOrder {
  type: 'flight-order';
  id: string;
  /** The airline's record locator(s), e.g. `{ reference: "MLTYBQ", originSystemCode: "GDS" }`. */
  associatedRecords?: {
    reference: string;
    creationDate?: string;
    originSystemCode?: string;
    flightOfferId?: string;
  }[];
  flightOffers: FlightOffer[];
  travelers?: FlightTraveler[];
}

/**
 * Why a call failed, as the product tells it: the provider could not be reached or timed out
 * (`unavailable`, 503 to our clients), refused what was asked (`rejected`, e.g. an offer no
 * longer sold; 409/422), or does not know it (`not_found`).
 */
export type ProviderFailure = 'unavailable' | 'rejected' | 'not_found';

export class TravelProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    /** The provider's error code (its `errors[0].code`), when it gave one. */
    readonly providerCode?: number | string,
  ) {
    super(message);
    this.name = 'TravelProviderError';
  }
}

/** What the product asks of a travel data provider. Every method may throw TravelProviderError. */
export interface TravelProvider {
  readonly name: 'offline' | 'amadeus';
  hotelsByCity(query: HotelsByCityQuery): Promise<ProviderHotel[]>;
  hotelsByIds(hotelIds: string[]): Promise<ProviderHotel[]>;
  hotelOffers(query: HotelOffersQuery): Promise<ProviderHotelOffers[]>;
  /** One offer priced again (`GET /v3/shopping/hotel-offers/{offerId}`). */
  hotelOffer(offerId: string): Promise<ProviderHotelOffers>;
  /** At most 3 ids a call. */
  hotelSentiments(hotelIds: string[]): Promise<ProviderHotelSentiment[]>;
  flightOffers(query: FlightOffersQuery): Promise<{ data: FlightOffer[]; dictionaries: FlightDictionaries }>;
  /** Flight Offers Price: the offers priced again (their price may have changed). */
  priceFlightOffers(
    offers: FlightOffer[],
  ): Promise<{ flightOffers: FlightOffer[]; dictionaries?: FlightDictionaries }>;
  createFlightOrder(order: FlightOrderRequest): Promise<FlightOrder>;
}
