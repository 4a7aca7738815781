import { zonedInstant } from '@app/shared/common/wall-clock';
import { localDate, localTime } from '@app/shared/travel/flight-times';

interface Point {
  at: string;
  timeZone: string | null;
}

/** The instant of a wall-clock time on an airport's clock (its zone unknown: read as UTC). */
function instant(point: Point): number {
  const date = localDate(point.at);
  const time = localTime(point.at);
  if (point.timeZone) {
    try {
      return zonedInstant(date, time, point.timeZone).getTime();
    } catch {
      // An unknown zone reads as UTC below.
    }
  }
  return Date.parse(`${date}T${time}:00Z`);
}

/**
 * Minutes on the ground between landing and the next take-off: each time on its own airport's
 * clock, turned into an instant by that airport's zone (a change of airport may change the clock).
 */
export function layoverMinutes(arrival: Point, departure: Point): number {
  return Math.max(0, Math.round((instant(departure) - instant(arrival)) / 60_000));
}
