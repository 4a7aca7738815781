import { describe, expect, it } from 'vitest';
import { datesOf, mondayOffset, monthRange, shiftMonth } from './month';

describe('month helpers', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2027-12')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });

  it('moves across years and starts weeks on Monday', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(mondayOffset('2027-11-01')).toBe(0); // a Monday
    expect(mondayOffset('2027-08-01')).toBe(6); // a Sunday
    expect(datesOf('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });
});
