import { describe, expect, it } from 'vitest';
import { loadExample } from '../../../test/fake-travel-provider/examples.ts';
import type { FlightOffer, FlightOrderRequest, ProviderHotel } from '../travel-provider.ts';
import { useFakeProvider } from './amadeus.test-support.ts';
import { PATHS } from './amadeus-provider.ts';

const searchExample = loadExample('flight-offers') as { data: FlightOffer[]; dictionaries: object };
const OFFERS = searchExample.data;

describe('the amadeus provider', () => {
  const kit = useFakeProvider();

  it('is named amadeus, and its base URL is the host root (a trailing slash is allowed)', async () => {
    const client = kit.client({ baseUrl: `${kit.fake.url}/` });
    expect(client.name).toBe('amadeus');
    await client.hotelsByCity({ cityCode: 'NCE', radius: 5, radiusUnit: 'KM', hotelSource: 'ALL' });
    expect(kit.fake.calls.map((c) => c.path)).toEqual(['/v1/security/oauth2/token', PATHS.hotelsByCity]);
  });

  it('hotelsByCity: GET by-city with the query, the Hotel List example back', async () => {
    const hotels = await kit
      .client()
      .hotelsByCity({ cityCode: 'NCE', radius: 5, radiusUnit: 'KM', hotelSource: 'ALL' });
    const [call] = kit.fake.apiCalls();
    expect(call).toMatchObject({
      method: 'GET',
      path: '/v1/reference-data/locations/hotels/by-city',
      query: { cityCode: 'NCE', radius: '5', radiusUnit: 'KM', hotelSource: 'ALL' },
      body: null,
    });
    expect(Object.keys(call?.query ?? {})).toHaveLength(4);
    expect(call?.headers.accept).toContain('application/vnd.amadeus+json');
    expect(hotels).toEqual((loadExample('hotels-by-city') as { data: ProviderHotel[] }).data);
    expect(hotels[0]).toMatchObject({
      hotelId: 'ZZNCENVX',
      geoCode: { latitude: 43.66665 },
      distance: { unit: 'KM' },
    });
  });

  it('hotelsByIds: GET by-hotels with the ids comma-separated; none asked, none sent', async () => {
    const client = kit.client();
    const hotels = await client.hotelsByIds(['ACPAR419', 'MCLONGHM']);
    expect(kit.fake.apiCalls()[0]).toMatchObject({
      method: 'GET',
      path: '/v1/reference-data/locations/hotels/by-hotels',
      query: { hotelIds: 'ACPAR419,MCLONGHM' },
    });
    expect(hotels.map((h) => h.hotelId)).toEqual(['ACPAR419', 'MCLONGHM']);
    expect(hotels[0]).toEqual((loadExample('hotels-by-hotels') as { data: ProviderHotel[] }).data[0]);
    await expect(client.hotelsByIds([])).resolves.toEqual([]);
    expect(kit.fake.apiCalls()).toHaveLength(1);
  });

  it('hotelOffers: GET v3 hotel-offers with every parameter, typed offers back', async () => {
    const client = kit.client();
    const found = await client.hotelOffers({
      hotelIds: ['MCLONGHM', 'ACPAR419'],
      checkInDate: '2027-05-10',
      checkOutDate: '2027-05-12',
      adults: 2,
      roomQuantity: 1,
      currency: 'EUR',
      bestRateOnly: false,
    });
    expect(kit.fake.apiCalls()[0]).toMatchObject({
      method: 'GET',
      path: '/v3/shopping/hotel-offers',
      query: {
        hotelIds: 'MCLONGHM,ACPAR419',
        checkInDate: '2027-05-10',
        checkOutDate: '2027-05-12',
        adults: '2',
        roomQuantity: '1',
        currency: 'EUR',
        bestRateOnly: 'false',
      },
    });
    expect(found).toHaveLength(2);
    const [london] = found;
    expect(london).toMatchObject({
      type: 'hotel-offers',
      available: true,
      hotel: { hotelId: 'MCLONGHM', cityCode: 'LON', latitude: 51.50988 },
    });
    expect(london?.offers?.[0]).toMatchObject({
      id: 'TSXOJ6LFQ2',
      checkInDate: '2027-05-10',
      checkOutDate: '2027-05-12',
      guests: { adults: 2 },
      room: { typeEstimated: { category: 'EXECUTIVE_ROOM', beds: 1, bedType: 'DOUBLE' } },
      price: { currency: 'GBP', total: '716.00' },
      policies: { paymentType: 'deposit' },
    });

    await client.hotelOffers({
      hotelIds: ['MCLONGHM'],
      checkInDate: '2027-05-10',
      checkOutDate: '2027-05-12',
      adults: 1,
      roomQuantity: 1,
      currency: 'EUR',
    });
    expect(kit.fake.apiCalls()[1]?.query).not.toHaveProperty('bestRateOnly');
    await expect(
      client.hotelOffers({
        ...{ hotelIds: [] },
        checkInDate: '',
        checkOutDate: '',
        adults: 1,
        roomQuantity: 1,
        currency: 'EUR',
      }),
    ).resolves.toEqual([]);
    expect(kit.fake.apiCalls()).toHaveLength(2);
  });

  it('hotelOffer: GET v3 hotel-offers/{offerId}, the id encoded, the Hotel Search pricing example back', async () => {
    const client = kit.client();
    const offer = await client.hotelOffer('TSXOJ6LFQ2');
    expect(kit.fake.apiCalls()[0]).toMatchObject({
      method: 'GET',
      path: '/v3/shopping/hotel-offers/TSXOJ6LFQ2',
      query: {},
    });
    expect(offer).toEqual((loadExample('hotel-offer') as { data: unknown }).data);

    await expect(client.hotelOffer('A/B?C')).rejects.toMatchObject({ failure: 'not_found' });
    expect(kit.fake.apiCalls()[1]?.path).toBe('/v3/shopping/hotel-offers/A%2FB%3FC');
  });

  it('hotelSentiments: at most 3 hotels a call, the answers joined in order', async () => {
    const client = kit.client();
    const ratings = await client.hotelSentiments([
      'ADNYCCTB',
      'XXNONE01',
      'XXNONE02',
      'TELONMFS',
      'XXNONE03',
      'XXNONE04',
      'XXNONE05',
    ]);
    const calls = kit.fake.apiCalls();
    expect(calls.map((c) => [c.method, c.path, c.query.hotelIds])).toEqual([
      ['GET', '/v2/e-reputation/hotel-sentiments', 'ADNYCCTB,XXNONE01,XXNONE02'],
      ['GET', '/v2/e-reputation/hotel-sentiments', 'TELONMFS,XXNONE03,XXNONE04'],
      ['GET', '/v2/e-reputation/hotel-sentiments', 'XXNONE05'],
    ]);
    expect(ratings.map((r) => [r.hotelId, r.overallRating, r.numberOfReviews])).toEqual([
      ['ADNYCCTB', 93, 218],
      ['TELONMFS', 81, 2667],
    ]);
    expect(ratings[1]?.sentiments).toMatchObject({ location: 89, staff: 89 });
    await expect(client.hotelSentiments([])).resolves.toEqual([]);
    expect(kit.fake.apiCalls()).toHaveLength(3);
  });

  it('flightOffers: GET v2 flight-offers with the spec query parameters, data and dictionaries back', async () => {
    const client = kit.client();
    const found = await client.flightOffers({
      originLocationCode: 'SYD',
      destinationLocationCode: 'BKK',
      departureDate: '2027-11-01',
      returnDate: '2027-11-08',
      adults: 1,
      travelClass: 'ECONOMY',
      currencyCode: 'EUR',
      max: 10,
    });
    const [call] = kit.fake.apiCalls();
    expect(call).toMatchObject({ method: 'GET', path: '/v2/shopping/flight-offers' });
    expect(call?.query).toEqual({
      originLocationCode: 'SYD',
      destinationLocationCode: 'BKK',
      departureDate: '2027-11-01',
      returnDate: '2027-11-08',
      adults: '1',
      travelClass: 'ECONOMY',
      currencyCode: 'EUR',
      max: '10',
    });
    expect(found.data).toEqual(OFFERS);
    expect(found.dictionaries).toEqual(searchExample.dictionaries);
    expect(found.dictionaries.carriers).toEqual({ PR: 'PHILIPPINE AIRLINES' });
    expect(found.data[0]?.itineraries[0]?.segments[0]).toMatchObject({
      departure: { iataCode: 'SYD', at: '2021-11-01T11:35:00' },
      carrierCode: 'PR',
      number: '212',
      duration: 'PT8H15M',
    });

    await client.flightOffers({
      originLocationCode: 'SYD',
      destinationLocationCode: 'BKK',
      departureDate: '2027-11-01',
      adults: 2,
      travelClass: 'BUSINESS',
      currencyCode: 'EUR',
      max: 1,
    });
    expect(kit.fake.apiCalls()[1]?.query).not.toHaveProperty('returnDate');
  });

  it('priceFlightOffers: POST pricing with the offers whole, as JSON, the priced offers back', async () => {
    const client = kit.client();
    const priced = await client.priceFlightOffers(OFFERS.slice(0, 1));
    const [call] = kit.fake.apiCalls();
    expect(call).toMatchObject({ method: 'POST', path: '/v1/shopping/flight-offers/pricing', query: {} });
    expect(call?.body).toEqual({ data: { type: 'flight-offers-pricing', flightOffers: OFFERS.slice(0, 1) } });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-http-method-override']).toBe('GET');
    expect(priced.flightOffers).toEqual(OFFERS.slice(0, 1));
    expect(priced.dictionaries?.locations).toHaveProperty('SYD');

    kit.fake.fail({ path: PATHS.flightPricing, priceChange: '512.30' });
    const changed = await client.priceFlightOffers(OFFERS.slice(0, 1));
    expect(changed.flightOffers[0]?.price).toMatchObject({
      total: '512.30',
      grandTotal: '512.30',
      currency: 'EUR',
    });

    kit.fake.reset();
    kit.fake.setPrice('399.00');
    const set = await client.priceFlightOffers(OFFERS.slice(0, 1));
    expect(set.flightOffers[0]?.price.total).toBe('399.00');
  });

  it('createFlightOrder: POST flight-orders with the offers and travellers, the order with its record locator back', async () => {
    const order: FlightOrderRequest = {
      flightOffers: OFFERS.slice(0, 1),
      travelers: [
        {
          id: '1',
          dateOfBirth: '1990-02-14',
          name: { firstName: 'LEYLA', lastName: 'YILMAZ' },
          gender: 'FEMALE',
          contact: {
            emailAddress: 'leyla@example.com',
            phones: [{ deviceType: 'MOBILE', countryCallingCode: '90', number: '5321234567' }],
          },
        },
      ],
      remarks: { general: [{ subType: 'GENERAL_MISCELLANEOUS', text: 'BOOKED ONLINE' }] },
    };
    const made = await kit.client().createFlightOrder(order);
    const [call] = kit.fake.apiCalls();
    expect(call).toMatchObject({ method: 'POST', path: '/v1/booking/flight-orders' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      data: {
        type: 'flight-order',
        flightOffers: order.flightOffers,
        travelers: order.travelers,
        remarks: order.remarks,
      },
    });
    expect(made).toMatchObject({
      type: 'flight-order',
      flightOffers: order.flightOffers,
      travelers: order.travelers,
    });
    expect(made.id).toMatch(/^\S{10,}$/);
    expect(made.associatedRecords?.[0]).toMatchObject({ flightOfferId: '1' });
    expect(made.associatedRecords?.[0]?.reference).toMatch(/^[A-Z0-9]{6}$/);
  });
});
