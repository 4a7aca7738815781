import {
  type FlightDictionaries,
  type FlightOffer,
  type FlightOrder,
  type ProviderHotel,
  type ProviderHotelOffers,
  type ProviderHotelSentiment,
  type TravelProvider,
  TravelProviderError,
} from '../travel-provider.ts';
import { accessTokens } from './access-token.ts';
import type { ProviderLogger } from './provider-fetch.ts';
import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type ProviderRequest,
  providerHttp,
} from './provider-http.ts';

export type { ProviderLogger } from './provider-fetch.ts';

export interface AmadeusProviderOptions {
  /** The host root, e.g. `https://test.api.amadeus.com`: the client adds the versioned paths. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per HTTP exchange (the token's too); 10 000 ms unless told. */
  timeoutMs?: number;
  /** Retries of a call that failed for a passing reason (429, 5xx, timeout, network); 2 unless told. */
  maxRetries?: number;
  /** The clock the token's expiry is kept by (ms). */
  now?: () => number;
  /** Waits between retries. */
  sleep?: (ms: number) => Promise<void>;
  logger?: ProviderLogger;
}

/** Hotel Ratings answers at most 3 hotels a call. */
export const SENTIMENTS_PER_CALL = 3;

export const PATHS = {
  hotelsByCity: '/v1/reference-data/locations/hotels/by-city',
  hotelsByIds: '/v1/reference-data/locations/hotels/by-hotels',
  hotelOffers: '/v3/shopping/hotel-offers',
  hotelSentiments: '/v2/e-reputation/hotel-sentiments',
  flightOffers: '/v2/shopping/flight-offers',
  flightPricing: '/v1/shopping/flight-offers/pricing',
  flightOrders: '/v1/booking/flight-orders',
} as const;

const consoleLogger: ProviderLogger = { warn: (obj, msg) => console.warn(msg, obj) };
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The travel data provider over HTTP (the Amadeus Self-Service APIs, their paths and shapes as in
 * `../shared/provider-specs/`). Stateless but for the access token: answers are not cached here.
 * The client secret and the token are never logged nor put in an error's message.
 */
export function amadeusProvider(options: AmadeusProviderOptions): TravelProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const tokens = accessTokens({
    baseUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    timeoutMs,
    now,
    logger,
  });
  const http = providerHttp({
    baseUrl,
    tokens,
    timeoutMs,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    now,
    sleep: options.sleep ?? realSleep,
    logger,
  });

  const get = (path: string, query: ProviderRequest['query']) =>
    http.send({ method: 'GET', path, query, idempotent: true });

  return {
    name: 'amadeus',

    async hotelsByCity(query) {
      const body = await get(PATHS.hotelsByCity, {
        cityCode: query.cityCode,
        radius: query.radius,
        radiusUnit: query.radiusUnit,
        hotelSource: query.hotelSource,
      });
      return listIn<ProviderHotel>(body, PATHS.hotelsByCity);
    },

    async hotelsByIds(hotelIds) {
      if (hotelIds.length === 0) return [];
      const body = await get(PATHS.hotelsByIds, { hotelIds: hotelIds.join(',') });
      return listIn<ProviderHotel>(body, PATHS.hotelsByIds);
    },

    async hotelOffers(query) {
      if (query.hotelIds.length === 0) return [];
      const body = await get(PATHS.hotelOffers, {
        hotelIds: query.hotelIds.join(','),
        checkInDate: query.checkInDate,
        checkOutDate: query.checkOutDate,
        adults: query.adults,
        roomQuantity: query.roomQuantity,
        currency: query.currency,
        bestRateOnly: query.bestRateOnly,
      });
      return listIn<ProviderHotelOffers>(body, PATHS.hotelOffers);
    },

    async hotelOffer(offerId) {
      const path = `${PATHS.hotelOffers}/${encodeURIComponent(offerId)}`;
      return objectIn<ProviderHotelOffers>(await get(path, {}), PATHS.hotelOffers);
    },

    async hotelSentiments(hotelIds) {
      const batches: string[][] = [];
      for (let i = 0; i < hotelIds.length; i += SENTIMENTS_PER_CALL) {
        batches.push(hotelIds.slice(i, i + SENTIMENTS_PER_CALL));
      }
      // One batch after another: the provider allows one request every 100 ms.
      const ratings: ProviderHotelSentiment[] = [];
      for (const batch of batches) {
        const body = await get(PATHS.hotelSentiments, { hotelIds: batch.join(',') });
        // Hotels it has no ratings for are left out of `data` (and named in `warnings`).
        if (isRecord(body) && body.data === undefined) continue;
        ratings.push(...listIn<ProviderHotelSentiment>(body, PATHS.hotelSentiments));
      }
      return ratings;
    },

    async flightOffers(query) {
      const body = await get(PATHS.flightOffers, {
        originLocationCode: query.originLocationCode,
        destinationLocationCode: query.destinationLocationCode,
        departureDate: query.departureDate,
        returnDate: query.returnDate,
        adults: query.adults,
        travelClass: query.travelClass,
        currencyCode: query.currencyCode,
        max: query.max,
      });
      return {
        data: listIn<FlightOffer>(body, PATHS.flightOffers),
        dictionaries: dictionariesIn(body) ?? {},
      };
    },

    async priceFlightOffers(offers) {
      const body = await http.send({
        method: 'POST',
        path: PATHS.flightPricing,
        // The spec's pricing is a GET carried by a POST (its body is too large for a query).
        headers: { 'X-HTTP-Method-Override': 'GET' },
        body: { data: { type: 'flight-offers-pricing', flightOffers: offers } },
        idempotent: true,
      });
      const data = objectIn<{ flightOffers?: unknown }>(body, PATHS.flightPricing);
      if (!Array.isArray(data.flightOffers)) throw unexpected(PATHS.flightPricing);
      const dictionaries = dictionariesIn(body);
      return { flightOffers: data.flightOffers as FlightOffer[], ...(dictionaries ? { dictionaries } : {}) };
    },

    async createFlightOrder(order) {
      const body = await http.send({
        method: 'POST',
        path: PATHS.flightOrders,
        body: {
          data: {
            type: 'flight-order',
            flightOffers: order.flightOffers,
            travelers: order.travelers,
            ...(order.remarks ? { remarks: order.remarks } : {}),
            ...(order.contacts ? { contacts: order.contacts } : {}),
          },
        },
        // Not idempotent: a timeout or a 5xx may hide an order made; only a 429 is retried.
        idempotent: false,
      });
      const made = objectIn<FlightOrder>(body, PATHS.flightOrders);
      if (typeof made.id !== 'string') throw unexpected(PATHS.flightOrders);
      return made;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function unexpected(path: string): TravelProviderError {
  return new TravelProviderError(
    'unavailable',
    `Travel provider ${path}: the answer is not in the expected shape`,
  );
}

/** `data` of a list answer; each item an object. */
function listIn<T>(body: unknown, path: string): T[] {
  if (!isRecord(body) || !Array.isArray(body.data) || !body.data.every(isRecord)) throw unexpected(path);
  return body.data as T[];
}

function objectIn<T>(body: unknown, path: string): T {
  if (!isRecord(body) || !isRecord(body.data)) throw unexpected(path);
  return body.data as T;
}

function dictionariesIn(body: unknown): FlightDictionaries | undefined {
  return isRecord(body) && isRecord(body.dictionaries)
    ? (body.dictionaries as FlightDictionaries)
    : undefined;
}
