import { minutesOf } from '@app/shared/restaurants/opening-hours';

/** When a traveller asked for no time: the evening, when most tables are booked. */
export const EVENING = '19:30';

/**
 * The few times to offer first: the `max` free times nearest to the time asked (the evening when
 * none was), earlier before later at equal distance, in the order of the day; and how many others
 * there are.
 */
export function timesAround(
  times: readonly string[],
  asked: string | undefined,
  max = 5,
): { shown: string[]; more: number } {
  const target = minutesOf(asked ?? EVENING);
  const nearest = [...times]
    .sort(
      (a, b) =>
        Math.abs(minutesOf(a) - target) - Math.abs(minutesOf(b) - target) || minutesOf(a) - minutesOf(b),
    )
    .slice(0, max);
  const shown = times.filter((t) => nearest.includes(t));
  return { shown, more: times.length - shown.length };
}
