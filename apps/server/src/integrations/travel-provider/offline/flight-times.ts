import { wallClock, zonedInstant } from '@app/shared/common/wall-clock';

/** Flight times as the provider writes them: local wall-clock times, ISO 8601 durations. */

/** A duration in minutes as ISO 8601: "PT45M", "PT3H5M", "PT2H", "P1DT2H30M" (a day and more). */
export function isoDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`not a duration: ${minutes}`);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const time = `${hours ? `${hours}H` : ''}${mins || (!hours && !days) ? `${mins}M` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** The instant of a local wall-clock time ("2027-05-01T09:35", seconds optional) in a time zone. */
export function instantOf(local: string, timeZone: string): Date {
  return zonedInstant(local.slice(0, 10), local.slice(11, 16), timeZone);
}

/** An instant as the provider writes a flight time: the zone's wall clock, seconds ":00", no offset. */
export const localTime = (instant: Date, timeZone: string): string => `${wallClock(instant, timeZone)}:00`;

/**
 * When a flight lands on the arrival airport's clock: the departure's local time read in the
 * departure's zone, plus the flight's minutes, written in the arrival's zone (so it may fall on
 * the next day, or seem to land before it left when flying west).
 */
export function arrivalTime(departure: string, fromZone: string, minutes: number, toZone: string): string {
  return localTime(new Date(instantOf(departure, fromZone).getTime() + minutes * 60_000), toZone);
}

/** Block time for a great-circle distance: about 800 km/h plus half an hour, to 5 minutes. */
export const flightMinutes = (km: number): number => Math.max(35, Math.round((km / 800) * 12 + 6) * 5);
