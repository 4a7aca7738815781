import { durationMinutes } from '@app/shared/travel/flight-times';
import { describe, expect, it } from 'vitest';
import { arrivalTime, flightMinutes, isoDuration } from './flight-times.ts';

describe('isoDuration', () => {
  it('writes hours and minutes, and days from 24 hours on', () => {
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(185)).toBe('PT3H5M');
    expect(isoDuration(26 * 60)).toBe('P1DT2H');
    expect(isoDuration(26 * 60 + 30)).toBe('P1DT2H30M');
    expect(isoDuration(24 * 60)).toBe('P1D');
    expect(isoDuration(0)).toBe('PT0M');
  });

  it('writes what the product reads back', () => {
    for (const minutes of [35, 60, 61, 599, 1439, 1440, 1441, 1560, 2000, 3000])
      expect(durationMinutes(isoDuration(minutes)), String(minutes)).toBe(minutes);
  });
});

describe('arrivalTime', () => {
  it('lands on the arrival airport’s clock: Istanbul 10:00 plus four hours is 11:00 in London in winter, 12:00 in summer', () => {
    expect(arrivalTime('2027-01-15T10:00:00', 'Europe/Istanbul', 240, 'Europe/London')).toBe(
      '2027-01-15T11:00:00',
    );
    expect(arrivalTime('2027-07-15T10:00:00', 'Europe/Istanbul', 240, 'Europe/London')).toBe(
      '2027-07-15T12:00:00',
    );
  });

  it('carries the next date across midnight, and the earlier clock flying west', () => {
    expect(arrivalTime('2027-05-01T23:30:00', 'Europe/Istanbul', 200, 'Asia/Dubai')).toBe(
      '2027-05-02T03:50:00',
    );
    expect(arrivalTime('2027-05-01T21:00:00', 'Asia/Dubai', 240, 'Europe/Istanbul')).toBe(
      '2027-05-02T00:00:00',
    );
    // Istanbul to New York, 10 h 35 min: leaves at 14:00, lands at 17:35 the same day.
    expect(arrivalTime('2027-05-01T14:00:00', 'Europe/Istanbul', 635, 'America/New_York')).toBe(
      '2027-05-01T17:35:00',
    );
  });

  it('follows the day clocks change (London goes to summer time on the last Sunday of March)', () => {
    expect(arrivalTime('2027-03-28T00:00:00', 'Europe/Istanbul', 240, 'Europe/London')).toBe(
      '2027-03-28T02:00:00',
    );
  });
});

describe('flightMinutes', () => {
  it('is about 800 km an hour plus half an hour, to five minutes', () => {
    expect(flightMinutes(0)).toBe(35);
    expect(flightMinutes(800)).toBe(90);
    expect(flightMinutes(2500)).toBe(220);
    for (const km of [300, 917, 4321, 9999]) expect(flightMinutes(km) % 5).toBe(0);
  });
});
