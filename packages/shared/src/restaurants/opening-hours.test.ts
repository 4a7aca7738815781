import { describe, expect, it } from 'vitest';
import {
  hoursOn,
  isOpenAt,
  isoWeekdayOf,
  nextOpening,
  type OpeningHours,
  sittingsOn,
  startTimesOn,
} from './opening-hours.ts';

const week = (sittings: Partial<OpeningHours>): OpeningHours => ({
  '1': [],
  '2': [],
  '3': [],
  '4': [],
  '5': [],
  '6': [],
  '7': [],
  ...sittings,
});
// 2027-06-07 is a Monday.
const MON = '2027-06-07';
const TUE = '2027-06-08';
const SUN = '2027-06-13';
const split = week({
  '1': [
    { from: '12:00', to: '15:00' },
    { from: '18:00', to: '22:00' },
  ],
});
const late = week({ '5': [{ from: '20:00', to: '02:00' }] }); // Friday into Saturday
const FRI = '2027-06-11';
const SAT = '2027-06-12';

describe('opening hours', () => {
  it('gives a date the sittings opening on it, a late one whole, none when the date is closed', () => {
    expect(sittingsOn(split, MON)).toEqual(split['1']);
    expect(sittingsOn(late, FRI)).toEqual([{ from: '20:00', to: '02:00' }]);
    expect(sittingsOn(late, SAT)).toEqual([]);
    expect(sittingsOn(split, MON, (d) => d === MON)).toEqual([]);
  });

  it('names ISO weekdays, Sunday as 7', () => {
    expect(isoWeekdayOf(MON)).toBe('1');
    expect(isoWeekdayOf(SUN)).toBe('7');
  });

  it('offers a start every 30 minutes while the whole turn fits in the sitting', () => {
    expect(startTimesOn(split, MON, 90)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
    expect(startTimesOn(split, MON, 180)).toEqual(['12:00', '18:00', '18:30', '19:00']);
    expect(startTimesOn(split, MON, 300)).toEqual([]);
    expect(startTimesOn(split, TUE, 90)).toEqual([]);
  });

  it('gives the after-midnight starts of a late sitting to the next calendar date', () => {
    expect(startTimesOn(late, FRI, 60)).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(startTimesOn(late, SAT, 60)).toEqual(['00:00', '00:30', '01:00']);
  });

  it('a closed date closes the sittings that open on it, also after midnight', () => {
    const closedFri = (d: string) => d === FRI;
    expect(startTimesOn(late, FRI, 60, closedFri)).toEqual([]);
    expect(startTimesOn(late, SAT, 60, closedFri)).toEqual([]);
    // A closed date is closed all day: last night's sitting seats nobody after its midnight, and
    // the date shows no hours, as its times on the restaurant's page and the admin's screen say.
    const closedSat = (d: string) => d === SAT;
    expect(startTimesOn(late, SAT, 60, closedSat)).toEqual([]);
    expect(startTimesOn(late, FRI, 60, closedSat)).toContain('23:00');
    expect(hoursOn(late, SAT, closedSat)).toEqual([]);
    expect(hoursOn(late, FRI, closedSat)).toEqual([{ from: '20:00', to: '24:00', carried: false }]);
  });

  it('lists the hours of a date with the part carried from last night first', () => {
    expect(hoursOn(late, SAT)).toEqual([{ from: '00:00', to: '02:00', carried: true }]);
    expect(hoursOn(late, FRI)).toEqual([{ from: '20:00', to: '24:00', carried: false }]);
    expect(hoursOn(split, MON).map((h) => `${h.from}-${h.to}`)).toEqual(['12:00-15:00', '18:00-22:00']);
  });

  it('is open from the opening minute up to, not at, the closing minute', () => {
    expect(isOpenAt(split, MON, '11:59')).toBe(false);
    expect(isOpenAt(split, MON, '12:00')).toBe(true);
    expect(isOpenAt(split, MON, '14:59')).toBe(true);
    expect(isOpenAt(split, MON, '15:00')).toBe(false);
    expect(isOpenAt(late, SAT, '01:30')).toBe(true);
    expect(isOpenAt(late, SAT, '02:00')).toBe(false);
    expect(isOpenAt(late, SAT, '01:30', (d) => d === FRI)).toBe(false);
  });

  it('tells the next opening: later today, a later day, none in a closed week', () => {
    expect(nextOpening(split, MON, '10:00')).toEqual({ date: MON, time: '12:00' });
    expect(nextOpening(split, MON, '12:00')).toEqual({ date: MON, time: '18:00' });
    expect(nextOpening(split, MON, '23:00')).toEqual({ date: '2027-06-14', time: '12:00' });
    expect(nextOpening(split, MON, '10:00', (d) => d === MON)).toEqual({ date: '2027-06-14', time: '12:00' });
    expect(nextOpening(week({}), MON, '10:00')).toBeNull();
  });
});
