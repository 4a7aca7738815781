import type { FlightOfferDto } from '@app/shared/travel/responses';
import type { FlightSearch } from './utils/flight-search-params';

/**
 * An offer chosen for the checkout, kept in this tab: its sealed token is several kilobytes, too
 * large for an address, so the address carries a short id (`/booking?type=flight&offer=<id>`) and
 * the offer waits here under `flight-offer:<id>`. A link opened elsewhere finds nothing, and the
 * checkout says the offer has expired.
 */
export interface KeptOffer {
  offer: FlightOfferDto;
  carriers: Record<string, string>;
  /** The search it came from: the way back. */
  search: FlightSearch;
  /** Whether the search's answer could be booked (not the offline stand-in). */
  bookable: boolean;
}

const PREFIX = 'flight-offer:';
/** Offers kept at once in a tab: the oldest go first. */
const KEPT_AT_MOST = 8;

/** A short id of a token (53 bits of a string hash, in base 36): the same token, the same id. */
export function offerId(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps an offer for the checkout and answers its id (the oldest kept go past eight). */
export function keepOffer(kept: KeptOffer): string {
  const id = offerId(kept.offer.token);
  const store = storage();
  if (!store) return id;
  const key = `${PREFIX}${id}`;
  const others = Object.keys(store).filter((k) => k.startsWith(PREFIX) && k !== key);
  try {
    store.setItem(key, JSON.stringify({ ...kept, keptAt: Date.now() }));
  } catch {
    // Full: the oldest make room.
    for (const old of others) store.removeItem(old);
    try {
      store.setItem(key, JSON.stringify({ ...kept, keptAt: Date.now() }));
    } catch {
      return id;
    }
  }
  const byAge = others
    .map((k) => ({
      k,
      at: Number((JSON.parse(store.getItem(k) ?? '{}') as { keptAt?: number }).keptAt) || 0,
    }))
    .sort((a, b) => b.at - a.at);
  for (const { k } of byAge.slice(KEPT_AT_MOST - 1)) store.removeItem(k);
  return id;
}

/** The offer kept under `id` in this tab, or null (another tab, a closed one, or never kept). */
export function readKeptOffer(id: string): KeptOffer | null {
  const raw = id ? storage()?.getItem(`${PREFIX}${id}`) : null;
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptOffer>;
    return kept.offer?.token && kept.search ? (kept as KeptOffer) : null;
  } catch {
    return null;
  }
}

/** The checkout of a kept offer. */
export const flightCheckoutHref = (id: string) => `/booking?type=flight&offer=${encodeURIComponent(id)}`;
