import { describe, expect, it } from 'vitest';
import { defaultSearch, readSearch, searchParams } from './vehicle-search-params';

const TODAY = '2027-06-01';

describe('the car and transfer search in the address', () => {
  it('starts from the spec’s defaults: tomorrow at the airport, back in three days in the centre, two passengers, economy', () => {
    const { search, asked } = readSearch(new URLSearchParams(), TODAY);
    expect(asked).toBe(false);
    expect(search).toEqual(defaultSearch(TODAY));
    expect(search).toMatchObject({
      service: 'rental',
      pickup: { code: 'TZX' },
      dropoff: { code: 'TZX_CITY' },
      pickupDate: '2027-06-02',
      returnDate: '2027-06-04',
      passengers: 2,
      carType: 'economy',
    });
  });

  it('reads a transfer from a map point, and keeps only what each service uses when written back', () => {
    const { search, asked } = readSearch(
      new URLSearchParams(
        'service=transfer&pickup=41.001500,39.717800&dropoff=UZUNGOL&pickupDate=2027-06-10&pickupTime=15:40&passengers=6&flightNumber=TK2834',
      ),
      TODAY,
    );
    expect(asked).toBe(true);
    expect(search.pickup).toEqual({ code: 'CUSTOM', latitude: 41.0015, longitude: 39.7178 });
    expect(searchParams(search).toString()).toBe(
      'service=transfer&pickup=41.001500%2C39.717800&dropoff=UZUNGOL&pickupDate=2027-06-10&pickupTime=15%3A40&passengers=6&flightNumber=TK2834',
    );
    const rental = searchParams({ ...search, service: 'rental', carType: null });
    expect(rental.get('carType')).toBe('any');
    expect(rental.has('passengers')).toBe(false);
    expect(rental.has('flightNumber')).toBe(false);
  });

  it('puts back what an edited address carries wrong: a past day, an unknown place or car type, 17 passengers, a return before the pickup', () => {
    const { search } = readSearch(
      new URLSearchParams(
        'pickup=NOWHERE&pickupDate=2027-05-01&pickupTime=25:00&returnDate=2027-06-01&carType=tank&passengers=17&service=boat',
      ),
      TODAY,
    );
    expect(search).toMatchObject({
      service: 'rental',
      pickup: { code: 'TZX' },
      pickupDate: '2027-06-02',
      pickupTime: '10:00',
      // The 1st is before the pickup on the 2nd: the return moves to the pickup's day.
      returnDate: '2027-06-02',
      carType: 'economy',
      passengers: 2,
    });
    expect(readSearch(new URLSearchParams('carType=any'), TODAY).search.carType).toBeNull();
  });
});
