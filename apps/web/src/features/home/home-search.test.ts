import { todayIn } from '@app/shared/common/dates';
import { describe, expect, it } from 'vitest';
import { defaultSearches, guestCount, hotelUrl, searchUrl, whenProblems, withCheckIn } from './home-search';

describe('home search', () => {
  it('defaults: check-in today, check-out tomorrow, two guests, pickup today', () => {
    const d = defaultSearches('2027-06-30');
    expect(d.hotels).toMatchObject({ checkIn: '2027-06-30', checkOut: '2027-07-01', guests: '2', stars: '' });
    expect(d.taxis.date).toBe('2027-06-30');
  });

  it("uses Trabzon's calendar day", () => {
    expect(todayIn('Europe/Istanbul', new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
  });

  it('counts 2+1 and 2+2 as three and four guests', () => {
    expect(guestCount('1')).toBe(1);
    expect(guestCount('2+1')).toBe(3);
    expect(guestCount('2+2')).toBe(4);
  });

  it('hotel search lands on /hotels with what /hotels reads', () => {
    expect(
      searchUrl.hotels({
        where: { text: 'Uzungöl', destination: 'uzungol' },
        stars: '4',
        checkIn: '2027-07-01',
        checkOut: '2027-07-03',
        guests: '2+1',
      }),
    ).toBe('/hotels?destination=uzungol&minStars=4&checkIn=2027-07-01&checkOut=2027-07-03&guests=3');
    expect(searchUrl.hotels({ where: { text: '' }, stars: '', checkIn: '', checkOut: '', guests: '2' })).toBe(
      '/hotels?guests=2',
    );
    // Words typed without choosing a destination search the hotels' names, towns and regions.
    expect(
      searchUrl.hotels({ where: { text: ' sumela ' }, stars: '', checkIn: '', checkOut: '', guests: '1' }),
    ).toBe('/hotels?q=sumela&guests=1');
  });

  it('a hotel chosen in the Where box opens with the stay', () => {
    const s = { ...defaultSearches('2027-06-30').hotels, guests: '2+2' as const };
    expect(hotelUrl('uzungol-lake-lodge', s)).toBe(
      '/hotels/uzungol-lake-lodge?checkIn=2027-06-30&checkOut=2027-07-01&guests=4',
    );
  });

  it('the other tabs land on /taxis, /restaurants and /packages with their values', () => {
    expect(searchUrl.taxis({ pickup: 'TZX', dropoff: 'UZUNGOL', date: '2027-07-01', time: '09:30' })).toBe(
      '/taxis?pickup=TZX&dropoff=UZUNGOL&date=2027-07-01&time=09%3A30',
    );
    expect(searchUrl.restaurants({ name: 'Hamsi', date: '2027-07-01' })).toBe(
      '/restaurants?q=Hamsi&date=2027-07-01',
    );
    expect(searchUrl.packages({ destination: 'ayder', from: '2027-07-01', to: '2027-06-01' })).toBe(
      '/packages?destination=ayder&from=2027-07-01',
    );
  });

  it('moving check-in moves check-out with it, keeping the stay’s length', () => {
    const s = defaultSearches('2027-06-30').hotels;
    expect(withCheckIn(s, '2027-07-05')).toMatchObject({ checkIn: '2027-07-05', checkOut: '2027-07-06' });
    const longer = { ...s, checkOut: '2027-07-10' };
    expect(withCheckIn(longer, '2027-07-05').checkOut).toBe('2027-07-15');
  });

  it('ends on the same check-out however a check-in was typed, key by key', () => {
    // What a date field reports while 12/06/2027 is typed over 06/30/2027.
    const steps = [
      '2027-01-30',
      '2027-12-30',
      '2027-12-03',
      '2027-12-06',
      '0002-12-06',
      '0020-12-06',
      '0202-12-06',
      '2027-12-06',
    ];
    const end = steps.reduce(withCheckIn, defaultSearches('2027-06-30').hotels);
    expect(end).toMatchObject({ checkIn: '2027-12-06', checkOut: '2027-12-07' });
  });

  it('judges package dates by the sale window on Trabzon’s calendar', () => {
    // 01:30 on 1 July in Trabzon, still 30 June in UTC.
    const now = new Date('2027-06-30T22:30:00Z');
    const values = defaultSearches('2027-07-01');
    const packages = (from: string, to: string) =>
      whenProblems(
        'packages',
        { ...values, packages: { destination: '', from, to } },
        now,
        'Europe/Istanbul',
      );
    expect(packages('2027-06-30', '')).toEqual([['packageFrom', 'date_in_past']]);
    expect(packages('2027-07-01', '2029-07-01')).toEqual([['packageTo', 'date_too_far']]);
    expect(packages('2027-07-01', '20271-07-01')).toEqual([['packageTo', 'date_invalid']]);
    expect(packages('', '')).toEqual([]);
  });
});
