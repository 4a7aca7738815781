import { describe, expect, it } from 'vitest';
import { dayShift, durationMinutes, hoursAndMinutes, localDate, localTime } from './flight-times.ts';

describe('the provider’s flight times', () => {
  it('reads ISO 8601 durations with days, hours, unnormalised minutes and seconds', () => {
    expect(durationMinutes('PT1H50M')).toBe(110);
    expect(durationMinutes('P1DT2H')).toBe(1560);
    expect(durationMinutes('P1DT2H30M')).toBe(1590);
    expect(durationMinutes('PT75M')).toBe(75);
    expect(durationMinutes('PT14H15M')).toBe(855);
    expect(durationMinutes('PT2H30S')).toBe(121);
    expect(durationMinutes('P2D')).toBe(2880);
  });

  it('refuses what is not a duration', () => {
    for (const bad of ['', 'P', 'PT', '1H', 'PT1X', 'P1DT', null, undefined])
      expect(durationMinutes(bad)).toBeNull();
  });

  it('writes minutes as hours and minutes, days included in the hours', () => {
    expect(hoursAndMinutes(1560)).toEqual({ hours: 26, minutes: 0 });
    expect(hoursAndMinutes(75)).toEqual({ hours: 1, minutes: 15 });
  });

  it('marks an arrival on a later day by the two local dates, not by subtracting instants', () => {
    // 23:40 in Istanbul, 01:15 the next day in London: two zones, one day later on the arrival's clock.
    expect(dayShift('2027-01-10T23:40:00', '2027-01-11T01:15:00')).toBe(1);
    expect(dayShift('2027-01-10T09:00:00', '2027-01-10T23:59:00')).toBe(0);
    expect(dayShift('2027-12-31T22:00:00', '2028-01-02T06:00:00')).toBe(2);
    // Westwards over the date line the arrival can be on the day before.
    expect(dayShift('2027-05-02T01:00:00', '2027-05-01T20:00:00')).toBe(-1);
  });

  it('reads the local date and time as written', () => {
    expect(localDate('2027-05-01T23:40:00')).toBe('2027-05-01');
    expect(localTime('2027-05-01T23:40:00')).toBe('23:40');
  });
});
