import { readFileSync } from 'node:fs';

/**
 * The provider's own example payloads, copied unmodified from its OpenAPI specs
 * (`../shared/provider-specs/json/`, MIT, © Amadeus IT Group SA) into `examples/<name>.json`, so
 * that the fake answers with them in a fresh clone too. Each entry names the spec file and the
 * JSON path of the example; `extract-examples.ts` copies them again, `examples.test.ts` checks
 * that the copies still equal the specs.
 */
export const EXAMPLE_SOURCES = {
  token: {
    spec: 'Authorizaton_v1_swagger_specification.json',
    at: ['components', 'schemas', 'AmadeusOAuth2Token', 'example'],
  },
  'token-invalid-client': {
    spec: 'Authorizaton_v1_swagger_specification.json',
    at: ['components', 'schemas', 'ErrorResponse', 'example'],
  },
  'hotels-by-city': {
    spec: 'HotelList_v1_swagger_specification.json',
    at: [
      'paths',
      '/reference-data/locations/hotels/by-city',
      'get',
      'responses',
      '200',
      'content',
      'application/vnd.amadeus+json',
      'examples',
      'Successful Reply',
      'value',
    ],
  },
  'hotels-by-hotels': {
    spec: 'HotelList_v1_swagger_specification.json',
    at: [
      'paths',
      '/reference-data/locations/hotels/by-hotels',
      'get',
      'responses',
      '200',
      'content',
      'application/vnd.amadeus+json',
      'examples',
      'Successful Reply',
      'value',
    ],
  },
  'hotel-list-404': {
    spec: 'HotelList_v1_swagger_specification.json',
    at: ['components', 'schemas', 'Error_404', 'example'],
  },
  'hotel-offers': {
    spec: 'HotelSearch_v3_swagger_specification.json',
    at: ['definitions', 'MultiResponse', 'example'],
  },
  'hotel-offer': {
    spec: 'HotelSearch_v3_swagger_specification.json',
    at: ['definitions', 'PricingResponse', 'example'],
  },
  'hotel-sentiments': {
    spec: 'HotelRatings_v2_swagger_specification.json',
    at: ['responses', 'sentiments', 'schema', 'example'],
  },
  'flight-offers': {
    spec: 'FlightOffersSearch_v2_swagger_specification.json',
    at: ['responses', 'GETAirOffersReply', 'schema', 'example'],
  },
  'flight-offers-pricing': {
    spec: 'FlightOffersPrice_v1_swagger_specification.json',
    at: ['responses', 'returnQuotation', 'schema', 'example'],
  },
  'flight-order': {
    spec: 'FlightCreateOrders_v1_swagger_specification.json',
    at: ['responses', 'returnFlightOrders', 'schema', 'example'],
  },
  'error-400': {
    spec: 'FlightOffersSearch_v2_swagger_specification.json',
    at: ['definitions', 'Error_400', 'example'],
  },
  'error-500': {
    spec: 'FlightOffersSearch_v2_swagger_specification.json',
    at: ['definitions', 'Error_500', 'example'],
  },
} as const satisfies Record<string, { spec: string; at: readonly string[] }>;

export type ExampleName = keyof typeof EXAMPLE_SOURCES;

export const EXAMPLES_DIR = new URL('./examples/', import.meta.url);

/** Where the specs are in a working copy that has them (the repository's `../shared`). */
export const SPECS_DIR = new URL('../../../../../../shared/provider-specs/json/', import.meta.url);

/** A fresh copy of an example (callers may change it). */
export function loadExample(name: ExampleName): unknown {
  return JSON.parse(readFileSync(new URL(`${name}.json`, EXAMPLES_DIR), 'utf8'));
}

/** The example as it stands in its spec file, or undefined when the path is missing. */
export function exampleInSpec(specJson: unknown, at: readonly string[]): unknown {
  let node: unknown = specJson;
  for (const key of at) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
