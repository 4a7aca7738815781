import { describe, expect, it } from 'vitest';
import { readReservation } from './reservation-params';

const read = (query: string) => readReservation(new URLSearchParams(query));

describe('readReservation', () => {
  it('reads the restaurant, date, time, party and requests of the link', () => {
    expect(
      read('restaurant=kalkan-balik&date=2030-05-04&time=19:30&partySize=4&requests=A+high+chair'),
    ).toEqual({
      restaurant: 'kalkan-balik',
      date: '2030-05-04',
      time: '19:30',
      partySize: 4,
      requests: 'A high chair',
    });
    expect(read('restaurant=x&date=2030-05-04&time=19:30&partySize=2')?.requests).toBe('');
  });

  it('refuses a link with a part missing or malformed', () => {
    expect(read('date=2030-05-04&time=19:30&partySize=2')).toBeNull();
    expect(read('restaurant=x&date=2030-02-30&time=19:30&partySize=2')).toBeNull();
    expect(read('restaurant=x&date=2030-05-04&time=7pm&partySize=2')).toBeNull();
    expect(read('restaurant=x&date=2030-05-04&time=19:30&partySize=0')).toBeNull();
    expect(read('restaurant=x&date=2030-05-04&time=19:30&partySize=two')).toBeNull();
    expect(read('restaurant=x&date=2030-05-04&time=19:30')).toBeNull();
  });
});
