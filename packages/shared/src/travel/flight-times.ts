/**
 * The provider's flight times: `at` is the airport's own wall clock without an offset
 * ("2027-05-01T23:40:00"), and durations are ISO 8601, possibly with days ("P1DT2H") or minutes
 * past sixty ("PT75M"). A duration is read from the provider, never worked out by subtracting two
 * local times of different zones.
 */

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Whole minutes of an ISO 8601 duration (days, hours, minutes; seconds rounded), or null. */
export function durationMinutes(value: string | undefined | null): number | null {
  if (!value) return null;
  const m = DURATION.exec(value.trim().toUpperCase());
  if (!m || value.trim().toUpperCase() === 'P' || /T$/.test(value.trim())) return null;
  const [, days, hours, minutes, seconds] = m;
  return (
    Number(days ?? 0) * 1440 +
    Number(hours ?? 0) * 60 +
    Number(minutes ?? 0) +
    Math.round(Number(seconds ?? 0) / 60)
  );
}

/** Hours and minutes of a number of minutes: 1560 → { hours: 26, minutes: 0 }. */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The date of a local wall-clock time: "2027-05-01T23:40:00" → "2027-05-01". */
export const localDate = (at: string): string => at.slice(0, 10);

/** The time of a local wall-clock time: "2027-05-01T23:40:00" → "23:40". */
export const localTime = (at: string): string => at.slice(11, 16);

/**
 * How many calendar days later an arrival is than its departure, each on its own airport's
 * clock (the "+1" beside an arrival); negative when the arrival's date is earlier (a flight
 * westwards across the date line).
 */
export function dayShift(departureAt: string, arrivalAt: string): number {
  const from = Date.parse(`${localDate(departureAt)}T00:00:00Z`);
  const to = Date.parse(`${localDate(arrivalAt)}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}
