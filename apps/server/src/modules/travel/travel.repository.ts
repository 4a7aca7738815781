import {
  MAX_RECENT_SEARCHES,
  type RecentFlightSearch,
  readRecentSearches,
  recentSearchKey,
} from '@app/shared/travel/recent-searches';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recentFlightSearches } from '../../db/schema/travel.ts';

/** The travel module's own rows: a signed-in traveller's recent flight searches (its bookings' rows are in travel-bookings.repository.ts). */
export function recentSearchesRepository(db: Db) {
  const list = async (userId: string): Promise<RecentFlightSearch[]> => {
    const rows = await db
      .select({ search: recentFlightSearches.search })
      .from(recentFlightSearches)
      .where(eq(recentFlightSearches.userId, userId))
      .orderBy(desc(recentFlightSearches.searchedAt));
    return readRecentSearches(rows.map((r) => r.search));
  };
  return {
    list,

    /** The search first (an older one of its key replaced); the five newest kept. */
    async remember(userId: string, search: RecentFlightSearch, at: Date): Promise<RecentFlightSearch[]> {
      const key = recentSearchKey(search);
      await db.transaction(async (tx) => {
        await tx
          .insert(recentFlightSearches)
          .values({ userId, key, search, searchedAt: at })
          .onConflictDoUpdate({
            target: [recentFlightSearches.userId, recentFlightSearches.key],
            set: { search, searchedAt: at },
          });
        const kept = await tx
          .select({ key: recentFlightSearches.key })
          .from(recentFlightSearches)
          .where(eq(recentFlightSearches.userId, userId))
          .orderBy(desc(recentFlightSearches.searchedAt), desc(recentFlightSearches.key))
          .limit(MAX_RECENT_SEARCHES);
        await tx.delete(recentFlightSearches).where(
          and(
            eq(recentFlightSearches.userId, userId),
            notInArray(
              recentFlightSearches.key,
              kept.map((k) => k.key),
            ),
          ),
        );
      });
      return list(userId);
    },

    async forget(userId: string, key: string): Promise<RecentFlightSearch[]> {
      await db
        .delete(recentFlightSearches)
        .where(and(eq(recentFlightSearches.userId, userId), eq(recentFlightSearches.key, key)));
      return list(userId);
    },

    async clear(userId: string): Promise<void> {
      await db.delete(recentFlightSearches).where(eq(recentFlightSearches.userId, userId));
    },
  };
}
