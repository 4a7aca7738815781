import { describe, expect, it } from 'vitest';
import { createRestaurantBookingBodyAt } from './schemas.ts';

const body = createRestaurantBookingBodyAt(() => '2027-06-01');
const valid = {
  type: 'restaurant',
  restaurantId: '0b8f6a4e-3c1d-4f7a-9e2b-5d6c7a8b9c0d',
  date: '2027-06-10',
  time: '19:30',
  partySize: 4,
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
};
const codes = (input: Record<string, unknown>) => {
  const parsed = body.safeParse({ ...valid, ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('a table reservation request', () => {
  it('takes a date, an HH:MM time, a party and the guest, and asks no payment', () => {
    const parsed = body.parse(valid);
    expect(parsed).toMatchObject({ time: '19:30', partySize: 4, specialRequests: '' });
    expect(parsed).not.toHaveProperty('paymentMethod');
  });

  it('refuses a time that is not HH:MM, a party out of range and a date outside the sale window', () => {
    expect(codes({ time: '7pm' })).toEqual(['time:invalid_time']);
    expect(codes({ time: '24:00' })).toEqual(['time:invalid_time']);
    expect(codes({ partySize: 0 })).toEqual(['partySize:out_of_range']);
    expect(codes({ partySize: 31 })).toEqual(['partySize:out_of_range']);
    expect(codes({ date: '2027-05-31' })).toEqual(['date:date_in_past']);
    expect(codes({ date: '2030-01-01' })).toEqual(['date:date_too_far']);
  });
});
