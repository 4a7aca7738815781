import { describe, expect, it } from 'vitest';
import { earliestTaxi, readTaxiSearch, taxiQuery, taxiSearchParams } from './taxi-search-params';

const ISTANBUL = 'Europe/Istanbul';

describe('the taxi search in the address', () => {
  it('offers a taxi from 30 minutes ahead, rounded up to five minutes, on the agency’s clock', () => {
    // 14:02 UTC is 17:02 in Trabzon: 17:32 rounds up to 17:35.
    expect(earliestTaxi(new Date('2027-07-01T14:02:00Z'), ISTANBUL)).toEqual({
      date: '2027-07-01',
      time: '17:35',
    });
    // A time already on the step stays: 17:05 + 30 = 17:35.
    expect(earliestTaxi(new Date('2027-07-01T14:05:00Z'), ISTANBUL)).toEqual({
      date: '2027-07-01',
      time: '17:35',
    });
    // Late at night the earliest taxi is tomorrow's.
    expect(earliestTaxi(new Date('2027-07-01T20:50:00Z'), ISTANBUL)).toEqual({
      date: '2027-07-02',
      time: '00:20',
    });
  });

  it('reads what the home search’s Taxis tab sends', () => {
    const { search, asked } = readTaxiSearch(
      new URLSearchParams('pickup=TZX&dropoff=UZUNGOL&date=2027-07-02&time=09:30'),
      { date: '2027-07-01', time: '17:35' },
    );
    expect(asked).toBe(true);
    expect(search).toEqual({
      pickup: { code: 'TZX' },
      dropoff: { code: 'UZUNGOL' },
      date: '2027-07-02',
      time: '09:30',
      passengers: 2,
    });
    expect(taxiSearchParams(search).toString()).toBe(
      'pickup=TZX&dropoff=UZUNGOL&date=2027-07-02&time=09%3A30&passengers=2',
    );
    expect(Object.fromEntries(taxiQuery(search))).toEqual({
      service: 'taxi',
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      pickupDate: '2027-07-02',
      pickupTime: '09:30',
      passengers: '2',
    });
  });

  it('starts from the airport to the centre at the first bookable time, and asks nothing without a date', () => {
    const { search, asked } = readTaxiSearch(new URLSearchParams(), { date: '2027-07-01', time: '17:35' });
    expect(asked).toBe(false);
    expect(search).toEqual({
      pickup: { code: 'TZX' },
      dropoff: { code: 'TZX_CITY' },
      date: '2027-07-01',
      time: '17:35',
      passengers: 2,
    });
  });

  it('moves a time too soon to the earliest, a past day to today, and a later day without a time to 10:00', () => {
    const earliest = { date: '2027-07-01', time: '17:35' };
    expect(readTaxiSearch(new URLSearchParams('date=2027-07-01&time=17:00'), earliest).search.time).toBe(
      '17:35',
    );
    expect(readTaxiSearch(new URLSearchParams('date=2027-06-20&time=09:00'), earliest).search).toMatchObject({
      date: '2027-07-01',
      time: '17:35',
    });
    expect(readTaxiSearch(new URLSearchParams('date=2027-07-03'), earliest).search.time).toBe('10:00');
  });

  it('keeps a map point and puts back what an edited address carries wrong', () => {
    const { search } = readTaxiSearch(
      new URLSearchParams(
        'pickup=41.001500,39.717800&dropoff=NOWHERE&date=2027-07-03&time=25:00&passengers=40',
      ),
      { date: '2027-07-01', time: '17:35' },
    );
    expect(search).toEqual({
      pickup: { code: 'CUSTOM', latitude: 41.0015, longitude: 39.7178 },
      dropoff: { code: 'TZX_CITY' },
      date: '2027-07-03',
      time: '10:00',
      passengers: 2,
    });
    expect(taxiSearchParams(search).get('pickup')).toBe('41.001500,39.717800');
  });
});
