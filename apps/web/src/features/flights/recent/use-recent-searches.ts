import {
  mergeRecentSearches,
  type RecentFlightSearch,
  recentSearchKey,
} from '@app/shared/travel/recent-searches';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session/session-store';
import { recentSearchesApi } from '../flights-api';
import {
  forgetRecent,
  keepRecentSearches,
  noRecentSearches,
  recentSearches,
  rememberRecent,
  subscribeRecent,
} from './recent-searches-store';

const same = (a: readonly RecentFlightSearch[], b: readonly RecentFlightSearch[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The recent searches (spec section 4): this browser's, and for a signed-in traveller also the
 * account's on the server, the two merged once signed in (this browser's first, five at most) and
 * kept alike in both. Each change (a search run, one removed, all cleared) is made here at once
 * and sent to the account; a change the server missed is mended by the next merge.
 */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribeRecent, recentSearches, noRecentSearches);
  const { status, user } = useSession();
  const account = status === 'authenticated' ? (user?._id ?? null) : null;

  useEffect(() => {
    if (!account) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const { searches } = await recentSearchesApi.list(controller.signal);
        if (controller.signal.aborted) return;
        const merged = mergeRecentSearches(recentSearches(), searches);
        keepRecentSearches(merged);
        // The account learns what it lacks, oldest first, so that its order ends as the merged one.
        if (!same(merged, searches))
          for (const search of [...merged].reverse()) await recentSearchesApi.remember(search);
      } catch {
        // The account's list waits for the next visit; this browser's stands.
      }
    })();
    return () => controller.abort();
  }, [account]);

  const toAccount = (send: () => Promise<unknown>) => {
    if (account) send().catch(() => undefined);
  };

  return {
    list,
    /** A search run: first in the list (an earlier one of the same route and trip type goes). */
    remember(search: RecentFlightSearch) {
      rememberRecent(search);
      toAccount(() => recentSearchesApi.remember(search));
    },
    forget(search: RecentFlightSearch) {
      const key = recentSearchKey(search);
      forgetRecent(key);
      toAccount(() => recentSearchesApi.forget(key));
    },
    clear() {
      keepRecentSearches([]);
      toAccount(() => recentSearchesApi.clear());
    },
  };
}
