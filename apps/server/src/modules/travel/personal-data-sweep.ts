import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { travelBookingsRepository } from './travel-bookings.repository.ts';

const HOUR_MS = 3_600_000;

/**
 * Erases travellers' dates of birth and documents once their trip is long enough over (flight
 * bookings' `personal_until`): at start and every hour. Each instance sweeps; the update is the
 * same whoever runs it.
 */
export function personalDataSweep(deps: {
  db: Db;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      return await travelBookingsRepository(deps.db).erasePersonal(deps.clock.now());
    } catch (error) {
      deps.log.warn({ err: error }, 'travellers’ personal data sweep failed; it runs again within the hour');
      return 0;
    }
  };
  return {
    sweep,
    start() {
      void sweep();
      timer = setInterval(() => void sweep(), HOUR_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
