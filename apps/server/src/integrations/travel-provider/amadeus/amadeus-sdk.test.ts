import http from 'node:http';
import Amadeus, { type AmadeusResponseError } from 'amadeus';
import { describe, expect, it } from 'vitest';
import { TOKEN_PATH } from '../../../test/fake-travel-provider/fake-provider.ts';
import { CREDENTIALS, rejectionOf, useFakeProvider } from './amadeus.test-support.ts';

/**
 * The provider's official Node SDK against the fake: proof that the fake speaks the provider's
 * protocol (the token, its bearer, the paths, the content types the SDK insists on), not only
 * what our client expects.
 *
 * The SDK reads `ssl: false` as "not given" (`options.ssl || … || true`), so its requests carry
 * `protocol: 'https:'`, which Node's http module refuses: its `http` option is given a module
 * that sends them in plain HTTP.
 */
const plainHttp = {
  request: (options: http.RequestOptions) => http.request({ ...options, protocol: 'http:' }),
};

function sdk(url: string, clientSecret: string = CREDENTIALS.clientSecret) {
  const { hostname, port } = new URL(url);
  return new Amadeus({
    clientId: CREDENTIALS.clientId,
    clientSecret,
    host: hostname,
    port: Number(port),
    ssl: false,
    http: plainHttp,
    logLevel: 'silent',
  });
}

describe('the official SDK against the fake provider', () => {
  const kit = useFakeProvider();

  it('takes a token, searches hotel offers and flight offers, prices and books one', async () => {
    const amadeus = sdk(kit.fake.url);

    const hotels = await amadeus.shopping.hotelOffersSearch.get({
      hotelIds: 'MCLONGHM',
      adults: 1,
      checkInDate: '2027-05-10',
      checkOutDate: '2027-05-11',
    });
    expect(hotels.statusCode).toBe(200);
    expect(hotels.data).toMatchObject([
      { type: 'hotel-offers', hotel: { hotelId: 'MCLONGHM' }, offers: [{ id: 'TSXOJ6LFQ2' }] },
    ]);

    const flights = await amadeus.shopping.flightOffersSearch.get({
      originLocationCode: 'SYD',
      destinationLocationCode: 'BKK',
      departureDate: '2027-11-01',
      adults: 1,
      max: 2,
    });
    expect(flights.statusCode).toBe(200);
    const offers = flights.data as { id: string }[];
    expect(offers.map((o) => o.id)).toEqual(['1', '2']);
    expect(flights.result.dictionaries).toHaveProperty('carriers');

    const priced = await amadeus.shopping.flightOffers.pricing.post({
      data: { type: 'flight-offers-pricing', flightOffers: [offers[0]] },
    });
    expect(priced.statusCode).toBe(200);
    const pricedOffers = (priced.data as { flightOffers: unknown[] }).flightOffers;
    expect(pricedOffers).toEqual([offers[0]]);

    const order = await amadeus.booking.flightOrders.post({
      data: {
        type: 'flight-order',
        flightOffers: pricedOffers,
        travelers: [{ id: '1', dateOfBirth: '1990-02-14', name: { firstName: 'LEYLA', lastName: 'YILMAZ' } }],
      },
    });
    expect(order.statusCode).toBe(201);
    expect(order.data).toMatchObject({ type: 'flight-order', associatedRecords: [{ flightOfferId: '1' }] });

    expect(kit.fake.tokenRequests()).toBe(1);
    const [token, ...api] = kit.fake.calls;
    expect(token).toMatchObject({ method: 'POST', path: TOKEN_PATH, status: 200 });
    expect(api.map((c) => [c.method, c.path, c.status])).toEqual([
      ['GET', '/v3/shopping/hotel-offers', 200],
      ['GET', '/v2/shopping/flight-offers', 200],
      ['POST', '/v1/shopping/flight-offers/pricing', 200],
      ['POST', '/v1/booking/flight-orders', 201],
    ]);
    expect(new Set(api.map((c) => c.authorization)).size).toBe(1);
  });

  it('reads the rest of what the product asks: hotels by city and by id, one offer, ratings', async () => {
    const amadeus = sdk(kit.fake.url);
    const byCity = await amadeus.referenceData.locations.hotels.byCity.get({ cityCode: 'NCE' });
    expect((byCity.data as { hotelId: string }[]).map((h) => h.hotelId)).toEqual(['ZZNCENVX', 'NNNCE357']);
    const byIds = await amadeus.referenceData.locations.hotels.byHotels.get({ hotelIds: 'ACPAR419' });
    expect(byIds.data).toMatchObject([{ name: 'LE NOTRE DAME' }]);
    const offer = await amadeus.shopping.hotelOfferSearch('TSXOJ6LFQ2').get();
    expect(offer.data).toMatchObject({ offers: [{ id: 'TSXOJ6LFQ2' }] });
    const ratings = await amadeus.eReputation.hotelSentiments.get({ hotelIds: 'ADNYCCTB,TELONMFS' });
    expect(ratings.data).toMatchObject([{ hotelId: 'ADNYCCTB' }, { hotelId: 'TELONMFS' }]);
  });

  it("is refused a token with a wrong secret, in the shape the SDK reads as the provider's", async () => {
    const error = (await rejectionOf(
      sdk(kit.fake.url, 'wrong-secret').shopping.hotelOffersSearch.get({ hotelIds: 'MCLONGHM' }),
    )) as AmadeusResponseError;
    expect(error.code).toBe('AuthenticationError');
    expect(error.response.statusCode).toBe(401);
    expect(error.description).toMatchObject({ error: 'invalid_client', code: 38187 });
  });

  it('sees the errors of the fake as the provider errors it knows', async () => {
    const amadeus = sdk(kit.fake.url);
    kit.fake.fail({ path: '/v3/shopping/hotel-offers', status: 400, times: 1 });
    const rejected = (await rejectionOf(
      amadeus.shopping.hotelOffersSearch.get({ hotelIds: 'MCLONGHM' }),
    )) as AmadeusResponseError;
    expect(rejected.code).toBe('ClientError');
    expect(rejected.description).toMatchObject([{ status: 400, code: 477, title: 'INVALID FORMAT' }]);

    kit.fake.expireTokens();
    const expired = (await rejectionOf(
      amadeus.shopping.hotelOffersSearch.get({ hotelIds: 'MCLONGHM' }),
    )) as AmadeusResponseError;
    expect(expired.code).toBe('AuthenticationError');
    expect(expired.description).toMatchObject([{ code: 38192, title: 'Access token expired' }]);
  });
});
