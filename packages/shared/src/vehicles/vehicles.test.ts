import { describe, expect, it } from 'vitest';
import { inServiceArea, ROAD_FACTOR, roadKm, SERVICE_RADIUS_KM, straightKm } from './distances.ts';
import { FIXED_PLACES, formatPoint, isPoint, PLACE_POINTS, type Place } from './places.ts';
import { rentalDays, rentalPrice, ridePrice } from './prices.ts';

const at = (iso: string) => new Date(iso);
const fixed = (code: (typeof FIXED_PLACES)[number]): Place => ({ code });

describe('places', () => {
  it('writes a point with six decimals and a comma', () => {
    expect(formatPoint({ latitude: 41.0015, longitude: 39.7178 })).toBe('41.001500, 39.717800');
    expect(formatPoint({ latitude: -0.5, longitude: 179.1234567 })).toBe('-0.500000, 179.123457');
  });

  it('tells a point on Earth from one that is not', () => {
    expect(isPoint({ latitude: 41, longitude: 39.7 })).toBe(true);
    expect(isPoint({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isPoint({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isPoint({ latitude: Number.NaN, longitude: 0 })).toBe(false);
  });
});

describe('distances', () => {
  it('reads the road table both ways, and a place to itself is 0 km', () => {
    expect(roadKm(fixed('TZX'), fixed('UZUNGOL'))).toBe(99);
    expect(roadKm(fixed('UZUNGOL'), fixed('TZX'))).toBe(99);
    expect(roadKm(fixed('SUMELA'), fixed('SUMELA'))).toBe(0);
  });

  it('knows every pair of fixed places, each road longer than the straight line, and the road factor is their middle', () => {
    const ratios: number[] = [];
    for (const a of FIXED_PLACES)
      for (const b of FIXED_PLACES) {
        if (a >= b) continue;
        const ratio = roadKm(fixed(a), fixed(b)) / straightKm(PLACE_POINTS[a], PLACE_POINTS[b]);
        // No road is shorter than the line; none goes round more than Uzungöl to Sumela by the coast.
        expect(ratio, `${a} → ${b}`).toBeGreaterThanOrEqual(1);
        expect(ratio, `${a} → ${b}`).toBeLessThanOrEqual(2.6);
        ratios.push(ratio);
      }
    expect(ratios).toHaveLength(15);
    const middle = [...ratios].sort((x, y) => x - y)[7] ?? 0;
    expect(Math.abs(middle - ROAD_FACTOR)).toBeLessThan(0.1);
  });

  it('measures the straight line right (Trabzon airport to the city centre is about 5.5 km)', () => {
    expect(straightKm(PLACE_POINTS.TZX, PLACE_POINTS.TZX_CITY)).toBeCloseTo(5.5, 0);
  });

  it('takes a map point by the straight line times the road factor, to one decimal', () => {
    const point: Place = { code: 'CUSTOM', latitude: 41.0015, longitude: 39.7178 };
    const straight = straightKm({ latitude: 41.0015, longitude: 39.7178 }, PLACE_POINTS.TZX);
    expect(roadKm(point, fixed('TZX'))).toBe(Math.round(straight * ROAD_FACTOR * 10) / 10);
    expect(roadKm(fixed('TZX'), point)).toBe(roadKm(point, fixed('TZX')));
  });

  it('serves up to 250 km from Trabzon and refuses beyond', () => {
    for (const code of FIXED_PLACES) expect(inServiceArea(fixed(code)), code).toBe(true);
    // Erzurum is about 180 km away in a straight line; Ankara about 700 km.
    expect(inServiceArea({ code: 'CUSTOM', latitude: 39.9, longitude: 41.27 })).toBe(true);
    expect(inServiceArea({ code: 'CUSTOM', latitude: 39.93, longitude: 32.86 })).toBe(false);
    // Just inside and just outside the radius, due south of the centre.
    const south = (km: number): Place => ({
      code: 'CUSTOM',
      latitude: PLACE_POINTS.TZX_CITY.latitude - km / 111.195,
      longitude: PLACE_POINTS.TZX_CITY.longitude,
    });
    expect(inServiceArea(south(SERVICE_RADIUS_KM - 1))).toBe(true);
    expect(inServiceArea(south(SERVICE_RADIUS_KM + 1))).toBe(false);
  });
});

describe('rental days', () => {
  it('counts 24-hour periods from pickup to return, a part period whole, at least one', () => {
    expect(rentalDays(at('2027-05-01T10:00Z'), at('2027-05-04T10:00Z'))).toBe(3);
    expect(rentalDays(at('2027-05-01T10:00Z'), at('2027-05-04T10:01Z'))).toBe(4);
    expect(rentalDays(at('2027-05-01T10:00Z'), at('2027-05-01T18:00Z'))).toBe(1);
    // Across midnight but within 24 hours: one day, not two calendar days.
    expect(rentalDays(at('2027-05-01T20:00Z'), at('2027-05-02T09:00Z'))).toBe(1);
  });
});

describe('prices', () => {
  it('prices a rental: daily rate × days, the one-way fee when returned elsewhere, extras per day', () => {
    const price = rentalPrice(
      { dailyRate: 2500, oneWayFee: 4000 },
      at('2027-05-01T10:00Z'),
      at('2027-05-04T10:00Z'),
      true,
      [
        { code: 'child_seat', perDay: 500 },
        { code: 'additional_driver', perDay: 700 },
      ],
    );
    expect(price).toEqual({
      days: 3,
      base: 7500,
      oneWayFee: 4000,
      extras: [
        { code: 'child_seat', amount: 1500 },
        { code: 'additional_driver', amount: 2100 },
      ],
      subtotal: 15100,
    });
    expect(
      rentalPrice(
        { dailyRate: 2500, oneWayFee: 4000 },
        at('2027-05-01T10:00Z'),
        at('2027-05-02T10:00Z'),
        false,
      ),
    ).toMatchObject({ days: 1, oneWayFee: 0, subtotal: 2500 });
  });

  it('prices a ride: base fare and the distance, rounded to the minor unit', () => {
    expect(ridePrice({ baseFare: 3500, perKm: 120 }, 99)).toBe(3500 + 11880);
    expect(ridePrice({ baseFare: 3500, perKm: 125 }, 12.3)).toBe(3500 + 1538);
    expect(ridePrice({ baseFare: 3500, perKm: 125 }, 0)).toBe(3500);
  });
});
