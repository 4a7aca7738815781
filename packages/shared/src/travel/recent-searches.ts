import { z } from 'zod';

/** The flight searches a traveller ran last (spec section 4): newest first, at most five. */
export const MAX_RECENT_SEARCHES = 5;

export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const CABIN_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

const iata = z.string().regex(/^[A-Z]{3}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A recent search as the spec names its fields. */
export const recentFlightSearch = z.object({
  tripType: z.enum(TRIP_TYPES),
  originCode: iata,
  destinationCode: iata,
  departureDate: day,
  returnDate: day.nullable().default(null),
  passengers: z.number().int().min(1).max(9),
  cabinClass: z.enum(CABIN_CLASSES),
});
export type RecentFlightSearch = z.infer<typeof recentFlightSearch>;

/** Two searches are the same entry when their origin, destination and trip type are. */
export const recentSearchKey = (s: Pick<RecentFlightSearch, 'originCode' | 'destinationCode' | 'tripType'>) =>
  `${s.originCode}-${s.destinationCode}-${s.tripType}`;

/** The list with `search` first: an earlier entry of the same key goes, and only five stay. */
export function rememberSearch(
  list: readonly RecentFlightSearch[],
  search: RecentFlightSearch,
): RecentFlightSearch[] {
  const key = recentSearchKey(search);
  return [search, ...list.filter((s) => recentSearchKey(s) !== key)].slice(0, MAX_RECENT_SEARCHES);
}

/** The list without the entry of `key`. */
export const forgetSearch = (list: readonly RecentFlightSearch[], key: string): RecentFlightSearch[] =>
  list.filter((s) => recentSearchKey(s) !== key);

/**
 * A stored list read back (the browser's storage, or an older answer): entries that no longer
 * parse are dropped, duplicates after the first go, and five at most stay.
 */
export function readRecentSearches(value: unknown): RecentFlightSearch[] {
  if (!Array.isArray(value)) return [];
  let list: RecentFlightSearch[] = [];
  for (const item of [...value].reverse()) {
    const parsed = recentFlightSearch.safeParse(item);
    if (parsed.success) list = rememberSearch(list, parsed.data);
  }
  return list;
}

/** Merges two lists (the browser's and the account's): `first` wins a tie, five at most. */
export function mergeRecentSearches(
  first: readonly RecentFlightSearch[],
  second: readonly RecentFlightSearch[],
): RecentFlightSearch[] {
  return readRecentSearches([...first, ...second]);
}
