import { describe, expect, it } from 'vitest';
import { timesAround } from './times-around';

const day = [
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
  '21:00',
];

describe('timesAround', () => {
  it('offers the five times nearest the evening when no time was asked, in the order of the day', () => {
    expect(timesAround(day, undefined)).toEqual({
      shown: ['18:30', '19:00', '19:30', '20:00', '20:30'],
      more: 6,
    });
  });

  it('offers those nearest the time asked, the earlier first at equal distance', () => {
    expect(timesAround(day, '13:00')).toEqual({
      shown: ['12:00', '12:30', '13:00', '13:30', '18:00'],
      more: 6,
    });
    expect(timesAround(day, '19:15', 2)).toEqual({ shown: ['19:00', '19:30'], more: 9 });
  });

  it('offers every time when there are few, and nothing when none is free', () => {
    expect(timesAround(['12:00', '12:30'], '19:30')).toEqual({ shown: ['12:00', '12:30'], more: 0 });
    expect(timesAround([], undefined)).toEqual({ shown: [], more: 0 });
  });
});
