import { describe, expect, it } from 'vitest';
import { todayIn } from './dates.ts';
import { dayIn, utcOffsetMinutes, wallClock, wallClockToInstant, zonedInstant } from './wall-clock.ts';

describe('wallClock', () => {
  it('shows an instant on a zone’s clock, as a datetime-local input takes it', () => {
    expect(wallClock(new Date('2027-06-12T06:00:00Z'), 'Europe/Istanbul')).toBe('2027-06-12T09:00');
    // 21:30 UTC is already the next day (and year) in Trabzon; midnight is 00, not 24.
    expect(wallClock(new Date('2026-12-31T21:30:00Z'), 'Europe/Istanbul')).toBe('2027-01-01T00:30');
    expect(wallClock(new Date('2027-01-01T00:00:00Z'), 'UTC')).toBe('2027-01-01T00:00');
  });

  it('follows a zone’s clock changes', () => {
    expect(wallClock(new Date('2027-07-01T07:00:00Z'), 'Europe/Berlin')).toBe('2027-07-01T09:00');
    expect(wallClock(new Date('2027-12-01T08:00:00Z'), 'Europe/Berlin')).toBe('2027-12-01T09:00');
  });

  it('shows the minutes either side of Berlin’s spring change (02:00 becomes 03:00)', () => {
    expect(wallClock(new Date('2027-03-28T00:59:00Z'), 'Europe/Berlin')).toBe('2027-03-28T01:59');
    expect(wallClock(new Date('2027-03-28T01:00:00Z'), 'Europe/Berlin')).toBe('2027-03-28T03:00');
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in Istanbul (UTC+3 all year)', () => {
    expect(zonedInstant('2027-07-01', '14:00', 'Europe/Istanbul').toISOString()).toBe(
      '2027-07-01T11:00:00.000Z',
    );
    expect(zonedInstant('2027-01-15', '00:30', 'Europe/Istanbul').toISOString()).toBe(
      '2027-01-14T21:30:00.000Z',
    );
  });

  it('follows daylight saving where a zone has it', () => {
    expect(zonedInstant('2027-07-01', '14:00', 'Europe/Berlin').toISOString()).toBe(
      '2027-07-01T12:00:00.000Z',
    );
    expect(zonedInstant('2027-01-01', '14:00', 'Europe/Berlin').toISOString()).toBe(
      '2027-01-01T13:00:00.000Z',
    );
  });

  it('settles times next to Berlin’s clock changes', () => {
    // Spring: 01:59 is still winter time, 03:00 already summer time, 02:30 never happens.
    expect(zonedInstant('2027-03-28', '01:59', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T00:59:00.000Z',
    );
    expect(zonedInstant('2027-03-28', '03:00', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    // Autumn: 02:30 happens twice; the later one (winter time) is meant.
    expect(zonedInstant('2027-10-31', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-10-31T01:30:00.000Z',
    );
    expect(zonedInstant('2027-10-31', '03:00', 'Europe/Berlin').toISOString()).toBe(
      '2027-10-31T02:00:00.000Z',
    );
  });

  it('refuses what is not a date and a time', () => {
    expect(() => zonedInstant('2027-7-1', '14:00', 'Europe/Berlin')).toThrow(RangeError);
  });
});

describe('wallClockToInstant', () => {
  it('reads a datetime-local value on a zone’s clock; null for anything else', () => {
    expect(wallClockToInstant('2027-06-12T09:00', 'Europe/Istanbul')?.toISOString()).toBe(
      '2027-06-12T06:00:00.000Z',
    );
    expect(wallClockToInstant('2027-12-01T09:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-12-01T08:00:00.000Z',
    );
    expect(wallClockToInstant('2027-06-12', 'Europe/Istanbul')).toBeNull();
    expect(wallClockToInstant('', 'Europe/Istanbul')).toBeNull();
  });
});

describe('days and offsets', () => {
  it('gives the calendar day in a zone', () => {
    // 22:30 UTC is already the next day in Trabzon, still the same day in Berlin.
    expect(dayIn('Europe/Istanbul', new Date('2027-06-11T22:30:00Z'))).toBe('2027-06-12');
    expect(todayIn('Europe/Berlin', new Date('2027-06-11T21:30:00Z'))).toBe('2027-06-11');
    expect(todayIn('Europe/Berlin', new Date('2027-06-11T22:30:00Z'))).toBe('2027-06-12');
  });

  it('gives the offset from UTC, which changes in Berlin and not in Istanbul', () => {
    expect(utcOffsetMinutes('Europe/Istanbul', new Date('2027-01-15T12:00:00Z'))).toBe(180);
    expect(utcOffsetMinutes('Europe/Istanbul', new Date('2027-07-15T12:00:00Z'))).toBe(180);
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2027-03-28T00:59:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2027-03-28T01:00:00Z'))).toBe(120);
  });
});
