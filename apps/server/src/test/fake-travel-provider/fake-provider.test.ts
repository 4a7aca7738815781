import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeProvider, PATHS, startFakeProvider, TOKEN_PATH } from './fake-provider.ts';

const CREDENTIALS = { clientId: 'id-1', clientSecret: 'secret-1' };

async function tokenOf(url: string, secret = CREDENTIALS.clientSecret) {
  const response = await fetch(`${url}${TOKEN_PATH}`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CREDENTIALS.clientId,
      client_secret: secret,
    }),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as { access_token: string; [more: string]: unknown },
  };
}

const hotelsOf = (url: string, token?: string) =>
  fetch(
    `${url}${PATHS.hotelsByCity}?cityCode=NCE`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );

describe('the fake travel provider', () => {
  let fake: FakeProvider;
  let clock = Date.parse('2027-05-01T09:00:00Z');
  afterEach(async () => {
    await fake?.close();
  });

  it('issues tokens with expires_in and checks them by its clock, in the provider shapes and media types', async () => {
    fake = await startFakeProvider({ ...CREDENTIALS, tokenTtlSeconds: 600, now: () => clock });
    const token = await tokenOf(fake.url);
    expect(token).toMatchObject({ status: 200, type: 'application/json' });
    expect(token.body).toMatchObject({ type: 'amadeusOAuth2Token', token_type: 'Bearer', expires_in: 600 });

    const missing = await hotelsOf(fake.url);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ errors: [{ status: 401, code: 38191 }] });
    const wrong = await hotelsOf(fake.url, 'not-a-token');
    expect(await wrong.json()).toMatchObject({ errors: [{ code: 38190 }] });

    const ok = await hotelsOf(fake.url, token.body.access_token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/vnd.amadeus+json');

    clock += 600_000;
    const expired = await hotelsOf(fake.url, token.body.access_token);
    expect(await expired.json()).toMatchObject({
      errors: [{ status: 401, code: 38192, title: 'Access token expired' }],
    });

    expect(await tokenOf(fake.url, 'wrong')).toMatchObject({
      status: 401,
      body: { error: 'invalid_client', code: 38187, title: 'Invalid parameters' },
    });
    expect(fake.tokenRequests()).toBe(2);
  });

  it('is steered over HTTP: fail, price, advance, calls, reset', async () => {
    fake = await startFakeProvider(CREDENTIALS);
    const control = (action: string, body?: unknown) =>
      fetch(`${fake.url}/__control/${action}`, { method: 'POST', body: JSON.stringify(body ?? {}) });
    const { access_token: token } = (await tokenOf(fake.url)).body;

    await control('fail', { path: PATHS.hotelsByCity, status: 429, retryAfter: 2, times: 1 });
    const limited = await hotelsOf(fake.url, token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await hotelsOf(fake.url, token)).status).toBe(200);

    const calls = (await (await fetch(`${fake.url}/__control/calls`)).json()) as {
      calls: { path: string; status: number }[];
    };
    expect(calls.calls.map((c) => [c.path, c.status])).toEqual([
      [TOKEN_PATH, 200],
      [PATHS.hotelsByCity, 429],
      [PATHS.hotelsByCity, 200],
    ]);

    await control('advance', { seconds: 1800 });
    expect((await hotelsOf(fake.url, token)).status).toBe(401);

    await control('reset');
    expect(fake.calls).toEqual([]);
    expect(await (await fetch(`${fake.url}/__control/token-requests`)).json()).toEqual({ count: 0 });
  });

  it('answers every versioned path of the product with the spec examples', async () => {
    fake = await startFakeProvider(CREDENTIALS);
    const { access_token: token } = (await tokenOf(fake.url)).body;
    const get = async (path: string) =>
      (await fetch(`${fake.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await get(`${PATHS.hotelsByCity}?cityCode=NCE`)).toBe(200);
    expect(await get(`${PATHS.hotelsByIds}?hotelIds=ACPAR419`)).toBe(200);
    expect(await get(`${PATHS.hotelOffers}?hotelIds=MCLONGHM&adults=1`)).toBe(200);
    expect(await get(`${PATHS.hotelOffers}/TSXOJ6LFQ2`)).toBe(200);
    expect(await get(`${PATHS.hotelSentiments}?hotelIds=TELONMFS`)).toBe(200);
    expect(await get(`${PATHS.hotelSentiments}?hotelIds=A,B,C,D`)).toBe(400);
    expect(
      await get(
        `${PATHS.flightOffers}?originLocationCode=SYD&destinationLocationCode=BKK&departureDate=2027-11-01&adults=1`,
      ),
    ).toBe(200);
    expect(await get('/v1/nothing/here')).toBe(404);
  });

  it('answers any city with the example hotels, and a city given hotels with those (offers and ratings too)', async () => {
    fake = await startFakeProvider(CREDENTIALS);
    const { access_token: token } = (await tokenOf(fake.url)).body;
    const get = async (path: string) =>
      (await (
        await fetch(`${fake.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { hotelId?: string; hotel?: { hotelId: string; name: string }; overallRating?: number }[];
      };
    const ids = (answer: { data: { hotelId?: string }[] }) => answer.data.map((h) => h.hotelId);
    expect(ids(await get(`${PATHS.hotelsByCity}?cityCode=TZX`))).toEqual(['ZZNCENVX', 'NNNCE357']);

    await fetch(`${fake.url}/__control/hotels`, {
      method: 'POST',
      body: JSON.stringify({
        hotels: [
          {
            hotelId: 'HSTZX001',
            name: 'SEA VIEW TRABZON',
            iataCode: 'TZX',
            geoCode: { latitude: 41.0, longitude: 39.72 },
          },
        ],
        sentiments: [{ hotelId: 'HSTZX001', overallRating: 88, numberOfReviews: 120 }],
      }),
    });
    expect(ids(await get(`${PATHS.hotelsByCity}?cityCode=TZX`))).toEqual(['HSTZX001']);
    expect(ids(await get(`${PATHS.hotelsByIds}?hotelIds=HSTZX001`))).toEqual(['HSTZX001']);
    const offers = await get(
      `${PATHS.hotelOffers}?hotelIds=HSTZX001&checkInDate=2027-06-01&checkOutDate=2027-06-03&adults=2`,
    );
    expect(offers.data[0]?.hotel).toMatchObject({ hotelId: 'HSTZX001', name: 'SEA VIEW TRABZON' });
    expect((await get(`${PATHS.hotelSentiments}?hotelIds=HSTZX001`)).data).toMatchObject([
      { overallRating: 88 },
    ]);

    fake.reset();
    expect(ids(await get(`${PATHS.hotelsByCity}?cityCode=TZX`))).toEqual(['ZZNCENVX', 'NNNCE357']);
  });

  it('runs from its command line and prints its URL', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const child: ChildProcess = spawn(
      process.execPath,
      [cli, '--port', '0', '--client-id', 'id-1', '--client-secret', 'secret-1'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
      const url = chunk.toString().trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await tokenOf(url)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
