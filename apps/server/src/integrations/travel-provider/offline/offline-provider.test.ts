import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { TravelProviderError } from '../travel-provider.ts';
import { offlineHotelContent, offlineProvider } from './offline-provider.ts';

const clock = () => fixedClock(new Date('2027-03-01T09:00:00Z'));

describe('offlineProvider', () => {
  it('is the offline provider, and two of them answer every call alike', async () => {
    const a = offlineProvider({ clock: clock() });
    const b = offlineProvider({ clock: clock() });
    expect(a.name).toBe('offline');
    const calls = [
      (p: typeof a) => p.hotelsByCity({ cityCode: 'RZE', radius: 60, radiusUnit: 'KM', hotelSource: 'ALL' }),
      (p: typeof a) => p.hotelsByIds(['KTTZX018', 'KTRZE010']),
      (p: typeof a) =>
        p.hotelOffers({
          hotelIds: ['KTTZX018', 'KTRZE010', 'KGRZE007'],
          checkInDate: '2027-08-02',
          checkOutDate: '2027-08-06',
          adults: 2,
          roomQuantity: 1,
          currency: 'USD',
        }),
      (p: typeof a) => p.hotelSentiments(['KTTZX018', 'KTRZE010']),
      (p: typeof a) =>
        p.flightOffers({
          originLocationCode: 'RUH',
          destinationLocationCode: 'TZX',
          departureDate: '2027-07-03',
          returnDate: '2027-07-17',
          adults: 4,
          travelClass: 'ECONOMY',
          currencyCode: 'USD',
          max: 10,
        }),
    ];
    for (const call of calls) expect(await call(a)).toEqual(await call(b));
  });

  it('goes from a search to a re-priced hotel offer and a flight order', async () => {
    const provider = offlineProvider({ clock: clock() });
    const [answer] = await provider.hotelOffers({
      hotelIds: ['KTRZE010'],
      checkInDate: '2027-08-02',
      checkOutDate: '2027-08-06',
      adults: 2,
      roomQuantity: 1,
      currency: 'USD',
    });
    const offer = answer?.offers?.[0];
    expect(offer).toBeDefined();
    expect((await provider.hotelOffer(offer?.id ?? '')).offers).toEqual([offer]);

    const { data } = await provider.flightOffers({
      originLocationCode: 'TZX',
      destinationLocationCode: 'SAW',
      departureDate: '2027-08-06',
      adults: 1,
      travelClass: 'ECONOMY',
      currencyCode: 'USD',
      max: 5,
    });
    const [first] = data;
    if (!first) throw new Error('no flight');
    const { flightOffers } = await provider.priceFlightOffers([first]);
    const order = await provider.createFlightOrder({
      flightOffers,
      travelers: [
        {
          id: '1',
          dateOfBirth: '1990-01-31',
          name: { firstName: 'Omar', lastName: 'Haddad' },
          documents: [
            {
              documentType: 'PASSPORT',
              number: 'P9876543',
              expiryDate: '2030-06-30',
              issuanceCountry: 'JO',
              nationality: 'JO',
              holder: true,
            },
          ],
        },
      ],
    });
    expect(order.flightOffers).toEqual(flightOffers);
  });

  it('fails with the provider’s errors, as promises', async () => {
    const provider = offlineProvider({ clock: clock() });
    await expect(provider.hotelOffer('GARBLED')).rejects.toBeInstanceOf(TravelProviderError);
    await expect(provider.hotelSentiments(['A', 'B', 'C', 'D'])).rejects.toMatchObject({
      failure: 'rejected',
    });
  });

  it('runs on the system clock by default', async () => {
    const provider = offlineProvider();
    const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { data } = await provider.flightOffers({
      originLocationCode: 'IST',
      destinationLocationCode: 'TZX',
      departureDate: next,
      adults: 1,
      travelClass: 'ECONOMY',
      currencyCode: 'USD',
      max: 3,
    });
    expect(data.length).toBeGreaterThan(0);
  });

  it('gives each hotel’s description and picture beside the provider’s answers', () => {
    expect(offlineHotelContent('KTTZX018')?.image).toBe('/images/travel-hotels/kttzx018.svg');
  });
});
