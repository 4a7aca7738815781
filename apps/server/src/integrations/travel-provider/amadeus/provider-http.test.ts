import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadExample } from '../../../test/fake-travel-provider/examples.ts';
import { TOKEN_PATH } from '../../../test/fake-travel-provider/fake-provider.ts';
import { type FlightOffer, type FlightOrderRequest, TravelProviderError } from '../travel-provider.ts';
import { CREDENTIALS, rejectionOf, useFakeProvider } from './amadeus.test-support.ts';
import { amadeusProvider, PATHS } from './amadeus-provider.ts';
import { backoffMs, DEFAULT_TIMEOUT_MS, retryAfterMs } from './provider-http.ts';

const NICE = { cityCode: 'NCE', radius: 5, radiusUnit: 'KM', hotelSource: 'ALL' } as const;
const offers = (loadExample('flight-offers') as { data: FlightOffer[] }).data;
const ORDER: FlightOrderRequest = {
  flightOffers: offers.slice(0, 1),
  travelers: [
    {
      id: '1',
      dateOfBirth: '1990-02-14',
      name: { firstName: 'LEYLA', lastName: 'YILMAZ' },
      gender: 'FEMALE',
    },
  ],
};

describe('a 401 from the API', () => {
  const kit = useFakeProvider();

  it('takes a new token once and sends the call again, which succeeds', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 401, times: 1 });
    await expect(kit.client().hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.fake.tokenRequests()).toBe(2);
    const [refused, accepted] = kit.fake.apiCalls();
    expect([refused?.status, accepted?.status]).toEqual([401, 200]);
    expect(accepted?.authorization).not.toBe(refused?.authorization);
    expect(kit.waits).toEqual([]);
  });

  it('twice is unavailable: logged as a credentials problem, without the secret or the tokens', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 401, times: 2 });
    const error = await rejectionOf(kit.client().hotelsByCity(NICE));
    expect(error).toBeInstanceOf(TravelProviderError);
    expect(error).toMatchObject({ failure: 'unavailable', status: 401, providerCode: 38190 });
    expect(kit.fake.tokenRequests()).toBe(2);
    expect(kit.fake.apiCalls()).toHaveLength(2);
    expect(kit.warnings).toHaveLength(1);
    expect(kit.warnings[0]?.msg).toMatch(/credentials/);
    const tokens = kit.fake.apiCalls().map((c) => (c.authorization ?? '').replace('Bearer ', ''));
    for (const secret of [CREDENTIALS.clientSecret, ...tokens]) {
      expect(JSON.stringify(kit.warnings)).not.toContain(secret);
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it('on an order is answered by a new token too: the provider refused it unread', async () => {
    kit.fake.fail({ path: PATHS.flightOrders, status: 401, times: 1 });
    await expect(kit.client().createFlightOrder(ORDER)).resolves.toMatchObject({ type: 'flight-order' });
    expect(kit.fake.apiCalls(PATHS.flightOrders).map((c) => c.status)).toEqual([401, 201]);
  });
});

describe('the timeout', () => {
  const kit = useFakeProvider();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives up on an answer slower than timeoutMs: unavailable', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, delayMs: 2_000 });
    const started = performance.now();
    const error = await rejectionOf(kit.client({ timeoutMs: 200, maxRetries: 0 }).hotelsByCity(NICE));
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(error).toMatchObject({ failure: 'unavailable', status: undefined });
    expect((error as Error).message).toMatch(/no answer within 200 ms/);
    expect(kit.fake.apiCalls()).toHaveLength(1);
  });

  it('is a passing failure: retried, then unavailable after 1 + maxRetries calls', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, delayMs: 2_000 });
    const error = await rejectionOf(kit.client({ timeoutMs: 150, maxRetries: 2 }).hotelsByCity(NICE));
    expect(error).toMatchObject({ failure: 'unavailable' });
    expect(kit.fake.apiCalls()).toHaveLength(3);
    expect(kit.waits).toEqual([250, 500]);
  });

  it('covers the token request too', async () => {
    kit.fake.fail({ path: TOKEN_PATH, delayMs: 2_000 });
    const error = await rejectionOf(kit.client({ timeoutMs: 150, maxRetries: 0 }).hotelsByCity(NICE));
    expect(error).toMatchObject({ failure: 'unavailable' });
    expect(kit.fake.apiCalls()).toHaveLength(0);
  });

  it('is 10 000 ms unless told, for every exchange', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await kit.client().hotelsByCity(NICE);
    expect(timeout.mock.calls).toEqual([[10_000], [10_000]]);
    timeout.mockClear();
    await kit.client({ timeoutMs: 1_234 }).hotelsByCity(NICE);
    expect(timeout.mock.calls).toEqual([[1_234], [1_234]]);
  });
});

describe('retries', () => {
  const kit = useFakeProvider();

  it('500 twice then an answer: the answer, after 3 calls and waits of 250 and 500 ms', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 500, times: 2 });
    await expect(kit.client().hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.fake.apiCalls().map((c) => c.status)).toEqual([500, 500, 200]);
    expect(kit.waits).toEqual([250, 500]);
  });

  it('500 always: unavailable after exactly 1 + maxRetries calls', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 500 });
    const error = await rejectionOf(kit.client().hotelsByCity(NICE));
    expect(error).toMatchObject({ failure: 'unavailable', status: 500, providerCode: 141 });
    expect(kit.fake.apiCalls()).toHaveLength(3);

    kit.fake.reset();
    kit.waits.length = 0;
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 502 });
    await rejectionOf(kit.client({ maxRetries: 4 }).hotelsByCity(NICE));
    expect(kit.fake.apiCalls()).toHaveLength(5);
    expect(kit.waits).toEqual([250, 500, 1_000, 2_000]);

    kit.fake.reset();
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 503 });
    await rejectionOf(kit.client({ maxRetries: 0 }).hotelsByCity(NICE));
    expect(kit.fake.apiCalls()).toHaveLength(1);
  });

  it('429 with Retry-After: 1 waits 1 s, then asks again', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 429, retryAfter: 1, times: 1 });
    await expect(kit.client().hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.waits).toEqual([1_000]);
    expect(kit.fake.apiCalls().map((c) => c.status)).toEqual([429, 200]);
  });

  it('Retry-After as an HTTP date is honoured by the clock', async () => {
    const at = new Date(kit.now() + 3_000).toUTCString();
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 503, retryAfter: at, times: 1 });
    await expect(kit.client().hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.waits).toEqual([3_000]);
  });

  it('Retry-After longer than 5 s: unavailable at once, without waiting', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 429, retryAfter: 120, times: 1 });
    const error = await rejectionOf(kit.client().hotelsByCity(NICE));
    expect(error).toMatchObject({ failure: 'unavailable', status: 429 });
    expect((error as Error).message).toMatch(/asked to wait 120 s/);
    expect(kit.waits).toEqual([]);
    expect(kit.fake.apiCalls()).toHaveLength(1);
  });

  it('429 without Retry-After: backoff, then unavailable', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 429 });
    await expect(kit.client().hotelsByCity(NICE)).rejects.toMatchObject({
      failure: 'unavailable',
      status: 429,
    });
    expect(kit.waits).toEqual([250, 500]);
  });

  it('an order is not sent again after a 500 or a timeout (it may have been made)', async () => {
    kit.fake.fail({ path: PATHS.flightOrders, status: 500, times: 1 });
    await expect(kit.client().createFlightOrder(ORDER)).rejects.toMatchObject({
      failure: 'unavailable',
      status: 500,
    });
    expect(kit.fake.apiCalls(PATHS.flightOrders)).toHaveLength(1);

    kit.fake.fail({ path: PATHS.flightOrders, delayMs: 2_000, times: 1 });
    await expect(kit.client({ timeoutMs: 150 }).createFlightOrder(ORDER)).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(kit.fake.apiCalls(PATHS.flightOrders)).toHaveLength(2);
    expect(kit.waits).toEqual([]);
  });

  it('an order is sent again after a 429 (the provider did not process it)', async () => {
    kit.fake.fail({ path: PATHS.flightOrders, status: 429, retryAfter: 1, times: 1 });
    await expect(kit.client().createFlightOrder(ORDER)).resolves.toMatchObject({ type: 'flight-order' });
    expect(kit.fake.apiCalls(PATHS.flightOrders).map((c) => c.status)).toEqual([429, 201]);
    expect(kit.waits).toEqual([1_000]);
  });

  it('pricing, a POST that reads, is retried after a 500', async () => {
    kit.fake.fail({ path: PATHS.flightPricing, status: 500, times: 1 });
    await expect(kit.client().priceFlightOffers(offers.slice(0, 1))).resolves.toMatchObject({
      flightOffers: [{ id: '1' }],
    });
    expect(kit.fake.apiCalls(PATHS.flightPricing)).toHaveLength(2);
  });

  it('a provider that cannot be reached is unavailable after the retries', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const waits: number[] = [];
    const client = amadeusProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      ...CREDENTIALS,
      sleep: async (ms) => {
        waits.push(ms);
      },
      logger: { warn: () => {} },
    });
    const error = await rejectionOf(client.hotelsByCity(NICE));
    expect(error).toMatchObject({ failure: 'unavailable', status: undefined });
    expect((error as Error).message).toMatch(/unreachable \(ECONNREFUSED\)/);
    expect(waits).toEqual([250, 500]);
  });
});

describe('provider errors', () => {
  const kit = useFakeProvider();

  it('400 is rejected, with the provider code, title and detail; not retried', async () => {
    kit.fake.fail({
      path: PATHS.flightOffers,
      status: 400,
      error: { code: 425, title: 'INVALID DATE', detail: 'Date/Time is in the past' },
    });
    const client = kit.client();
    const error = await rejectionOf(
      client.flightOffers({
        originLocationCode: 'SYD',
        destinationLocationCode: 'BKK',
        departureDate: '2020-01-01',
        adults: 1,
        travelClass: 'ECONOMY',
        currencyCode: 'EUR',
        max: 5,
      }),
    );
    expect(error).toBeInstanceOf(TravelProviderError);
    expect(error).toMatchObject({ failure: 'rejected', status: 400, providerCode: 425 });
    expect((error as Error).message).toContain('425 INVALID DATE: Date/Time is in the past');
    expect(kit.fake.apiCalls()).toHaveLength(1);
    expect(kit.waits).toEqual([]);
  });

  it("400 with the spec's own example is rejected with code 477", async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 400 });
    await expect(kit.client().hotelsByCity(NICE)).rejects.toMatchObject({
      failure: 'rejected',
      providerCode: 477,
      message: expect.stringContaining('INVALID FORMAT'),
    });
  });

  it('422 is rejected', async () => {
    kit.fake.fail({
      path: PATHS.flightOrders,
      status: 422,
      error: { code: 37200, title: 'PRICE DISCREPANCY' },
    });
    await expect(kit.client().createFlightOrder(ORDER)).rejects.toMatchObject({
      failure: 'rejected',
      status: 422,
      providerCode: 37200,
    });
  });

  it('404 is not found (hotels the provider does not know; an offer it never made)', async () => {
    await expect(kit.client().hotelsByIds(['XXNOWHERE'])).rejects.toMatchObject({
      failure: 'not_found',
      status: 404,
      providerCode: 1797,
    });
    await expect(kit.client().hotelOffer('NOSUCHOFFER')).rejects.toMatchObject({ failure: 'not_found' });
    expect(kit.waits).toEqual([]);
  });

  it('403 is unavailable, logged, not retried', async () => {
    kit.fake.fail({ path: PATHS.hotelSentiments, status: 403 });
    await expect(kit.client().hotelSentiments(['TELONMFS'])).rejects.toMatchObject({
      failure: 'unavailable',
      status: 403,
    });
    expect(kit.fake.apiCalls()).toHaveLength(1);
    expect(kit.warnings).toHaveLength(1);
  });

  it('an answer in an unexpected shape is unavailable', async () => {
    kit.fake.fail({ path: PATHS.hotelsByCity, status: 200 });
    await expect(kit.client().hotelsByCity(NICE)).rejects.toMatchObject({ failure: 'unavailable' });
  });
});

describe('waits', () => {
  it('back off 250 ms, doubling, at most 2 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(backoffMs)).toEqual([250, 500, 1_000, 2_000, 2_000, 2_000]);
  });

  it('read Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2027-05-01T09:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sat, 01 May 2027 09:00:04 GMT', now)).toBe(4_000);
    expect(retryAfterMs('Sat, 01 May 2027 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
