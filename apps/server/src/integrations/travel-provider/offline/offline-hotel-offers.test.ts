import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import type { HotelOffersQuery, ProviderHotelOffer } from '../travel-provider.ts';
import { hotelOffer, hotelOffers, isOftenFull, nightFactor, soldOutNight } from './offline-hotel-offers.ts';
import { OFFLINE_HOTELS, offlineHotel } from './offline-hotels.ts';
import { cents } from './seeded.ts';

const clock = fixedClock(new Date('2027-03-01T09:00:00Z'));
const ALL = OFFLINE_HOTELS.map((h) => h.hotelId);

const query = (over: Partial<HotelOffersQuery> = {}): HotelOffersQuery => ({
  hotelIds: ALL,
  checkInDate: '2027-07-15',
  checkOutDate: '2027-07-18',
  adults: 2,
  roomQuantity: 1,
  currency: 'USD',
  bestRateOnly: false,
  ...over,
});
const search = (over: Partial<HotelOffersQuery> = {}) => hotelOffers(clock, query(over));
const offersOf = (hotelId: string, over: Partial<HotelOffersQuery> = {}) =>
  search({ hotelIds: [hotelId], ...over })[0]?.offers ?? [];
const c = (amount: string | undefined) => cents(amount) ?? Number.NaN;
const nightly = (offer: ProviderHotelOffer | undefined) => c(offer?.price.variations?.average?.total);
const cheapest = (hotelId: string, checkInDate: string, checkOutDate: string, adults = 2) =>
  nightly(offersOf(hotelId, { checkInDate, checkOutDate, adults, bestRateOnly: true })[0]);

describe('hotelOffers', () => {
  it('answers the same every time', () => {
    expect(search()).toEqual(search());
    expect(hotelOffers(fixedClock(new Date('2027-03-02T00:00:00Z')), query())).toEqual(search());
  });

  it('prices a stay at exactly the nights times the night, in cents, taxes included', () => {
    for (const [checkInDate, checkOutDate] of [
      ['2027-07-15', '2027-07-18'],
      ['2027-12-30', '2028-01-06'],
      ['2027-03-01', '2027-03-02'],
    ] as const)
      for (const adults of [1, 3, 7])
        for (const answer of search({ checkInDate, checkOutDate, adults }))
          for (const offer of answer.offers ?? []) {
            const nights = Math.round((Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000);
            const { price } = offer;
            expect(c(price.total), offer.id).toBe(nightly(offer) * nights);
            expect(c(price.base), offer.id).toBe(c(price.variations?.average?.base) * nights);
            const taxes = (price.taxes ?? []).reduce((sum, t) => sum + c(t.amount), 0);
            expect(c(price.base) + taxes, offer.id).toBe(c(price.total));
            expect(price.taxes?.every((t) => t.included)).toBe(true);
            expect(price.currency).toBe('USD');
            expect(offer).toMatchObject({ checkInDate, checkOutDate, guests: { adults } });
          }
  });

  it('sells rooms by category with their beds, refundable until two days before or not', () => {
    const offers = offersOf('KTTZX007');
    expect(new Set(offers.map((o) => o.room?.typeEstimated?.category))).toEqual(
      new Set(['SUPERIOR_ROOM', 'DELUXE_ROOM', 'SUITE', 'FAMILY_ROOM']),
    );
    for (const offer of offers) {
      expect(offer.id).toMatch(/^[A-Z0-9]+$/);
      expect(offer.room?.type).toMatch(/^[A-Z][1-9][A-Z]$/);
      expect(offer.room?.typeEstimated?.beds).toBeGreaterThan(0);
      expect(offer.room?.description?.text).toMatch(/bed/);
      const [rule] = offer.policies?.cancellations ?? [];
      if (offer.rateCode === 'BAR') expect(rule?.deadline).toBe('2027-07-13T23:59:00+03:00');
      else expect(rule).toMatchObject({ type: 'FULL_STAY', amount: offer.price.total });
    }
    // A standard room takes two; a family room takes a large party.
    expect(offersOf('KTTZX001', { adults: 3 }).map((o) => o.room?.typeEstimated?.category)).not.toContain(
      'STANDARD_ROOM',
    );
    expect(offersOf('KTTZX001', { adults: 10 }).map((o) => o.room?.typeEstimated?.category)).toEqual([
      'FAMILY_ROOM',
      'FAMILY_ROOM',
    ]);
  });

  it('charges by stars, season (Uzungöl’s and Ayder’s summer most), weekend and party', () => {
    // Stars: the five-star resort above the lake dearer than the four-star lodge by it.
    expect(cheapest('KTTZX020', '2027-07-13', '2027-07-14')).toBeGreaterThan(
      cheapest('KTTZX018', '2027-07-13', '2027-07-14'),
    );
    // Summer dearer than winter, and much more so up at Uzungöl than on the coast.
    const lake =
      cheapest('KTTZX018', '2027-07-13', '2027-07-14') / cheapest('KTTZX018', '2028-01-11', '2028-01-12');
    const coast =
      cheapest('KTTZX012', '2027-07-13', '2027-07-14') / cheapest('KTTZX012', '2028-01-11', '2028-01-12');
    expect(coast).toBeGreaterThan(1.3);
    expect(lake).toBeGreaterThan(coast);
    // A Saturday night dearer than a Tuesday night.
    expect(cheapest('KTTZX012', '2027-05-15', '2027-05-16')).toBeGreaterThan(
      cheapest('KTTZX012', '2027-05-11', '2027-05-12'),
    );
    // One adult pays less than two, three more (in a superior room).
    const superior = (adults: number) =>
      nightly(
        offersOf('KTTZX012', { adults }).find((o) => o.room?.typeEstimated?.category === 'SUPERIOR_ROOM'),
      );
    expect(superior(1)).toBeLessThan(superior(2));
    expect(superior(3)).toBeGreaterThan(superior(2));
    const hotel = offlineHotel('KTTZX018');
    expect(hotel && nightFactor(hotel, '2027-08-03')).toBeGreaterThan(1.5);
  });

  it('answers only the cheapest offer a hotel unless all are asked for (the provider’s default)', () => {
    const best = search({ bestRateOnly: undefined });
    const all = search();
    for (const [i, answer] of best.entries()) {
      if (!answer.available) continue;
      expect(answer.offers).toHaveLength(1);
      const every = all[i]?.offers ?? [];
      if (every.length) {
        expect(answer.offers?.[0]).toEqual(every[0]);
        expect(Math.min(...every.map((o) => c(o.price.total)))).toBe(c(answer.offers?.[0]?.price.total));
      }
    }
  });

  it('has guesthouses that publish only their best rate: no offers when all are asked for', () => {
    const guesthouses = OFFLINE_HOTELS.filter((h) => h.bestRateOnly).map((h) => h.hotelId);
    expect(guesthouses).toEqual(['KGTZX015', 'KGTZX021', 'KGRZE007', 'KGRZE012']);
    for (const answer of search({ hotelIds: guesthouses }))
      expect(answer).toMatchObject({ available: true, offers: [] });
    for (const answer of search({ hotelIds: guesthouses, bestRateOnly: true }))
      expect(answer.offers).toHaveLength(1);
  });

  it('has hotels that are full on some nights: a stay over such a night is not available', () => {
    const often = OFFLINE_HOTELS.filter(isOftenFull);
    expect(often.length).toBeGreaterThanOrEqual(3);
    expect(often.length).toBeLessThanOrEqual(8);
    // Boztepe View Hotel is full on the night of 8 June 2027, not on the 11th or 12th.
    expect(
      search({ hotelIds: ['KTTZX001'], checkInDate: '2027-06-08', checkOutDate: '2027-06-09' })[0],
    ).toEqual(expect.objectContaining({ available: false, offers: [] }));
    expect(
      search({ hotelIds: ['KTTZX001'], checkInDate: '2027-06-06', checkOutDate: '2027-06-10' })[0]?.available,
    ).toBe(false);
    expect(
      search({ hotelIds: ['KTTZX001'], checkInDate: '2027-06-11', checkOutDate: '2027-06-13' })[0]?.available,
    ).toBe(true);
    const hotel = offlineHotel('KTTZX001');
    expect(hotel && soldOutNight(hotel, '2027-06-08')).toBe(true);
    // A hotel that is never full has rooms on every night.
    const calm = OFFLINE_HOTELS.find((h) => !isOftenFull(h));
    expect(calm && soldOutNight(calm, '2027-06-08')).toBe(false);
  });

  it('refuses dates in the past or the wrong way round, and a party it cannot take', () => {
    const refused = { failure: 'rejected' };
    expect(() => search({ checkInDate: '2027-02-28', checkOutDate: '2027-03-02' })).toThrow(
      expect.objectContaining(refused),
    );
    expect(() => search({ checkInDate: '2027-07-18', checkOutDate: '2027-07-18' })).toThrow(
      expect.objectContaining(refused),
    );
    expect(() => search({ checkInDate: '2027-02-30', checkOutDate: '2027-03-02' })).toThrow(
      expect.objectContaining(refused),
    );
    expect(() => search({ adults: 0 })).toThrow(expect.objectContaining(refused));
    expect(() => search({ adults: 11 })).toThrow(expect.objectContaining(refused));
    expect(() => search({ adults: 2, roomQuantity: 3 })).toThrow(expect.objectContaining(refused));
    // Today (in Türkiye) is fine.
    expect(search({ checkInDate: '2027-03-01', checkOutDate: '2027-03-02' }).length).toBe(ALL.length);
  });

  it('leaves out hotels it does not know', () => {
    expect(search({ hotelIds: ['NOPE1234', 'KTTZX002'] }).map((a) => a.hotel.hotelId)).toEqual(['KTTZX002']);
  });
});

describe('hotelOffer', () => {
  it('prices an offer again from its id alone, at the same price', () => {
    for (const answer of search({
      hotelIds: ['KTTZX002', 'KGTZX015', 'KTRZE010'],
      bestRateOnly: undefined,
      adults: 3,
    }))
      for (const offer of answer.offers ?? []) {
        const again = hotelOffer(clock, offer.id);
        expect(again).toEqual({ ...answer, offers: [offer] });
      }
    const [deluxe] = offersOf('KTTZX002').filter((o) => o.room?.typeEstimated?.category === 'DELUXE_ROOM');
    expect(deluxe && hotelOffer(clock, deluxe.id).offers).toEqual([deluxe]);
  });

  it('does not know an id it did not make, or a garbled one', () => {
    const [offer] = offersOf('KTTZX002');
    const id = offer?.id ?? '';
    const notFound = expect.objectContaining({ failure: 'not_found' });
    expect(() => hotelOffer(clock, 'TSXOJ6LFQ2')).toThrow(notFound);
    expect(() => hotelOffer(clock, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`)).toThrow(notFound);
    // Another hotel, or more adults, in an otherwise valid id: the check characters no longer fit.
    expect(() => hotelOffer(clock, id.replace('KTTZX002', 'KTTZX004'))).toThrow(notFound);
    expect(() => hotelOffer(clock, `${id.slice(0, 24)}03${id.slice(26)}`)).toThrow(notFound);
    expect(() => hotelOffer(clock, '')).toThrow(notFound);
  });

  it('refuses an offer whose check-in has passed', () => {
    const [offer] = offersOf('KTTZX002', { checkInDate: '2027-03-05', checkOutDate: '2027-03-07' });
    const later = fixedClock(new Date('2027-03-06T09:00:00Z'));
    expect(() => hotelOffer(later, offer?.id ?? '')).toThrow(
      expect.objectContaining({ failure: 'rejected' }),
    );
  });
});
