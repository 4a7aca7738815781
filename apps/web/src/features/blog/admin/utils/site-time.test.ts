import { wallClock } from '@app/shared/common/wall-clock';
import { describe, expect, it } from 'vitest';
import { differsFromSite, siteDaysAgo, siteWallClockToInstant } from './site-time';

const TRABZON = 'Europe/Istanbul';

describe('the site clock', () => {
  it('reads a publish time as Trabzon time (UTC+3)', () => {
    expect(siteWallClockToInstant('2027-06-12T09:00', TRABZON)?.toISOString()).toBe(
      '2027-06-12T06:00:00.000Z',
    );
    expect(siteWallClockToInstant('2027-01-01T00:30', TRABZON)?.toISOString()).toBe(
      '2026-12-31T21:30:00.000Z',
    );
    expect(siteWallClockToInstant('2027-06-12', TRABZON)).toBeNull();
    expect(siteWallClockToInstant('', TRABZON)).toBeNull();
  });

  it('handles zones that change their clocks', () => {
    // Berlin is UTC+2 in summer and UTC+1 in winter.
    expect(siteWallClockToInstant('2027-07-01T09:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-07-01T07:00:00.000Z',
    );
    expect(siteWallClockToInstant('2027-12-01T09:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-12-01T08:00:00.000Z',
    );
  });

  it('writes an instant back as the wall clock of the input', () => {
    expect(wallClock(new Date('2027-06-12T06:00:00Z'), TRABZON)).toBe('2027-06-12T09:00');
  });

  it('knows when the admin is elsewhere', () => {
    expect(differsFromSite(TRABZON, TRABZON)).toBe(false);
    expect(differsFromSite('Europe/Moscow', TRABZON, new Date('2027-06-12T00:00:00Z'))).toBe(false);
    expect(differsFromSite('America/New_York', TRABZON)).toBe(true);
  });

  it('counts days back on the site calendar', () => {
    // 22:30 UTC is already the next day in Trabzon.
    expect(siteDaysAgo(6, TRABZON, new Date('2027-06-11T22:30:00Z'))).toBe('2027-06-06');
  });
});
