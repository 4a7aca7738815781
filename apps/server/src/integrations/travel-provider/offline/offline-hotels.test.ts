import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_HOTELS, offlineHotelImage } from './offline-hotels.ts';

/** The Hotel List API's amenity codes (its `amenities` parameter). */
const AMENITIES = new Set([
  'SWIMMING_POOL',
  'SPA',
  'FITNESS_CENTER',
  'AIR_CONDITIONING',
  'RESTAURANT',
  'PARKING',
  'PETS_ALLOWED',
  'AIRPORT_SHUTTLE',
  'BUSINESS_CENTER',
  'DISABLED_FACILITIES',
  'WIFI',
  'MEETING_ROOMS',
  'NO_KID_ALLOWED',
  'TENNIS',
  'GOLF',
  'KITCHEN',
  'ANIMAL_WATCHING',
  'BABY-SITTING',
  'BEACH',
  'CASINO',
  'JACUZZI',
  'SAUNA',
  'SOLARIUM',
  'MASSAGE',
  'VALET_PARKING',
  'BAR or LOUNGE',
  'KIDS_WELCOME',
  'NO_PORN_FILMS',
  'MINIBAR',
  'TELEVISION',
  'WI-FI_IN_ROOM',
  'ROOM_SERVICE',
  'GUARDED_PARKG',
  'SERV_SPEC_MENU',
]);

const publicDir = path.resolve(import.meta.dirname, '../../../../../web/public');

describe('offline hotels', () => {
  it('are thirty to forty, each with its own property code of chain, city and number', () => {
    expect(OFFLINE_HOTELS.length).toBeGreaterThanOrEqual(30);
    expect(OFFLINE_HOTELS.length).toBeLessThanOrEqual(40);
    const ids = OFFLINE_HOTELS.map((h) => h.hotelId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const hotel of OFFLINE_HOTELS) {
      expect(hotel.hotelId).toMatch(/^[A-Z]{2}(TZX|RZE)\d{3}$/);
      expect(hotel.hotelId.startsWith(hotel.chainCode)).toBe(true);
      expect(hotel.hotelId.slice(2, 5)).toBe(hotel.iataCode);
    }
    expect(new Set(OFFLINE_HOTELS.map((h) => h.iataCode))).toEqual(new Set(['TZX', 'RZE']));
  });

  it('lie in the region, have stars and the provider’s amenity codes', () => {
    for (const hotel of OFFLINE_HOTELS) {
      expect(hotel.latitude, hotel.hotelId).toBeGreaterThan(40.5);
      expect(hotel.latitude, hotel.hotelId).toBeLessThan(41.5);
      expect(hotel.longitude, hotel.hotelId).toBeGreaterThan(39.2);
      expect(hotel.longitude, hotel.hotelId).toBeLessThan(41.5);
      expect([2, 3, 4, 5]).toContain(hotel.stars);
      expect(hotel.amenities.length).toBeGreaterThan(0);
      for (const amenity of hotel.amenities)
        expect(AMENITIES.has(amenity), `${hotel.hotelId} ${amenity}`).toBe(true);
    }
  });

  it('describe themselves in English, Turkish and Arabic in 150 to 300 characters, so a 100-character preview is cut', () => {
    for (const hotel of OFFLINE_HOTELS)
      for (const [lang, text] of Object.entries(hotel.description)) {
        expect(text.length, `${hotel.hotelId} ${lang}`).toBeGreaterThanOrEqual(150);
        expect(text.length, `${hotel.hotelId} ${lang}`).toBeLessThanOrEqual(300);
        if (lang === 'ar') expect(text).toMatch(/^[\p{Script=Arabic}\p{M}\p{P}\s\d]+$/u);
      }
  });

  it('include a few guesthouses that publish only their best rate, and Uzungöl and Ayder as highland', () => {
    const best = OFFLINE_HOTELS.filter((h) => h.bestRateOnly);
    expect(best.length).toBeGreaterThanOrEqual(3);
    expect(best.length).toBeLessThanOrEqual(5);
    for (const hotel of best) expect(hotel.stars).toBe(2);
    const highland = OFFLINE_HOTELS.filter((h) => h.highland).map((h) => h.name);
    expect(highland.some((n) => n.includes('Uzungöl'))).toBe(true);
    expect(highland.some((n) => n.includes('Ayder'))).toBe(true);
  });

  it('each have a small picture of their own, written by scripts/generate-images.mjs', () => {
    for (const hotel of OFFLINE_HOTELS) {
      const image = offlineHotelImage(hotel.hotelId);
      expect(image).toBe(`/images/travel-hotels/${hotel.hotelId.toLowerCase()}.svg`);
      const file = path.join(publicDir, image);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.length).toBeLessThan(12_000);
    }
  });
});
