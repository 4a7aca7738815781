import { describe, expect, it } from 'vitest';
import { packageApiQuery, packageFiltersToParams, parsePackageFilters } from './package-filters';

describe('package filters', () => {
  it('read what the home search sends', () => {
    const f = parsePackageFilters(new URLSearchParams('destination=ayder&from=2027-07-01&to=2027-07-20'));
    expect(f).toMatchObject({
      destination: 'ayder',
      from: '2027-07-01',
      to: '2027-07-20',
      sort: 'popularity',
      page: 1,
    });
  });

  it('drop what is invalid instead of failing', () => {
    const f = parsePackageFilters(
      new URLSearchParams('from=2027-07-10&to=2027-07-01&length=99&sort=evil&page=-3&maxPrice=abc'),
    );
    expect(f).toMatchObject({
      from: '2027-07-10',
      to: undefined,
      length: '',
      sort: 'popularity',
      page: 1,
      maxPrice: undefined,
    });
  });

  it('round-trip through the URL, defaults left out', () => {
    const f = parsePackageFilters(
      new URLSearchParams('destination=uzungol&length=3-4&deals=true&sort=price_asc&page=2'),
    );
    expect(packageFiltersToParams(f).toString()).toBe(
      'destination=uzungol&length=3-4&deals=true&sort=price_asc&page=2',
    );
    expect(packageFiltersToParams(parsePackageFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('turn a trip length into a day range for the API', () => {
    const f = parsePackageFilters(new URLSearchParams('length=5%2B'));
    expect(packageApiQuery(f, 12)).toMatchObject({ minDays: 5, limit: 12 });
    expect(packageApiQuery({ ...f, length: '1-2' }, 12)).toMatchObject({ minDays: 1, maxDays: 2 });
  });
});
