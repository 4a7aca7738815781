import { describe, expect, it } from 'vitest';
import { parseRestaurantFilters } from './search-params';
import { searchableFilters, visitDateProblem } from './visit-date';

describe('visit date', () => {
  it('is today or later, up to two years ahead, like the server’s sale window', () => {
    expect(visitDateProblem('2027-06-06', '2027-06-07')).toBe('past');
    expect(visitDateProblem('2027-06-07', '2027-06-07')).toBeNull();
    expect(visitDateProblem('2029-06-06', '2027-06-07')).toBeNull();
    expect(visitDateProblem('2029-06-08', '2027-06-07')).toBe('tooFar');
  });

  it('a search leaves out a date it cannot sell and keeps the other filters', () => {
    const filters = parseRestaurantFilters(new URLSearchParams('date=2027-06-01&q=fish&partySize=4'));
    expect(searchableFilters(filters, '2027-06-07')).toMatchObject({
      date: undefined,
      q: 'fish',
      partySize: 4,
    });
    expect(searchableFilters(filters, '2027-05-01').date).toBe('2027-06-01');
  });
});
