// The few parts of the provider's official Node SDK (`amadeus`, a devDependency without types) that
// the tests use to prove that the fake provider speaks the provider's protocol.
declare module 'amadeus' {
  interface AmadeusResponse {
    statusCode: number;
    result: { data?: unknown; dictionaries?: Record<string, unknown>; [more: string]: unknown };
    data: unknown;
  }
  interface AmadeusResponseError {
    code: string;
    description: unknown;
    response: { statusCode: number; result: unknown };
  }
  type Params = Record<string, string | number | boolean>;
  interface Get {
    get(params?: Params): Promise<AmadeusResponse>;
  }
  interface Post {
    post(body: object): Promise<AmadeusResponse>;
  }
  interface AmadeusOptions {
    clientId: string;
    clientSecret: string;
    /** 'test' or 'production': picks a host from the SDK's own table. */
    hostname?: string;
    host?: string;
    port?: number;
    ssl?: boolean;
    /** A Node http(s)-compatible module: only `request(options)` is called. */
    http?: { request(options: import('node:http').RequestOptions): import('node:http').ClientRequest };
    logLevel?: 'debug' | 'warn' | 'silent';
  }
  export default class Amadeus {
    constructor(options: AmadeusOptions);
    referenceData: { locations: { hotels: { byCity: Get; byHotels: Get } } };
    shopping: {
      hotelOffersSearch: Get;
      hotelOfferSearch(offerId: string): Get;
      flightOffersSearch: Get;
      flightOffers: { pricing: Post };
    };
    booking: { flightOrders: Post };
    eReputation: { hotelSentiments: Get };
  }
  export type { AmadeusResponseError };
}
