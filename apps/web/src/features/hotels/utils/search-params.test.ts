import { describe, expect, it } from 'vitest';
import { hotelFiltersToParams, parseHotelFilters } from './search-params';

const parse = (q: string) => parseHotelFilters(new URLSearchParams(q));

describe('parseHotelFilters', () => {
  it('reads what the home search sends', () => {
    expect(
      parse('destination=uzungol&minStars=4&checkIn=2027-07-01&checkOut=2027-07-04&guests=3'),
    ).toMatchObject({
      destination: 'uzungol',
      minStars: 4,
      checkIn: '2027-07-01',
      checkOut: '2027-07-04',
      guests: 3,
      sort: 'popularity',
      page: 1,
    });
  });

  it('drops invalid values instead of failing', () => {
    expect(
      parse('minStars=9&guests=0&page=-2&sort=cheapest&amenities=wifi,teleporter&checkIn=2027-02-30'),
    ).toMatchObject({
      minStars: 0,
      guests: undefined,
      page: 1,
      sort: 'popularity',
      amenities: ['wifi'],
      checkIn: undefined,
    });
  });

  it('never keeps a check-out on or before the check-in, nor half a stay', () => {
    expect(parse('checkIn=2027-07-04&checkOut=2027-07-01')).toMatchObject({
      checkIn: undefined,
      checkOut: undefined,
    });
    expect(parse('checkIn=2027-07-04')).toMatchObject({ checkIn: undefined, checkOut: undefined });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const f = parse('q=trabzon&amenities=spa,wifi&sort=price_asc&page=2');
    expect(hotelFiltersToParams(f).toString()).toBe('q=trabzon&amenities=spa%2Cwifi&sort=price_asc&page=2');
    expect(hotelFiltersToParams(parse('')).toString()).toBe('');
  });
});

describe('the map view in the URL', () => {
  it('reads view=map and writes it back; anything else is the list', () => {
    expect(parse('view=map').view).toBe('map');
    expect(parse('view=globe').view).toBe('list');
    expect(hotelFiltersToParams(parse('view=map&minStars=4')).toString()).toBe('minStars=4&view=map');
    expect(hotelFiltersToParams(parse('view=list')).toString()).toBe('');
  });
});
