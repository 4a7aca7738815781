import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';

/**
 * What a card says about the hours, from the answer the server computed on the restaurant's clock
 * (its time zone, its week and today's exception): open now; opening later today; or closed, for
 * the rest of today or all day, with the next opening when there is one this week.
 */
export type OpeningStatus =
  | { kind: 'open' }
  | { kind: 'opensToday'; time: string }
  | { kind: 'closedNow' | 'closedToday'; next: { date: string; time: string } | null };

export function openingStatus(
  r: Pick<RestaurantSummaryDto, 'openNow' | 'hoursToday' | 'nextOpening'>,
  today: string,
): OpeningStatus {
  if (r.openNow) return { kind: 'open' };
  if (r.nextOpening && r.nextOpening.date === today) return { kind: 'opensToday', time: r.nextOpening.time };
  return { kind: r.hoursToday.length ? 'closedNow' : 'closedToday', next: r.nextOpening };
}
