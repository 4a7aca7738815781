import { describe, expect, it } from 'vitest';
import type { ProviderHotelOffer } from '../../integrations/travel-provider/travel-provider.ts';
import {
  fallbackOffer,
  fallbackOffers,
  nightsOf,
  perNightOf,
  readFallbackOfferId,
  roomOfferDto,
} from './hotel-room-offers.ts';

const offer = (more: Partial<ProviderHotelOffer> = {}): ProviderHotelOffer => ({
  id: 'OFFER1',
  checkInDate: '2027-05-01',
  checkOutDate: '2027-05-04',
  room: {
    typeEstimated: { category: 'SUPERIOR_ROOM', beds: 1, bedType: 'DOUBLE' },
    description: { text: 'Sea view', lang: 'EN' },
  },
  guests: { adults: 2 },
  price: { currency: 'USD', total: '361.50', variations: { average: { total: '120.50' } } },
  policies: { cancellations: [{ deadline: '2027-04-29T12:00:00+03:00' }] },
  ...more,
});

describe('Trabzon hotel offers', () => {
  it('counts the nights of a stay, at least one', () => {
    expect(nightsOf('2027-05-01', '2027-05-04')).toBe(3);
    // Across the change of clocks in spring and autumn the dates still count whole nights.
    expect(nightsOf('2027-03-27', '2027-03-29')).toBe(2);
    expect(nightsOf('2027-05-01', '2027-05-01')).toBe(1);
  });

  it('prices an offer per night from the provider’s average, and the total as price × nights', () => {
    const dto = roomOfferDto(offer(), 3);
    expect(dto).toMatchObject({
      pricePerNight: 12050,
      nights: 3,
      total: 36150,
      category: 'SUPERIOR_ROOM',
      sleeps: 2,
      description: 'Sea view',
      descriptionLang: 'en',
      refundableUntil: '2027-04-29T09:00:00.000Z',
    });
  });

  it('shares the total over the nights, rounded up to the cent, when no average is given', () => {
    expect(perNightOf(offer({ price: { currency: 'USD', total: '100.00' } }), 3)).toBe(3334);
  });

  it('leaves occupancy unknown when the provider does not say (the page says "Sleeps 2 guests")', () => {
    expect(roomOfferDto(offer({ guests: undefined }), 3).sleeps).toBeNull();
  });

  it('leaves the description’s language unknown when the provider does not say it', () => {
    expect(
      roomOfferDto(offer({ room: { description: { text: 'Sea view' } } }), 3).descriptionLang,
    ).toBeNull();
  });

  it('builds standard, deluxe (1.3×) and suite (1.8×) rooms from the best rate', () => {
    const rooms = fallbackOffers(offer(), 3);
    expect(rooms.map((r) => [r.category, r.pricePerNight, r.total, r.kind, r.sleeps])).toEqual([
      ['STANDARD_ROOM', 12050, 36150, 'fallback', null],
      ['DELUXE_ROOM', 15665, 46995, 'fallback', null],
      ['SUITE', 21690, 65070, 'fallback', null],
    ]);
    expect(rooms.map((r) => r.id)).toEqual(['OFFER1~STANDARD', 'OFFER1~DELUXE', 'OFFER1~SUITE']);
  });

  it('reads a fallback room’s id back, and prices it again from its best rate', () => {
    expect(readFallbackOfferId('OFFER1~DELUXE')).toEqual({ bestOfferId: 'OFFER1', tier: 'DELUXE' });
    expect(readFallbackOfferId('OFFER1')).toBeNull();
    expect(readFallbackOfferId('OFFER1~PENTHOUSE')).toBeNull();
    expect(fallbackOffer(offer(), 'SUITE', 3).total).toBe(65070);
  });
});
