import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import {
  AIRPORT_CODES,
  AIRPORT_REGION_IDS,
  AIRPORT_REGIONS,
  AIRPORTS,
  airportByCode,
  isAirportCode,
  searchAirports,
} from './airports.ts';
import { CARRIER_CODES, CARRIERS, carrierName, isCarrierCode } from './carriers.ts';

const codes = (list: { code: string }[]) => list.map((a) => a.code);

describe('airports', () => {
  it('lists about sixty airports, each once, in the order of AIRPORT_CODES', () => {
    expect(codes([...AIRPORTS])).toEqual([...AIRPORT_CODES]);
    expect(new Set(AIRPORT_CODES).size).toBe(AIRPORT_CODES.length);
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(55);
    expect(AIRPORTS.length).toBeLessThanOrEqual(70);
  });

  it('has Trabzon and its neighbours, the Turkish hubs, the Gulf, Europe and a few long-haul cities', () => {
    for (const code of [
      'TZX',
      'RZE',
      'IST',
      'SAW',
      'ESB',
      'ADB',
      'AYT',
      'DOH',
      'DXB',
      'AUH',
      'RUH',
      'JED',
      'DMM',
      'KWI',
      'BAH',
      'MCT',
      'AMM',
      'BEY',
      'CAI',
      'BGW',
      'EBL',
      'TBS',
      'GYD',
      'LHR',
      'FRA',
      'MUC',
      'CDG',
      'AMS',
      'VIE',
      'ZRH',
      'JFK',
    ])
      expect(isAirportCode(code), code).toBe(true);
    expect(isAirportCode('TLV')).toBe(false);
  });

  it('groups them by region, every region labelled in every language and none empty', () => {
    expect(AIRPORT_REGIONS.map((r) => r.id)).toEqual([...AIRPORT_REGION_IDS]);
    for (const region of AIRPORT_REGIONS) {
      for (const lang of LANGUAGES) expect(region.label[lang].trim(), `${region.id} ${lang}`).not.toBe('');
      expect(region.label.ar).toMatch(/\p{Script=Arabic}/u);
      expect(
        AIRPORTS.some((a) => a.region === region.id),
        region.id,
      ).toBe(true);
    }
    // Listed region by region, in the regions' order.
    const order = AIRPORTS.map((a) => AIRPORT_REGION_IDS.indexOf(a.region));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('names every airport and its city in every language, with a real time zone and position', () => {
    for (const a of AIRPORTS) {
      expect(a.code).toMatch(/^[A-Z]{3}$/);
      expect(a.cityCode).toMatch(/^[A-Z]{3}$/);
      expect(a.country).toMatch(/^[A-Z]{2}$/);
      for (const text of [a.city, a.name]) {
        for (const lang of LANGUAGES) expect(text[lang].trim(), `${a.code} ${lang}`).not.toBe('');
        expect(text.ar, a.code).toMatch(/^[\p{Script=Arabic}\p{M}\s\-–]+$/u);
      }
      expect(() => new Intl.DateTimeFormat('en', { timeZone: a.timeZone }), a.code).not.toThrow();
      expect(Math.abs(a.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(a.lng)).toBeLessThanOrEqual(180);
    }
  });

  it('resolves a code to its airport, and nothing else', () => {
    expect(airportByCode('TZX')).toMatchObject({
      city: { en: 'Trabzon', tr: 'Trabzon', ar: 'طرابزون' },
      name: { en: 'Trabzon Airport', tr: 'Trabzon Havalimanı', ar: 'مطار طرابزون' },
      country: 'TR',
      region: 'black-sea',
      timeZone: 'Europe/Istanbul',
      lat: 40.9951,
      lng: 39.7899,
    });
    expect(airportByCode('RZE')).toMatchObject({ lat: 41.1794, lng: 40.8553, region: 'black-sea' });
    expect(airportByCode('LHR')).toMatchObject({ cityCode: 'LON', timeZone: 'Europe/London' });
    expect(airportByCode('tzx')).toBeUndefined();
    expect(airportByCode('XXX')).toBeUndefined();
  });

  it('serves z.enum as a tuple', () => {
    const schema = z.enum(AIRPORT_CODES);
    expect(schema.parse('SAW')).toBe('SAW');
    expect(schema.safeParse('TLV').success).toBe(false);
  });
});

describe('searchAirports', () => {
  it('matches without accents, dotted or dotless i, in any language', () => {
    expect(codes(searchAirports('istanbul', 'en')).slice(0, 2)).toEqual(['IST', 'SAW']);
    expect(codes(searchAirports('İSTANBUL', 'tr')).slice(0, 2)).toEqual(['IST', 'SAW']);
    expect(codes(searchAirports('dusseldorf', 'en'))).toEqual(['DUS']);
    expect(codes(searchAirports('munih', 'tr'))).toEqual(['MUC']);
    expect(codes(searchAirports('koln', 'en'))).toEqual(['CGN']);
    expect(codes(searchAirports('cidde', 'en'))).toEqual(['JED']);
    expect(codes(searchAirports('esenboga', 'en'))).toEqual(['ESB']);
    expect(codes(searchAirports('zurich', 'ar'))).toEqual(['ZRH']);
  });

  it('knows the French and Spanish names of cities and airports', () => {
    expect(codes(searchAirports('londres', 'fr'))).toEqual(['LHR']);
    expect(codes(searchAirports('Londres', 'es'))).toEqual(['LHR']);
    expect(codes(searchAirports('estambul', 'es')).slice(0, 2)).toEqual(['IST', 'SAW']);
    expect(codes(searchAirports('le caire', 'fr'))).toEqual(['CAI']);
    expect(codes(searchAirports('el cairo', 'es'))).toEqual(['CAI']);
    expect(codes(searchAirports('dubai', 'fr'))[0]).toBe('DXB');
    expect(codes(searchAirports('munich', 'es'))).toEqual(['MUC']);
    expect(codes(searchAirports('aeroport trabzon', 'fr'))).toEqual(['TZX']);
    expect(codes(searchAirports('aeropuerto esmirna', 'es'))).toEqual(['ADB']);
    // Any language's name is found whatever the reader's language.
    expect(codes(searchAirports('francfort', 'en'))).toEqual(['FRA']);
  });

  it('matches Arabic with or without its diacritics, hamza forms and ta marbuta', () => {
    expect(codes(searchAirports('طرابزون', 'ar'))[0]).toBe('TZX');
    expect(codes(searchAirports('الدوحه', 'ar'))).toEqual(['DOH']);
    expect(codes(searchAirports('دوحة', 'ar'))).toEqual(['DOH']);
    expect(codes(searchAirports('عمّان', 'ar'))).toContain('AMM');
    expect(codes(searchAirports('عمان', 'ar'))).toContain('AMM');
    expect(codes(searchAirports('اسطنبول', 'ar')).slice(0, 2)).toEqual(['IST', 'SAW']);
  });

  it('puts the code first, then cities that start so', () => {
    expect(codes(searchAirports('ist', 'en'))[0]).toBe('IST');
    expect(codes(searchAirports('TZX', 'tr'))[0]).toBe('TZX');
    const ri = codes(searchAirports('ri', 'en'));
    expect(ri.indexOf('RUH')).toBeLessThan(ri.indexOf('KWI') === -1 ? Infinity : ri.indexOf('KWI'));
    expect(ri.slice(0, 2)).toEqual(['RZE', 'RUH']);
  });

  it('needs every word of the query, and gives every airport for an empty one', () => {
    expect(codes(searchAirports('istanbul sabiha', 'en'))).toEqual(['SAW']);
    expect(codes(searchAirports('london heathrow', 'en'))).toEqual(['LHR']);
    expect(searchAirports('xyzzy', 'en')).toEqual([]);
    expect(searchAirports('  ', 'en')).toHaveLength(AIRPORTS.length);
  });
});

describe('carriers', () => {
  it('names the airlines of the routes by their IATA codes', () => {
    for (const code of [
      'TK',
      'PC',
      'VF',
      'XQ',
      'QR',
      'EK',
      'EY',
      'SV',
      'XY',
      'GF',
      'KU',
      'WY',
      'RJ',
      'MS',
      'LH',
      'LX',
      'OS',
      'BA',
      'AF',
      'KL',
      'J2',
      'A9',
      'FZ',
      'G9',
    ])
      expect(isCarrierCode(code), code).toBe(true);
    expect(CARRIERS.TK).toBe('Turkish Airlines');
    expect(CARRIERS.PC).toBe('Pegasus Airlines');
    expect(carrierName('QR')).toBe('Qatar Airways');
    expect(carrierName('ZZ')).toBe('ZZ');
    expect(CARRIERS.ZZ).toBeUndefined();
    for (const code of CARRIER_CODES) expect(code).toMatch(/^[A-Z0-9]{2}$/);
  });
});
