import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-time.ts';

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
});
