import { describe, expect, it } from 'vitest';
import { lateOneStop, longTwoStops, morningDirect, offer, segment, way } from '../testing/offers';
import { bestScores, filterFlights, NO_FILTERS, sortFlights } from './sort-flights';

const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('sorting flights', () => {
  const direct = morningDirect(); // USD 120, 1 h 55, direct, 07:45
  const oneStop = lateOneStop(); // USD 89, 5 h 30, 1 stop, 21:30
  const twoStops = longTwoStops(); // USD 250, 26 h, 2 stops, 12:00
  const all = [twoStops, oneStop, direct];

  it('cheapest, fastest and by departure', () => {
    expect(ids(sortFlights(all, 'cheapest'))).toEqual(['2', '1', '3']);
    expect(ids(sortFlights(all, 'fastest'))).toEqual(['1', '2', '3']);
    expect(ids(sortFlights(all, 'departure'))).toEqual(['1', '3', '2']);
  });

  it('best weighs the price against the time and the stops: a little dearer, much shorter and direct wins', () => {
    expect(ids(sortFlights(all, 'best'))).toEqual(['1', '2', '3']);
    const scores = bestScores(all);
    expect(scores.get(direct)).toBeLessThan(scores.get(oneStop) ?? 0);
    expect(scores.get(twoStops)).toBe(1);
  });

  it('best takes the cheapest when the prices are far apart and the times close', () => {
    const cheap = offer(
      'cheap',
      [way(130, 0, [segment('PC 1', ['TZX', '2027-07-08T08:00'], ['IST', '2027-07-08T10:10'])])],
      {
        total: 5_000,
        base: 4_000,
      },
    );
    const dear = offer(
      'dear',
      [way(110, 0, [segment('TK 1', ['TZX', '2027-07-08T09:00'], ['IST', '2027-07-08T10:50'])])],
      {
        total: 40_000,
        base: 35_000,
      },
    );
    expect(ids(sortFlights([dear, cheap], 'best'))).toEqual(['cheap', 'dear']);
  });

  it('keeps the server’s order between equals, and an unknown duration counts as the longest', () => {
    const a = offer(
      'a',
      [way(null, 0, [segment('TK 1', ['TZX', '2027-07-08T08:00'], ['IST', '2027-07-08T10:00'])])],
      {
        total: 10_000,
        base: 9_000,
      },
    );
    const b = offer(
      'b',
      [way(120, 0, [segment('TK 2', ['TZX', '2027-07-08T08:00'], ['IST', '2027-07-08T10:00'])])],
      {
        total: 10_000,
        base: 9_000,
      },
    );
    expect(ids(sortFlights([a, b], 'fastest'))).toEqual(['b', 'a']);
    expect(ids(sortFlights([a, b], 'cheapest'))).toEqual(['b', 'a']);
    expect(ids(sortFlights([b, a], 'departure'))).toEqual(['b', 'a']);
  });
});

describe('filtering flights', () => {
  const all = [morningDirect(), lateOneStop(), longTwoStops()];

  it('by stops on each way', () => {
    expect(ids(filterFlights(all, { ...NO_FILTERS, stops: 'direct' }))).toEqual(['1']);
    expect(ids(filterFlights(all, { ...NO_FILTERS, stops: 'upToOne' }))).toEqual(['1', '2']);
    expect(ids(filterFlights(all, NO_FILTERS))).toEqual(['1', '2', '3']);
  });

  it('hides an offer with a flight of an airline unticked', () => {
    expect(ids(filterFlights(all, { ...NO_FILTERS, hiddenCarriers: ['PC', 'QR'] }))).toEqual(['1']);
  });

  it('by the hour the outbound leaves, on its airport’s clock', () => {
    expect(ids(filterFlights(all, { ...NO_FILTERS, departure: [6, 12] }))).toEqual(['1', '3']);
    expect(ids(filterFlights(all, { ...NO_FILTERS, departure: [18, 24] }))).toEqual(['2']);
  });
});
