import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock.ts';

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
});
