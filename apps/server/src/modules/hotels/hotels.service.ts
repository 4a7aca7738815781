import type { Db } from '../../db/client.ts';
import type { DestinationRow } from './hotel-dto.ts';
import { hotelsRepository } from './hotels.repository.ts';

/** What other modules read through the hotels module: the destinations hotels and packages are in. */
export function hotelsService(db: Db) {
  const repo = hotelsRepository(db);
  return {
    destinationsByIds: (ids: string[]): Promise<Map<string, DestinationRow>> => repo.destinationsByIds(ids),
    /** By id or slug. */
    findDestination: (idOrSlug: string): Promise<DestinationRow | null> => repo.findDestination(idOrSlug),
  };
}
