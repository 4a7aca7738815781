import { describe, expect, it } from 'vitest';
import { isCalendarDate, isoDate } from './iso-date.ts';
import { saleMomentProblem } from './sale-horizon.ts';
import { lastSaleDay, SALE_HORIZON_DAYS, saleDate, saleDateProblem } from './sale-window.ts';

const codes = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('calendar dates', () => {
  it('are real days of the years 2000 to 2099', () => {
    for (const good of ['2027-06-01', '2028-02-29', '2000-01-01', '2099-12-31'])
      expect(isCalendarDate(good)).toBe(true);
    for (const bad of [
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '2100-01-01',
      '9999-12-31',
      '2026-02-30',
      '2027-02-29',
      '2027-13-01',
      '2027-06-00',
      '2027-6-1',
      '+02027-06-01',
      '2027-06-01T00:00',
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
    expect(codes(isoDate.safeParse('2026-02-30'))).toContain('invalid_date');
    expect(codes(isoDate.safeParse('0000-01-01'))).toContain('invalid_date');
  });
});

describe('the sale window', () => {
  it('runs from today to two years ahead', () => {
    expect(SALE_HORIZON_DAYS).toBe(730);
    expect(lastSaleDay('2027-06-01')).toBe('2029-05-31');
    expect(saleDateProblem('2027-05-31', '2027-06-01')).toBe('date_in_past');
    expect(saleDateProblem('2027-06-01', '2027-06-01')).toBeNull();
    expect(saleDateProblem('2029-05-31', '2027-06-01')).toBeNull();
    expect(saleDateProblem('2029-06-01', '2027-06-01')).toBe('date_too_far');
  });

  it('is checked against the server’s today; the browser checks the calendar only', () => {
    const today = () => '2027-06-01';
    expect(codes(saleDate(today).safeParse('2029-06-01'))).toEqual(['date_too_far']);
    expect(codes(saleDate(today).safeParse('9999-12-30'))).toEqual(['invalid_date']);
    expect(codes(saleDate(today).safeParse('2027-05-31'))).toEqual(['date_in_past']);
    expect(codes(saleDate(today, { pastAllowed: true }).safeParse('2027-05-31'))).toEqual([]);
    expect(codes(saleDate(today, { pastAllowed: true }).safeParse('2029-06-01'))).toEqual(['date_too_far']);
    expect(codes(saleDate().safeParse('2029-06-01'))).toEqual([]);
  });
});

describe('a date with a time on the business clock', () => {
  // 20:30 in Trabzon (UTC+3).
  const now = new Date('2027-06-01T17:30:00Z');
  const zone = 'Europe/Istanbul';

  it('is refused for a time today the clock has passed, not for the present minute or later', () => {
    expect(saleMomentProblem('2027-06-01', '10:30', now, zone)).toBe('time_in_past');
    expect(saleMomentProblem('2027-06-01', '20:29', now, zone)).toBe('time_in_past');
    expect(saleMomentProblem('2027-06-01', '20:30', now, zone)).toBeNull();
    expect(saleMomentProblem('2027-06-01', '21:00', now, zone)).toBeNull();
    expect(saleMomentProblem('2027-06-02', '10:30', now, zone)).toBeNull();
  });

  it('takes today from the business clock, not from UTC or the reader', () => {
    // 22:30 UTC on 1 June is 01:30 on 2 June in Trabzon: 1 June is past, 01:00 too.
    const late = new Date('2027-06-01T22:30:00Z');
    expect(saleMomentProblem('2027-06-01', '23:00', late, zone)).toBe('date_in_past');
    expect(saleMomentProblem('2027-06-02', '01:00', late, zone)).toBe('time_in_past');
    expect(saleMomentProblem('2027-06-02', '02:00', late, zone)).toBeNull();
  });

  it('keeps the sale window, and judges a date alone while no time is given', () => {
    expect(saleMomentProblem('2027-05-31', '', now, zone)).toBe('date_in_past');
    expect(saleMomentProblem('2027-06-01', '', now, zone)).toBeNull();
    expect(saleMomentProblem('2029-06-01', '09:00', now, zone)).toBe('date_too_far');
  });
});
