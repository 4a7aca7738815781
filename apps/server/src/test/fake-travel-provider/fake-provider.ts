import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadExample } from './examples.ts';

/**
 * A local stand-in for the travel data provider (the Amadeus Self-Service APIs): a `node:http`
 * server that speaks its protocol — the OAuth2 client-credentials token, the bearer check, the
 * versioned paths, its error shapes and content types — and answers with the examples of its
 * official specs (`examples/`). Tests start it in-process (`startFakeProvider`); the end-to-end
 * suite starts `cli.ts` and steers it over HTTP (`/__control/...`).
 *
 * It imports nothing from the product, so that Node runs it as it is (type stripping only).
 */

export const TOKEN_PATH = '/v1/security/oauth2/token';
export const PATHS = {
  hotelsByCity: '/v1/reference-data/locations/hotels/by-city',
  hotelsByIds: '/v1/reference-data/locations/hotels/by-hotels',
  hotelOffers: '/v3/shopping/hotel-offers',
  hotelSentiments: '/v2/e-reputation/hotel-sentiments',
  flightOffers: '/v2/shopping/flight-offers',
  flightPricing: '/v1/shopping/flight-offers/pricing',
  flightOrders: '/v1/booking/flight-orders',
} as const;

export interface FakeProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The `expires_in` of the tokens it issues; 1799 as the provider's own. */
  tokenTtlSeconds?: number;
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** The clock tokens expire by (ms); `advance` moves it further. */
  now?: () => number;
}

/** One request the fake received (control requests are not logged). */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** JSON bodies parsed, form bodies as an object, anything else as text; null when empty. */
  body: unknown;
  authorization: string | null;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The status it answered (0 while it has not yet). */
  status: number;
}

/**
 * What the next matching calls answer instead of the default. Several effects may be combined
 * (a delay, then a status). Rules are matched in the order they were given; a call uses the first
 * rule that matches and has calls left.
 */
export interface FailRule {
  /** The exact path; ending in `*`, a prefix. Omitted: every API path (not the token's). */
  path?: string;
  method?: string;
  /** How many calls the rule applies to; omitted, every call until `reset()`. */
  times?: number;
  /** Waits this long before answering (longer than a client's timeout makes it time out). */
  delayMs?: number;
  /** Answers this status with the provider's error shape for it (401, 403, 404, 400, 429, 500…). */
  status?: number;
  /** Sent as the `Retry-After` header (seconds, or an HTTP date). */
  retryAfter?: number | string;
  /** Replaces fields of the provider's error (its `errors[0]`) for a 4xx/5xx answer. */
  error?: { code?: number; title?: string; detail?: string };
  /** The bearer token of the call expires now (the call then answers 401 "expired"). */
  expireToken?: boolean;
  /** Pricing (flights) or a hotel offer answers with this total instead. */
  priceChange?: string;
}

export interface FakeProvider {
  /** The host root, e.g. `http://127.0.0.1:4455`: clients add the versioned paths. */
  readonly url: string;
  readonly calls: FakeCall[];
  /** The API calls only (no token requests), optionally of one path. */
  apiCalls(path?: string): FakeCall[];
  tokenRequests(): number;
  fail(rule: FailRule): void;
  /** Flight pricing answers this total from now on (null: the offers' own). */
  setPrice(total: string | null): void;
  /** Moves the clock tokens expire by. */
  advance(seconds: number): void;
  /** Every token issued so far expires now. */
  expireTokens(): void;
  /**
   * Adds hotels (by-city answers them for their `iataCode` instead of the examples'; by-hotels and
   * hotel offers know them) and, optionally, their guests' ratings (Hotel Ratings' shape).
   */
  addHotels(hotels: FakeHotel[], sentiments?: FakeSentiment[]): void;
  /**
   * Forgets the rules, the price, the added hotels, the call log and the token count; issued tokens
   * stay valid.
   */
  reset(): void;
  close(): Promise<void>;
}

/** A hotel's ratings, as Hotel Ratings answers them. */
export interface FakeSentiment {
  hotelId: string;
  overallRating: number;
  numberOfReviews?: number;
  numberOfRatings?: number;
  sentiments?: Record<string, number>;
}

type Json = Record<string, unknown>;

/** A hotel of the fake's Hotel List (the shape of the by-city example's entries). */
export interface FakeHotel {
  hotelId: string;
  name: string;
  chainCode?: string;
  iataCode: string;
  dupeId?: number;
  geoCode?: { latitude: number; longitude: number };
  address?: { countryCode?: string };
  distance?: { value: number; unit: string };
}

interface IssuedHotelOffer {
  hotelId: string;
  checkInDate?: string;
  checkOutDate?: string;
  adults?: number;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The provider answers its APIs in its own media type; the token endpoint in plain JSON. */
const API_TYPE = 'application/vnd.amadeus+json';
const TOKEN_TYPE = 'application/json';

/**
 * The gateway's own errors, in the specs' error shape. The 401s are those of the provider's
 * "common errors" guide; the 403, 404 and 429 are not documented there nor in the specs: their
 * codes here stand in for the provider's.
 */
const GATEWAY_ERRORS = {
  invalidToken: {
    status: 401,
    code: 38190,
    title: 'Invalid access token',
    detail: 'The access token provided in the Authorization header is invalid',
  },
  missingToken: {
    status: 401,
    code: 38191,
    title: 'Invalid HTTP header',
    detail: 'Missing or invalid format for mandatory Authorization header',
  },
  expiredToken: {
    status: 401,
    code: 38192,
    title: 'Access token expired',
    detail: 'The access token is expired',
  },
  tooManyRequests: {
    status: 429,
    code: 38194,
    title: 'Too many requests',
    detail: 'The network rate limit is exceeded, please try again later',
  },
  notFound: {
    status: 404,
    code: 38196,
    title: 'Resource not found',
    detail: 'The targeted resource does not exist',
  },
  forbidden: { status: 403, code: 38197, title: 'Forbidden', detail: 'Access forbidden' },
} as const;

const deepCopy = <T>(value: T): T => structuredClone(value);
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const ttlSeconds = options.tokenTtlSeconds ?? 1799;
  const baseNow = options.now ?? Date.now;
  let offsetMs = 0;
  const clock = () => baseNow() + offsetMs;

  const examples = {
    token: loadExample('token') as Json,
    invalidClient: loadExample('token-invalid-client') as Json,
    hotelsByCity: loadExample('hotels-by-city') as { data: FakeHotel[]; meta: Json },
    hotelsByHotels: loadExample('hotels-by-hotels') as { data: FakeHotel[]; meta: Json },
    hotelList404: loadExample('hotel-list-404') as Json,
    hotelOffers: loadExample('hotel-offers') as { data: Json[] },
    hotelOffer: loadExample('hotel-offer') as { data: Json; meta?: Json },
    sentiments: loadExample('hotel-sentiments') as { data: Json[]; meta: Json; warnings: Json[] },
    flightOffers: loadExample('flight-offers') as { data: Json[]; dictionaries: Json; meta: Json },
    flightOrder: loadExample('flight-order') as { data: Json; dictionaries: Json },
    error400: loadExample('error-400') as { errors: Json[] },
    error500: loadExample('error-500') as { errors: Json[] },
  };

  /** Every hotel the examples name, by id: the Hotel List's and the Hotel Search's. */
  const exampleHotels = new Map<string, FakeHotel>();
  for (const hotel of [...examples.hotelsByCity.data, ...examples.hotelsByHotels.data])
    exampleHotels.set(hotel.hotelId, hotel);
  for (const entry of examples.hotelOffers.data) {
    const h = entry.hotel as Json;
    const id = String(h.hotelId);
    if (exampleHotels.has(id)) continue;
    exampleHotels.set(id, {
      hotelId: id,
      name: String(h.name),
      ...(h.chainCode ? { chainCode: String(h.chainCode) } : {}),
      iataCode: String(h.cityCode),
      ...(typeof h.latitude === 'number' && typeof h.longitude === 'number'
        ? { geoCode: { latitude: h.latitude, longitude: h.longitude } }
        : {}),
    });
  }
  const exampleOfferTemplate = examples.hotelOffers.data[0] as Json;
  const exampleOfferHotelId = String((exampleOfferTemplate.hotel as Json).hotelId);
  const exampleOfferId = String(((exampleOfferTemplate.offers as Json[])[0] as Json).id);

  const tokens = new Map<string, number>();
  const calls: FakeCall[] = [];
  let rules: (FailRule & { left: number })[] = [];
  let price: string | null = null;
  let tokenCount = 0;
  const issuedOffers = new Map<string, IssuedHotelOffer>();
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  const offerIdFor = (hotelId: string) =>
    hotelId === exampleOfferHotelId
      ? exampleOfferId
      : createHash('sha256')
          .update(hotelId)
          .digest('base64url')
          .replace(/[^A-Z0-9]/gi, '')
          .slice(0, 10)
          .toUpperCase();
  for (const id of exampleHotels.keys()) issuedOffers.set(offerIdFor(id), { hotelId: id });
  const exampleSentiments = new Map(examples.sentiments.data.map((s) => [String(s.hotelId), s]));

  /** Hotels and ratings a test added; with the examples', what the fake knows. */
  const addedHotels = new Map<string, FakeHotel>();
  const addedSentiments = new Map<string, Json>();
  const hotels = {
    get: (id: string) => addedHotels.get(id) ?? exampleHotels.get(id),
    has: (id: string) => addedHotels.has(id) || exampleHotels.has(id),
    inCity: (city: string) =>
      [...new Map([...exampleHotels, ...addedHotels]).values()].filter((h) => h.iataCode === city),
  };

  const apiError = (status: number, fields: Json, override?: FailRule['error']): Answer => ({
    status,
    body: { errors: [{ ...fields, status, ...(override ?? {}) }] },
  });
  const badRequest = (parameter: string, detail: string, override?: FailRule['error']): Answer => {
    const example = deepCopy(examples.error400.errors[0] as Json);
    return apiError(400, { ...example, detail, source: { parameter } }, override);
  };

  function ruleAnswer(rule: FailRule, path: string): Answer | null {
    if (rule.status === undefined) return null;
    const status = rule.status;
    const retryAfter = rule.retryAfter === undefined ? undefined : { 'retry-after': String(rule.retryAfter) };
    let answer: Answer;
    if (path === TOKEN_PATH && status === 401) {
      answer = { status, body: { ...deepCopy(examples.invalidClient), ...(rule.error ?? {}) } };
    } else if (status === 401) answer = apiError(status, GATEWAY_ERRORS.invalidToken, rule.error);
    else if (status === 403) answer = apiError(status, GATEWAY_ERRORS.forbidden, rule.error);
    else if (status === 404) {
      const example = (examples.hotelList404.errors as Json[])[0] as Json;
      answer = apiError(status, deepCopy(example), rule.error);
    } else if (status === 429) answer = apiError(status, GATEWAY_ERRORS.tooManyRequests, rule.error);
    else if (status >= 500)
      answer = apiError(status, deepCopy(examples.error500.errors[0] as Json), rule.error);
    else if (status >= 400)
      answer = apiError(status, deepCopy(examples.error400.errors[0] as Json), rule.error);
    else answer = { status, body: {} };
    return { ...answer, headers: { ...(answer.headers ?? {}), ...(retryAfter ?? {}) } };
  }

  function takeRule(method: string, path: string): FailRule | null {
    for (const rule of rules) {
      if (rule.left <= 0) continue;
      const pathMatches =
        rule.path === undefined
          ? path !== TOKEN_PATH
          : rule.path.endsWith('*')
            ? path.startsWith(rule.path.slice(0, -1))
            : rule.path === path;
      if (!pathMatches || (rule.method && rule.method.toUpperCase() !== method)) continue;
      rule.left -= 1;
      return rule;
    }
    return null;
  }

  function issueToken(form: Record<string, string>): Answer {
    if (form.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: {
          error: 'unsupported_grant_type',
          error_description: 'Only client_credentials value is allowed for the body parameter grant_type',
          code: 38187,
          title: 'Invalid parameters',
        },
      };
    }
    if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
      return { status: 401, body: deepCopy(examples.invalidClient) };
    }
    const accessToken = randomBytes(21).toString('base64url');
    tokens.set(accessToken, clock() + ttlSeconds * 1000);
    return {
      status: 200,
      body: {
        ...deepCopy(examples.token),
        client_id: options.clientId,
        access_token: accessToken,
        expires_in: ttlSeconds,
      },
    };
  }

  function checkBearer(authorization: string | null): Answer | null {
    const match = /^Bearer (\S+)$/.exec(authorization ?? '');
    if (!match?.[1]) return apiError(401, GATEWAY_ERRORS.missingToken);
    const expiresAt = tokens.get(match[1]);
    if (expiresAt === undefined) return apiError(401, GATEWAY_ERRORS.invalidToken);
    if (clock() >= expiresAt) return apiError(401, GATEWAY_ERRORS.expiredToken);
    return null;
  }

  function hotelsByCity(query: Record<string, string>): Answer {
    const cityCode = query.cityCode ?? '';
    if (!/^[a-zA-Z]{3}$/.test(cityCode)) return badRequest('cityCode', 'invalid query parameter format');
    const city = cityCode.toUpperCase();
    // A city it has hotels for answers those; any other the spec example's (as a sandbox would).
    const added = [...addedHotels.values()].filter((h) => h.iataCode === city);
    const known = hotels.inCity(city);
    const data = deepCopy(
      added.length > 0
        ? added
        : city === examples.hotelsByCity.data[0]?.iataCode || known.length === 0
          ? examples.hotelsByCity.data
          : known,
    );
    return {
      status: 200,
      body: {
        data,
        meta: { count: data.length, links: { self: `${baseUrl}${PATHS.hotelsByCity}?cityCode=${city}` } },
      },
    };
  }

  function hotelsByIds(query: Record<string, string>): Answer {
    const ids = (query.hotelIds ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 99) return badRequest('hotelIds', 'invalid query parameter format');
    const data = ids.flatMap((id) => {
      const hotel = hotels.get(id);
      return hotel ? [deepCopy(hotel)] : [];
    });
    if (data.length === 0) return { status: 404, body: deepCopy(examples.hotelList404) };
    return { status: 200, body: { data, meta: { count: data.length } } };
  }

  function hotelOfferFor(
    offerId: string,
    issued: IssuedHotelOffer,
    template: Json,
    priceTotal?: string,
  ): Json {
    const hotel = hotels.get(issued.hotelId);
    const entry = deepCopy(template);
    if (hotel && issued.hotelId !== exampleOfferHotelId) {
      entry.hotel = {
        type: 'hotel',
        hotelId: hotel.hotelId,
        ...(hotel.chainCode ? { chainCode: hotel.chainCode } : {}),
        name: hotel.name,
        cityCode: hotel.iataCode,
        ...(hotel.geoCode ? { latitude: hotel.geoCode.latitude, longitude: hotel.geoCode.longitude } : {}),
      };
    }
    const offer = (entry.offers as Json[])[0] as Json;
    offer.id = offerId;
    if (issued.checkInDate) offer.checkInDate = issued.checkInDate;
    if (issued.checkOutDate) offer.checkOutDate = issued.checkOutDate;
    if (issued.adults) offer.guests = { adults: issued.adults };
    const offerPrice = offer.price as Json;
    const variations = offerPrice.variations as { changes?: Json[] } | undefined;
    const change = variations?.changes?.[0];
    if (change && issued.checkInDate && issued.checkOutDate) {
      change.startDate = issued.checkInDate;
      change.endDate = issued.checkOutDate;
    }
    if (priceTotal) {
      offerPrice.total = priceTotal;
      offerPrice.base = priceTotal;
    }
    if ('self' in offer) offer.self = `${baseUrl}${PATHS.hotelOffers}/${offerId}`;
    return entry;
  }

  function hotelOffers(query: Record<string, string>, priceTotal?: string): Answer {
    const ids = (query.hotelIds ?? '').split(',').filter(Boolean);
    if (ids.length === 0) return badRequest('hotelIds', 'invalid query parameter format');
    const adults = query.adults === undefined ? undefined : Number(query.adults);
    if (adults !== undefined && !(Number.isInteger(adults) && adults >= 1 && adults <= 9)) {
      return badRequest('adults', 'INVALID NUMBER OF ADULTS', {
        code: 397,
        title: 'INVALID NUMBER OF ADULTS',
      });
    }
    const data = ids.flatMap((hotelId) => {
      if (!hotels.has(hotelId)) return [];
      const offerId = offerIdFor(hotelId);
      const issued: IssuedHotelOffer = {
        hotelId,
        ...(query.checkInDate ? { checkInDate: query.checkInDate } : {}),
        ...(query.checkOutDate ? { checkOutDate: query.checkOutDate } : {}),
        ...(adults ? { adults } : {}),
      };
      issuedOffers.set(offerId, issued);
      const entry = hotelOfferFor(offerId, issued, exampleOfferTemplate, priceTotal);
      entry.self = `${baseUrl}${PATHS.hotelOffers}?hotelIds=${hotelId}`;
      return [entry];
    });
    return { status: 200, body: { data } };
  }

  function hotelOffer(offerId: string, priceTotal?: string): Answer {
    const issued = issuedOffers.get(offerId);
    if (!issued) {
      const example = (examples.hotelList404.errors as Json[])[0] as Json;
      return apiError(404, { ...deepCopy(example), source: { parameter: 'offerId' } });
    }
    const answer = deepCopy(examples.hotelOffer);
    answer.data = hotelOfferFor(offerId, issued, examples.hotelOffer.data, priceTotal);
    return { status: 200, body: answer };
  }

  function hotelSentiments(query: Record<string, string>): Answer {
    const ids = (query.hotelIds ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 3) {
      return badRequest('hotelIds', 'between 1 and 3 hotel ids a request');
    }
    const known = new Map([...exampleSentiments, ...addedSentiments]);
    const data = ids.flatMap((id) => (known.has(id) ? [deepCopy(known.get(id) as Json)] : []));
    const missing = ids.filter((id) => !known.has(id));
    const warning = deepCopy(examples.sentiments.warnings[0] as Json);
    return {
      status: 200,
      body: {
        data,
        meta: {
          count: data.length,
          links: { self: `${baseUrl}${PATHS.hotelSentiments}?hotelIds=${ids.join(',')}` },
        },
        ...(missing.length
          ? { warnings: [{ ...warning, source: { parameter: 'hotelIds', pointer: missing.join(',') } }] }
          : {}),
      },
    };
  }

  function flightOffers(query: Record<string, string>): Answer {
    for (const name of ['originLocationCode', 'destinationLocationCode', 'departureDate', 'adults']) {
      if (!query[name])
        return badRequest(name, `missing query parameter ${name}`, {
          code: 32171,
          title: 'MANDATORY DATA MISSING',
        });
    }
    const answer = deepCopy(examples.flightOffers);
    const max = query.max === undefined ? undefined : Number(query.max);
    if (max !== undefined && Number.isInteger(max) && max > 0) answer.data = answer.data.slice(0, max);
    answer.meta = { ...answer.meta, count: answer.data.length };
    return { status: 200, body: answer };
  }

  function withPrice(offer: Json, total: string | null): Json {
    if (!total) return offer;
    const changed = deepCopy(offer);
    const offerPrice = (changed.price ?? {}) as Json;
    changed.price = { ...offerPrice, total, grandTotal: total };
    const pricings = changed.travelerPricings as Json[] | undefined;
    if (pricings?.length === 1 && isObject(pricings[0]?.price)) {
      pricings[0].price = { ...(pricings[0].price as Json), total };
    }
    return changed;
  }

  function pricing(body: unknown, priceTotal?: string): Answer {
    const data = isObject(body) ? body.data : undefined;
    if (!isObject(data) || data.type !== 'flight-offers-pricing') {
      return badRequest('data.type', 'data.type must be flight-offers-pricing');
    }
    const offers = data.flightOffers;
    if (!Array.isArray(offers) || offers.length === 0 || !offers.every(isObject)) {
      return badRequest('data.flightOffers', 'data.flightOffers must hold the offers to price');
    }
    const total = priceTotal ?? price;
    return {
      status: 200,
      body: {
        data: { type: 'flight-offers-pricing', flightOffers: offers.map((o) => withPrice(o as Json, total)) },
        dictionaries: deepCopy(examples.flightOffers.dictionaries),
      },
    };
  }

  function createOrder(body: unknown): Answer {
    const data = isObject(body) ? body.data : undefined;
    if (!isObject(data) || data.type !== 'flight-order')
      return badRequest('data.type', 'data.type must be flight-order');
    const { flightOffers: offers, travelers } = data;
    if (!Array.isArray(offers) || offers.length === 0 || !offers.every(isObject)) {
      return badRequest('data.flightOffers', 'data.flightOffers must hold the offer to book');
    }
    if (!Array.isArray(travelers) || travelers.length === 0) {
      return badRequest('data.travelers', 'data.travelers must name the travellers', {
        code: 32171,
        title: 'MANDATORY DATA MISSING',
      });
    }
    const example = deepCopy(examples.flightOrder);
    const record = deepCopy((example.data.associatedRecords as Json[])[0] as Json);
    const reference = Array.from(randomBytes(6), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('');
    const order: Json = {
      ...example.data,
      id: randomBytes(18).toString('base64url'),
      associatedRecords: [
        {
          ...record,
          reference,
          creationDateTime: new Date(clock()).toISOString().slice(0, 19),
          flightOfferId: String((offers[0] as Json).id),
        },
      ],
      flightOffers: offers,
      travelers,
    };
    if (data.contacts !== undefined) order.contacts = data.contacts;
    if (data.remarks !== undefined) order.remarks = data.remarks;
    return { status: 201, body: { data: order, dictionaries: example.dictionaries } };
  }

  function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    rule: FailRule | null,
  ): Answer {
    const priceTotal = rule?.priceChange;
    if (method === 'GET' && path === PATHS.hotelsByCity) return hotelsByCity(query);
    if (method === 'GET' && path === PATHS.hotelsByIds) return hotelsByIds(query);
    if (method === 'GET' && path === PATHS.hotelOffers) return hotelOffers(query, priceTotal);
    if (method === 'GET' && path.startsWith(`${PATHS.hotelOffers}/`)) {
      return hotelOffer(decodeURIComponent(path.slice(PATHS.hotelOffers.length + 1)), priceTotal);
    }
    if (method === 'GET' && path === PATHS.hotelSentiments) return hotelSentiments(query);
    if (method === 'GET' && path === PATHS.flightOffers) return flightOffers(query);
    if (method === 'POST' && path === PATHS.flightPricing) return pricing(body, priceTotal);
    if (method === 'POST' && path === PATHS.flightOrders) return createOrder(body);
    return apiError(404, GATEWAY_ERRORS.notFound);
  }

  const wait = (ms: number, res: http.ServerResponse) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
      res.once('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve();
      });
    });

  function send(res: http.ServerResponse, answer: Answer, contentType: string) {
    if (res.destroyed || res.writableEnded) return;
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(text),
      ...(answer.headers ?? {}),
    });
    res.end(text);
  }

  const control = {
    fail(rule: FailRule) {
      rules.push({ ...rule, left: rule.times ?? Number.POSITIVE_INFINITY });
    },
    setPrice(total: string | null) {
      price = total;
    },
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
    expireTokens() {
      const now = clock();
      for (const token of tokens.keys()) tokens.set(token, now);
    },
    addHotels(added: FakeHotel[], sentiments: FakeSentiment[] = []) {
      for (const hotel of added) {
        addedHotels.set(hotel.hotelId, deepCopy(hotel));
        if (!issuedOffers.has(offerIdFor(hotel.hotelId)))
          issuedOffers.set(offerIdFor(hotel.hotelId), { hotelId: hotel.hotelId });
      }
      for (const s of sentiments) addedSentiments.set(s.hotelId, { type: 'hotelSentiment', ...deepCopy(s) });
    },
    reset() {
      rules = [];
      price = null;
      addedHotels.clear();
      addedSentiments.clear();
      calls.length = 0;
      tokenCount = 0;
    },
  };

  async function handleControl(method: string, action: string, body: unknown, res: http.ServerResponse) {
    const done = () => send(res, { status: 200, body: { ok: true } }, TOKEN_TYPE);
    const input = isObject(body) ? body : {};
    if (method === 'POST' && action === 'fail') {
      control.fail(input as FailRule);
      return done();
    }
    if (method === 'POST' && action === 'hotels') {
      const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
      control.addHotels(
        list(input.hotels) as unknown as FakeHotel[],
        list(input.sentiments) as unknown as FakeSentiment[],
      );
      return done();
    }
    if (method === 'POST' && action === 'reset') {
      control.reset();
      return done();
    }
    if (method === 'POST' && action === 'advance') {
      control.advance(Number(input.seconds ?? 0));
      return done();
    }
    if (method === 'POST' && action === 'expire-tokens') {
      control.expireTokens();
      return done();
    }
    if (method === 'POST' && action === 'price') {
      control.setPrice(typeof input.total === 'string' ? input.total : null);
      return done();
    }
    if (method === 'GET' && action === 'calls')
      return send(res, { status: 200, body: { calls } }, TOKEN_TYPE);
    if (method === 'GET' && action === 'token-requests') {
      return send(res, { status: 200, body: { count: tokenCount } }, TOKEN_TYPE);
    }
    return send(res, { status: 404, body: { error: `no control action ${method} ${action}` } }, TOKEN_TYPE);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    const body = parseBody(raw, contentType);

    if (path.startsWith('/__control/')) {
      // Control bodies are JSON whatever their content type says (curl -d sends a form's).
      return handleControl(method, path.slice('/__control/'.length), parseBody(raw, 'application/json'), res);
    }

    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      ]),
    );
    const call: FakeCall = {
      method,
      path,
      query,
      body,
      authorization: req.headers.authorization ?? null,
      headers,
      status: 0,
    };
    calls.push(call);
    const reply = (answer: Answer, type: string) => {
      call.status = answer.status;
      send(res, answer, type);
    };

    const rule = takeRule(method, path);
    if (path === TOKEN_PATH) tokenCount += 1;
    if (rule?.delayMs) await wait(rule.delayMs, res);
    if (res.destroyed) return;

    if (path === TOKEN_PATH) {
      const fromRule = rule ? ruleAnswer(rule, path) : null;
      if (fromRule) return reply(fromRule, TOKEN_TYPE);
      if (method !== 'POST') return reply(apiError(404, GATEWAY_ERRORS.notFound), TOKEN_TYPE);
      const form = isObject(body) ? (body as Record<string, string>) : {};
      return reply(issueToken(form), TOKEN_TYPE);
    }

    if (rule?.expireToken) {
      const presented = /^Bearer (\S+)$/.exec(call.authorization ?? '')?.[1];
      if (presented && tokens.has(presented)) tokens.set(presented, clock());
    }
    const fromRule = rule ? ruleAnswer(rule, path) : null;
    if (fromRule) return reply(fromRule, API_TYPE);
    const refused = checkBearer(call.authorization);
    if (refused) return reply(refused, API_TYPE);
    return reply(route(method, path, query, body, rule), API_TYPE);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const detail = error instanceof Error ? error.message : String(error);
      send(res, apiError(500, { ...(examples.error500.errors[0] as Json), detail }), API_TYPE);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    calls,
    apiCalls: (path?: string) =>
      calls.filter((c) => c.path !== TOKEN_PATH && (path === undefined || c.path === path)),
    tokenRequests: () => tokenCount,
    ...control,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > 2_000_000) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string, contentType: string): unknown {
  if (raw === '') return null;
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
