import { describe, expect, it } from 'vitest';
import { openingStatus } from './opening-status';

const TODAY = '2027-06-07';
const lunch = [{ from: '12:00', to: '15:00', carried: false }];

describe('opening status of a card', () => {
  it('is open when the server says it is open at this moment', () => {
    expect(openingStatus({ openNow: true, hoursToday: lunch, nextOpening: null }, TODAY)).toEqual({
      kind: 'open',
    });
  });

  it('opens later today when the next sitting starts today', () => {
    const r = { openNow: false, hoursToday: lunch, nextOpening: { date: TODAY, time: '12:00' } };
    expect(openingStatus(r, TODAY)).toEqual({ kind: 'opensToday', time: '12:00' });
  });

  it('is closed for the rest of today after its last sitting, and closed today on a day without one', () => {
    const next = { date: '2027-06-08', time: '12:00' };
    expect(openingStatus({ openNow: false, hoursToday: lunch, nextOpening: next }, TODAY)).toEqual({
      kind: 'closedNow',
      next,
    });
    expect(openingStatus({ openNow: false, hoursToday: [], nextOpening: next }, TODAY)).toEqual({
      kind: 'closedToday',
      next,
    });
    expect(openingStatus({ openNow: false, hoursToday: [], nextOpening: null }, TODAY)).toEqual({
      kind: 'closedToday',
      next: null,
    });
  });
});
