import type { Point } from '@app/shared/vehicles/places';

/** Why the browser gave no position: the spec's alerts, one each (`vehicles:map.<problem>`). */
export type LocateProblem = 'unsupported' | 'denied' | 'positionUnavailable' | 'timeout' | 'unknown';

/** Asked of the device as the spec says: high accuracy, at most 10 s, never a position kept from before. */
export const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

const PROBLEMS: Record<number, LocateProblem> = { 1: 'denied', 2: 'positionUnavailable', 3: 'timeout' };

/** The reader's position, six decimals each, or why there is none. */
export function locate(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Point> {
  return new Promise((resolve, reject: (problem: LocateProblem) => void) => {
    if (!geolocation) {
      reject('unsupported');
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: round6(coords.latitude), longitude: round6(coords.longitude) }),
      (error) => reject(PROBLEMS[error.code] ?? 'unknown'),
      LOCATE_OPTIONS,
    );
  });
}

/** A coordinate to the six decimals the field shows (about 10 cm). */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
