import { describe, expect, it } from 'vitest';
import {
  defaultFlightSearch,
  flightSearchIssues,
  flightSearchParams,
  fromRecentSearch,
  readFlightSearch,
  toRecentSearch,
} from './flight-search-params';

const TODAY = '2027-07-01';

describe('a flight search in the address', () => {
  it('defaults to Trabzon → İstanbul, out in 7 days and back in 14, one passenger in economy', () => {
    expect(defaultFlightSearch(TODAY)).toEqual({
      tripType: 'roundTrip',
      origin: 'TZX',
      destination: 'IST',
      departureDate: '2027-07-08',
      returnDate: '2027-07-15',
      passengers: 1,
      cabin: 'ECONOMY',
    });
    expect(readFlightSearch(new URLSearchParams(), TODAY)).toEqual({
      search: defaultFlightSearch(TODAY),
      asked: false,
    });
  });

  it('reads a search back from its own address', () => {
    const search = {
      tripType: 'oneWay' as const,
      origin: 'DOH',
      destination: 'TZX',
      departureDate: '2027-08-01',
      returnDate: '2027-08-09',
      passengers: 4,
      cabin: 'BUSINESS' as const,
    };
    const params = flightSearchParams(search);
    // A one-way trip's address says no return.
    expect(params.toString()).toBe(
      'tripType=oneWay&origin=DOH&destination=TZX&departureDate=2027-08-01&passengers=4&cabin=BUSINESS',
    );
    expect(readFlightSearch(params, TODAY)).toEqual({
      search: { ...search, returnDate: '2027-08-08' },
      asked: true,
    });
  });

  it('puts back what an edited address carries wrong', () => {
    const { search } = readFlightSearch(
      new URLSearchParams(
        'tripType=both&origin=XXX&destination=ist&departureDate=2027-06-30&returnDate=2027-07-03&passengers=12&cabin=LUXURY',
      ),
      TODAY,
    );
    expect(search).toEqual({
      tripType: 'roundTrip',
      origin: 'TZX',
      destination: 'IST',
      // A day already gone is the default one; a return before the departure is moved to it.
      departureDate: '2027-07-08',
      returnDate: '2027-07-08',
      passengers: 1,
      cabin: 'ECONOMY',
    });
  });

  it('says what keeps a search from being sent, in the server’s codes', () => {
    const ok = defaultFlightSearch(TODAY);
    expect(flightSearchIssues(ok, TODAY)).toEqual({});
    expect(flightSearchIssues({ ...ok, destination: 'TZX' }, TODAY)).toEqual({
      destination: 'same_airports',
    });
    expect(flightSearchIssues({ ...ok, departureDate: '2027-06-30' }, TODAY)).toEqual({
      departureDate: 'date_in_past',
    });
    expect(flightSearchIssues({ ...ok, returnDate: '2027-07-07' }, TODAY)).toEqual({
      returnDate: 'return_before_departure',
    });
    // A one-way trip's return is not checked.
    expect(flightSearchIssues({ ...ok, tripType: 'oneWay', returnDate: '' }, TODAY)).toEqual({});
    expect(flightSearchIssues({ ...ok, departureDate: '2029-07-02' }, TODAY)).toEqual({
      departureDate: 'date_too_far',
    });
  });

  it('runs a recent search again on its days, or a week from today with its length when they have gone', () => {
    const recent = toRecentSearch({
      ...defaultFlightSearch(TODAY),
      departureDate: '2027-07-20',
      returnDate: '2027-07-24',
    });
    expect(recent).toMatchObject({ originCode: 'TZX', destinationCode: 'IST', returnDate: '2027-07-24' });
    expect(fromRecentSearch(recent, TODAY)).toMatchObject({
      departureDate: '2027-07-20',
      returnDate: '2027-07-24',
    });
    expect(fromRecentSearch(recent, '2027-07-21')).toMatchObject({
      departureDate: '2027-07-28',
      returnDate: '2027-08-01',
    });
    expect(toRecentSearch({ ...defaultFlightSearch(TODAY), tripType: 'oneWay' }).returnDate).toBeNull();
  });
});
