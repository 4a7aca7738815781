import {
  forgetSearch,
  type RecentFlightSearch,
  readRecentSearches,
  rememberSearch,
} from '@app/shared/travel/recent-searches';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/**
 * The flight searches this browser ran last (spec section 4), in localStorage: newest first, one
 * per origin, destination and trip type, five at most (the shared rules). Nothing is kept for an
 * empty list, so a page sent light knows at a glance whether there is something to show.
 */

const KEY = STORAGE_KEYS.recentFlightSearches;
const NONE: readonly RecentFlightSearch[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly RecentFlightSearch[] } = { raw: null, list: NONE };

function parse(raw: string | null): readonly RecentFlightSearch[] {
  if (!raw) return NONE;
  try {
    return readRecentSearches(JSON.parse(raw));
  } catch {
    return NONE;
  }
}

/** The list kept now (the same array while nothing changed, as `useSyncExternalStore` needs). */
export function recentSearches(): readonly RecentFlightSearch[] {
  const raw = readStorage(KEY);
  if (raw !== cache.raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

/** Keeps `list` (none: the key goes) and tells every reader. */
export function keepRecentSearches(list: readonly RecentFlightSearch[]): void {
  if (list.length === 0) removeStorage(KEY);
  else writeStorage(KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export const rememberRecent = (search: RecentFlightSearch) =>
  keepRecentSearches(rememberSearch(recentSearches(), search));

export const forgetRecent = (key: string) => keepRecentSearches(forgetSearch(recentSearches(), key));

export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's searches show here too.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** What the server renders and the browser hydrates with: nothing (the browser's storage is its own). */
export const noRecentSearches = () => NONE;
