import { describe, expect, it } from 'vitest';
import {
  forgetSearch,
  MAX_RECENT_SEARCHES,
  mergeRecentSearches,
  type RecentFlightSearch,
  readRecentSearches,
  recentSearchKey,
  rememberSearch,
} from './recent-searches.ts';

const search = (
  originCode: string,
  destinationCode: string,
  more: Partial<RecentFlightSearch> = {},
): RecentFlightSearch => ({
  tripType: 'roundTrip',
  originCode,
  destinationCode,
  departureDate: '2027-05-01',
  returnDate: '2027-05-08',
  passengers: 1,
  cabinClass: 'ECONOMY',
  ...more,
});

describe('recent flight searches', () => {
  it('puts the newest first', () => {
    const list = rememberSearch(rememberSearch([], search('TZX', 'IST')), search('TZX', 'DOH'));
    expect(list.map(recentSearchKey)).toEqual(['TZX-DOH-roundTrip', 'TZX-IST-roundTrip']);
  });

  it('keeps one entry per origin, destination and trip type: the latest', () => {
    let list = rememberSearch([], search('TZX', 'IST', { passengers: 1 }));
    list = rememberSearch(list, search('TZX', 'DOH'));
    list = rememberSearch(list, search('TZX', 'IST', { passengers: 3 }));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ destinationCode: 'IST', passengers: 3 });
    // Another trip type is another entry.
    list = rememberSearch(list, search('TZX', 'IST', { tripType: 'oneWay', returnDate: null }));
    expect(list).toHaveLength(3);
  });

  it('keeps five at most, dropping the oldest', () => {
    let list: RecentFlightSearch[] = [];
    for (const code of ['IST', 'SAW', 'ESB', 'ADB', 'AYT', 'DOH', 'DXB'])
      list = rememberSearch(list, search('TZX', code));
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list.map((s) => s.destinationCode)).toEqual(['DXB', 'DOH', 'AYT', 'ADB', 'ESB']);
  });

  it('forgets one entry by its key', () => {
    const list = [search('TZX', 'IST'), search('TZX', 'DOH')];
    expect(forgetSearch(list, 'TZX-IST-roundTrip').map(recentSearchKey)).toEqual(['TZX-DOH-roundTrip']);
  });

  it('reads a stored list back, dropping what no longer parses and duplicates', () => {
    const stored = [
      search('TZX', 'IST', { passengers: 2 }),
      { junk: true },
      search('TZX', 'IST'),
      search('RZE', 'SAW'),
    ];
    const list = readRecentSearches(stored);
    expect(list.map(recentSearchKey)).toEqual(['TZX-IST-roundTrip', 'RZE-SAW-roundTrip']);
    expect(list[0]?.passengers).toBe(2);
    expect(readRecentSearches('nonsense')).toEqual([]);
  });

  it('merges the browser’s list and the account’s, the first winning a tie, five at most', () => {
    const browser = [search('TZX', 'IST', { passengers: 4 }), search('TZX', 'DOH')];
    const account = [
      search('TZX', 'IST'),
      search('TZX', 'ESB'),
      search('TZX', 'ADB'),
      search('TZX', 'AYT'),
      search('TZX', 'DXB'),
    ];
    const merged = mergeRecentSearches(browser, account);
    expect(merged).toHaveLength(5);
    expect(merged[0]).toMatchObject({ destinationCode: 'IST', passengers: 4 });
  });
});
