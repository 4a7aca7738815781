/**
 * How a figure moved from the previous period of the same length: up or down by a share of the
 * previous figure (`ratio`, 0.25 = 25 %) or, for a rate, by percentage points; "new" after a zero.
 */
export type Change =
  | { direction: 'new' }
  | { direction: 'same' }
  | { direction: 'up' | 'down'; ratio: number }
  | { direction: 'up' | 'down'; points: number };

/** The change of a count or an amount, relative to the previous period's. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same' };
  if (previous === 0) return { direction: 'new' };
  return { direction: current > previous ? 'up' : 'down', ratio: Math.abs(current - previous) / previous };
}

/**
 * The change of a rate (0.1667 = 16.67 %) in percentage points, rounded to a tenth: from 10 % to
 * 15 % is 5 points up, not "50 %". `hadAny` is false when the previous period had nothing to measure.
 */
export function rateChangeOf(current: number, previous: number, hadAny: boolean): Change {
  if (!hadAny) return current === 0 ? { direction: 'same' } : { direction: 'new' };
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { direction: 'same' };
  return { direction: points > 0 ? 'up' : 'down', points: Math.abs(points) };
}
