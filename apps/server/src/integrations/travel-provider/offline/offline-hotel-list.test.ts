import { describe, expect, it } from 'vitest';
import { TravelProviderError } from '../travel-provider.ts';
import {
  hotelSentiments,
  hotelsByCity,
  hotelsByIds,
  kmFromCity,
  offlineHotelContent,
} from './offline-hotel-list.ts';
import { OFFLINE_HOTELS, offlineHotel } from './offline-hotels.ts';

const byCity = (cityCode: string, radius: number, radiusUnit: 'KM' | 'MILE' = 'KM') =>
  hotelsByCity({ cityCode, radius, radiusUnit, hotelSource: 'ALL' });

describe('hotelsByCity', () => {
  it('lists the hotels within the radius of the city’s airport, nearest first, with their distance', () => {
    const near = byCity('TZX', 20);
    expect(near.length).toBeGreaterThan(5);
    for (const hotel of near) {
      expect(hotel.distance?.unit).toBe('KM');
      expect(hotel.distance?.value).toBeLessThanOrEqual(20);
    }
    const distances = near.map((h) => h.distance?.value ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The airport hotel is across the road from the terminal.
    expect(near[0]).toMatchObject({ hotelId: 'KTTZX005', address: { countryCode: 'TR' }, rating: '3' });
    expect(near.map((h) => h.hotelId)).not.toContain('KTTZX018');
  });

  it('shares the hotels between Trabzon and Rize that are within 100 km of both airports', () => {
    const trabzon = byCity('TZX', 100).map((h) => h.hotelId);
    const rize = byCity('RZE', 100).map((h) => h.hotelId);
    const both = trabzon.filter((id) => rize.includes(id));
    // Uzungöl is about 59 km from Trabzon's airport and 78 km from Rize's.
    expect(both).toContain('KTTZX018');
    expect(both).toContain('KTRZE001');
    expect(both.length).toBeGreaterThanOrEqual(5);
    // Ayder is too far from Trabzon, Akçaabat too far from Rize.
    expect(trabzon).not.toContain('KTRZE010');
    expect(rize).not.toContain('KTTZX009');
    for (const id of both) {
      const hotel = offlineHotel(id);
      expect(hotel && kmFromCity('TZX', hotel)).toBeLessThanOrEqual(100);
      expect(hotel && kmFromCity('RZE', hotel)).toBeLessThanOrEqual(100);
    }
  });

  it('takes a radius in miles and answers in miles', () => {
    const miles = byCity('RZE', 25, 'MILE');
    const km = byCity('RZE', 25 * 1.609344);
    expect(miles.map((h) => h.hotelId)).toEqual(km.map((h) => h.hotelId));
    expect(miles[0]?.distance?.unit).toBe('MILE');
    expect(miles[0]?.distance?.value).toBeCloseTo((km[0]?.distance?.value ?? 0) / 1.609344, 1);
  });

  it('has no hotels in another city, and refuses a radius that is not one', () => {
    expect(byCity('IST', 300)).toEqual([]);
    expect(() => byCity('TZX', 0)).toThrow(TravelProviderError);
  });

  it('answers the same every time', () => {
    expect(byCity('TZX', 50)).toEqual(byCity('TZX', 50));
  });
});

describe('hotelsByIds', () => {
  it('answers the known hotels, in the order asked, each once', () => {
    expect(hotelsByIds(['KTRZE010', 'NOPE1234', 'KTTZX001', 'KTRZE010']).map((h) => h.hotelId)).toEqual([
      'KTRZE010',
      'KTTZX001',
    ]);
    expect(hotelsByIds(['KTTZX001'])[0]).toMatchObject({
      name: 'Boztepe View Hotel',
      iataCode: 'TZX',
      chainCode: 'KT',
      geoCode: { latitude: 40.9985, longitude: 39.734 },
      address: { countryCode: 'TR', cityName: 'Ortahisar' },
    });
  });
});

describe('offlineHotelContent', () => {
  it('gives a hotel’s description in three languages and its picture', () => {
    const content = offlineHotelContent('KTRZE010');
    expect(content?.image).toBe('/images/travel-hotels/ktrze010.svg');
    expect(content?.description.en).toContain('Ayder');
    expect(content?.description.tr).toContain('Ayder');
    expect(content?.description.ar).toContain('أيدر');
    expect(offlineHotelContent('NOPE1234')).toBeNull();
  });
});

describe('hotelSentiments', () => {
  it('scores each hotel from 60 to 95, the same every time', () => {
    for (let i = 0; i < OFFLINE_HOTELS.length; i += 3) {
      const ids = OFFLINE_HOTELS.slice(i, i + 3).map((h) => h.hotelId);
      const answer = hotelSentiments(ids);
      expect(answer.map((s) => s.hotelId)).toEqual(ids);
      expect(hotelSentiments(ids)).toEqual(answer);
      for (const s of answer) {
        expect(s.overallRating).toBeGreaterThanOrEqual(60);
        expect(s.overallRating).toBeLessThanOrEqual(95);
        expect(s.numberOfReviews).toBeGreaterThan(0);
        expect(s.numberOfRatings).toBeGreaterThanOrEqual(s.numberOfReviews ?? 0);
        for (const score of Object.values(s.sentiments ?? {})) expect(score).toBeLessThanOrEqual(100);
      }
    }
  });

  it('takes at most three hotels a call, as the API, and skips unknown ones', () => {
    expect(() => hotelSentiments(['KTTZX001', 'KTTZX002', 'KTTZX004', 'KTTZX005'])).toThrow(
      expect.objectContaining({ failure: 'rejected' }),
    );
    expect(() => hotelSentiments([])).toThrow(TravelProviderError);
    expect(hotelSentiments(['NOPE1234', 'KTTZX001']).map((s) => s.hotelId)).toEqual(['KTTZX001']);
  });
});
