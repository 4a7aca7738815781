import { describe, expect, it } from 'vitest';
import { searchIssues } from './search-issues';

const at = { today: '2027-07-01', now: new Date('2027-07-01T14:00:00Z'), timeZone: 'Europe/Istanbul' };
const rental = (extra: Record<string, string>) =>
  new URLSearchParams({
    service: 'rental',
    pickup: 'TZX',
    dropoff: 'TZX_CITY',
    pickupDate: '2027-07-02',
    pickupTime: '10:00',
    returnDate: '2027-07-04',
    returnTime: '10:00',
    ...extra,
  });
const ride = (extra: Record<string, string>) =>
  new URLSearchParams({
    service: 'transfer',
    pickup: 'TZX',
    dropoff: 'UZUNGOL',
    pickupDate: '2027-07-02',
    pickupTime: '10:00',
    passengers: '2',
    ...extra,
  });

describe('what is wrong with a search before it is sent', () => {
  it('finds nothing wrong with the spec’s default search', () => {
    expect(searchIssues(rental({}), at)).toEqual({});
    expect(searchIssues(ride({ flightNumber: 'TK 2834' }), at)).toEqual({});
  });

  it('names the field and the server’s code', () => {
    expect(searchIssues(rental({ returnDate: '2027-07-02', returnTime: '09:00' }), at)).toEqual({
      returnDate: 'return_before_pickup',
    });
    expect(searchIssues(ride({ dropoff: 'TZX' }), at)).toEqual({ dropoff: 'same_place' });
    // A point in Ankara is beyond 250 km of Trabzon.
    expect(searchIssues(ride({ dropoff: '39.933300,32.859700' }), at)).toEqual({
      dropoff: 'outside_service_area',
    });
    expect(searchIssues(ride({ flightNumber: 'FLY-ME' }), at)).toEqual({
      flightNumber: 'invalid_flight_number',
    });
    expect(searchIssues(ride({ pickupDate: '2027-06-30' }), at)).toEqual({ pickupDate: 'date_in_past' });
  });

  it('refuses a pickup less than 30 minutes ahead on the agency’s clock (17:00 there now)', () => {
    expect(searchIssues(ride({ pickupDate: '2027-07-01', pickupTime: '17:20' }), at)).toEqual({
      pickupTime: 'pickup_too_soon',
    });
    expect(searchIssues(ride({ pickupDate: '2027-07-01', pickupTime: '17:30' }), at)).toEqual({});
  });
});
