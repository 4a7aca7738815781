import { describe, expect, it } from 'vitest';
import { checkOutAfter, daysBetween } from './dates.ts';

describe('stay dates', () => {
  it('counts whole days between two dates, across months and years', () => {
    expect(daysBetween('2027-06-30', '2027-07-03')).toBe(3);
    expect(daysBetween('2027-12-31', '2028-01-01')).toBe(1);
    expect(daysBetween('2027-07-03', '2027-06-30')).toBe(-3);
  });

  it('moves check-out with check-in, keeping the length of the stay', () => {
    expect(checkOutAfter('2027-07-10', { checkIn: '2027-07-01', checkOut: '2027-07-04' })).toBe('2027-07-13');
    // No stay yet, or a broken one: one night.
    expect(checkOutAfter('2027-07-10', {})).toBe('2027-07-11');
    expect(checkOutAfter('2027-07-10', { checkIn: '2027-07-04', checkOut: '2027-07-01' })).toBe('2027-07-11');
    // Longer than a stay can be (an absurd step while a year was typed): one night.
    expect(checkOutAfter('2027-07-10', { checkIn: '0202-07-04', checkOut: '2027-07-05' })).toBe('2027-07-11');
    // A cleared check-in leaves check-out alone.
    expect(checkOutAfter('', { checkIn: '2027-07-01', checkOut: '2027-07-04' })).toBe('2027-07-04');
  });
});
