import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeProvider,
  PATHS,
  startFakeProvider,
} from '../../test/fake-travel-provider/fake-provider.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The app configured with the Amadeus-shaped provider (TRAVEL_PROVIDER=amadeus), against a local
// fake that answers with the official specs' examples and can be told to fail.
let fake: FakeProvider;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeProvider({ clientId: 'agency-id', clientSecret: 'agency-secret' });
  t = await createTestApp({
    TRAVEL_PROVIDER: 'amadeus',
    TRAVEL_PROVIDER_URL: fake.url,
    TRAVEL_PROVIDER_CLIENT_ID: 'agency-id',
    TRAVEL_PROVIDER_CLIENT_SECRET: 'agency-secret',
    TRAVEL_PROVIDER_TIMEOUT_MS: '300',
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const get = (url: string) => t.app.inject({ url });
const flights = 'tripType=oneWay&origin=TZX&destination=IST&departureDate=2027-07-01&passengers=1';

describe('a live provider', () => {
  it('is called by the server only, with the agency’s credentials, and its offers come back sealed', async () => {
    const res = await get(`/api/travel/flights?${flights}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ source: 'provider', fallback: false, bookable: true });
    expect(body.offers.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('agency-secret');
    expect(res.body).not.toMatch(/Bearer|access_token/);
    const [search] = fake.apiCalls(PATHS.flightOffers);
    expect(search?.query).toMatchObject({
      originLocationCode: 'TZX',
      destinationLocationCode: 'IST',
      departureDate: '2027-07-01',
      adults: '1',
      currencyCode: 'USD',
      max: '20',
    });
    expect(search?.authorization).toMatch(/^Bearer /);
  });

  it('answers the same search from its cache for two minutes', async () => {
    const query = 'tripType=oneWay&origin=TZX&destination=ESB&departureDate=2027-07-03&passengers=1';
    await get(`/api/travel/flights?${query}`);
    await get(`/api/travel/flights?${query}`);
    expect(fake.apiCalls(PATHS.flightOffers)).toHaveLength(1);
    t.clock.advance(2 * 60_000);
    await get(`/api/travel/flights?${query}`);
    expect(fake.apiCalls(PATHS.flightOffers)).toHaveLength(2);
  });

  it('says so and shows the offline provider’s flights, not bookable, when it is too slow', async () => {
    fake.fail({ path: PATHS.flightOffers, delayMs: 1_500 });
    const res = await get(
      '/api/travel/flights?tripType=oneWay&origin=TZX&destination=SAW&departureDate=2027-07-04&passengers=1',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ source: 'offline', fallback: true, bookable: false });
    expect(body.offers.length).toBeGreaterThan(0);
    // The offline provider's offers are not the live one's: they cannot be priced or booked here.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'flight', offer: body.offers[0].token },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().code).toBe('invalid_offer');
  });

  it('answers no hotels, not an error, when the provider has nothing for the cities', async () => {
    fake.fail({
      path: PATHS.hotelsByCity,
      status: 400,
      error: { code: 895, title: 'NOTHING FOUND FOR REQUESTED CITY' },
    });
    const res = await get('/api/travel/hotels?checkIn=2027-07-05&checkOut=2027-07-07&guests=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hotels: [], source: 'provider', fallback: false });
  });

  it('falls back when it answers 500 every time, and Trabzon hotels too', async () => {
    // Past the lists held from the test before; a city's list still loading would be shared.
    t.clock.advance(10 * 60_000);
    fake.fail({ status: 500 });
    const res = await get('/api/travel/hotels?checkIn=2027-07-01&checkOut=2027-07-03&guests=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'offline', fallback: true, bookable: false });
    expect(res.json().hotels.length).toBeGreaterThan(0);
  });

  it('refuses to price what is booked while it is down: 503 with Retry-After, never a stand-in', async () => {
    const { offers } = (await get(`/api/travel/flights?${flights}`)).json();
    fake.fail({ status: 503 });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'flight', offer: offers[0].token },
    });
    expect(quote.statusCode).toBe(503);
    expect(quote.json().code).toBe('provider_unavailable');
    expect(quote.headers['retry-after']).toBeDefined();
  });

  it('shows a changed fare on pricing', async () => {
    const { offers } = (await get(`/api/travel/flights?${flights}`)).json();
    fake.setPrice('512.30');
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'flight', offer: offers[0].token },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().offer.price.total).toBe(51230);
  });
});
