import type { HotelSearchQuery } from '@app/shared/hotels/schemas';
import type { Db } from '../../db/client.ts';
import { type CacheTags, EVERYTHING } from '../../lib/cache-tags.ts';
import type { Clock } from '../../lib/clock.ts';
import { KeyedMemory } from '../../lib/keyed-memory.ts';
import { searchBookingTimes, searchCatalogue, searchNights } from './hotel-search.repository.ts';
import {
  contentFilter,
  type HotelNights,
  hotelNightsOf,
  rankHotels,
  type SearchHit,
  type SearchHotel,
  searchHotelsOf,
} from './hotel-search.ts';
import { type HotelPageRow, hotelsRepository } from './hotels.repository.ts';

/**
 * What a missed change message could leave wrong is reloaded after this long: as long as a cached
 * answer is kept (plugins/catalog-cache.ts).
 */
const TTL_MS = 30_000;
const ALL = 'all';
const DAY_MS = 86_400_000;

interface Catalogue {
  hotels: SearchHotel[];
}

/** When each recent, not cancelled hotel booking was made, per hotel (ms, oldest first). */
interface BookingTimes {
  since: number;
  byHotel: Map<string, number[]>;
}

/** How many of `times` (ascending) are at or after `since`. */
function countSince(times: readonly number[], since: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < since) lo = mid + 1;
    else hi = mid;
  }
  return times.length - lo;
}

export interface HotelsMemory {
  /** The hotels matching `q`, in its order, with their prices: every page's hits and the total. */
  search(q: HotelSearchQuery, since: Date): Promise<SearchHit[]>;
  /** A hotel's page (by id or slug; published or not), null when there is no such hotel. */
  page(idOrSlug: string): Promise<HotelPageRow | null>;
  /** The largest party any room type of these hotels takes (0 without any). */
  largestRoom(hotelIds: readonly string[]): Promise<number>;
  /** Forgets what a change with these tags may have changed (lib/cache-tags.ts). */
  forget(tags: CacheTags): void;
}

function hotelsMemoryOf(db: Db, clock: Clock): HotelsMemory {
  const now = () => clock.now().getTime();
  const catalogue = new KeyedMemory<string, Catalogue>({
    load: async () => {
      const { hotels, rooms } = await searchCatalogue(db);
      return new Map([[ALL, { hotels: searchHotelsOf(hotels, rooms) }]]);
    },
    missing: () => ({ hotels: [] }),
    ttlMs: TTL_MS,
    now,
  });
  const nights = new KeyedMemory<string, HotelNights>({
    load: async (hotelIds) => {
      const rows = await searchNights(db, hotelIds);
      const byHotel = new Map<string, typeof rows>();
      for (const row of rows) {
        const list = byHotel.get(row.hotelId);
        if (list) list.push(row);
        else byHotel.set(row.hotelId, [row]);
      }
      return new Map([...byHotel].map(([id, list]) => [id, hotelNightsOf(list)]));
    },
    missing: () => new Map(),
    ttlMs: TTL_MS,
    now,
  });
  const repo = hotelsRepository(db);
  const pages = new KeyedMemory<string, HotelPageRow | null>({
    load: async (keys) =>
      new Map(await Promise.all(keys.map(async (key) => [key, await repo.page(key)] as const))),
    missing: () => null,
    ttlMs: TTL_MS,
    now,
    // Keyed by the addresses readers ask for, known or not.
    maxEntries: 1000,
  });
  /**
   * Where the booking times loaded start: a day before the window of the reads asking, moved on
   * once a day, so a load serves the reads of the next day (their windows start later) and holds
   * at most two days more than they count.
   */
  let timesSince = 0;
  const startFor = (since: number) => {
    if (timesSince === 0 || since < timesSince || since - timesSince > 2 * DAY_MS)
      timesSince = since - DAY_MS;
  };
  const bookingTimes = new KeyedMemory<string, BookingTimes>({
    load: async () => {
      const since = timesSince;
      const byHotel = new Map<string, number[]>();
      for (const { hotelId, at } of await searchBookingTimes(db, new Date(since))) {
        const list = byHotel.get(hotelId);
        if (list) list.push(at.getTime());
        else byHotel.set(hotelId, [at.getTime()]);
      }
      return new Map([[ALL, { since, byHotel }]]);
    },
    missing: () => ({ since: 0, byHotel: new Map() }),
    ttlMs: TTL_MS,
    now,
  });

  async function heldCatalogue(): Promise<Catalogue> {
    return (await catalogue.get([ALL])).get(ALL) as Catalogue;
  }

  async function popularityAt(since: number): Promise<BookingTimes> {
    let times = (await bookingTimes.get([ALL])).get(ALL) as BookingTimes;
    if (times.since > since) {
      // A clock set back asks for older bookings than were loaded.
      startFor(since);
      bookingTimes.forget(ALL);
      times = (await bookingTimes.get([ALL])).get(ALL) as BookingTimes;
    }
    return times;
  }

  return {
    async search(q, sinceDate) {
      const since = sinceDate.getTime();
      startFor(since);
      const { hotels } = await heldCatalogue();
      const candidates = hotels.filter(contentFilter(q));
      const [records, times] = await Promise.all([
        q.checkIn && q.checkOut ? nights.get(candidates.map((h) => h.hotel.id)) : null,
        q.sort === 'popularity' ? popularityAt(since) : null,
      ]);
      return rankHotels(
        candidates,
        q,
        (id) => records?.get(id),
        (id) => countSince(times?.byHotel.get(id) ?? [], since),
      );
    },

    async page(idOrSlug) {
      return (await pages.get([idOrSlug])).get(idOrSlug) ?? null;
    },

    async largestRoom(hotelIds) {
      const wanted = new Set(hotelIds);
      let most = 0;
      for (const h of (await heldCatalogue()).hotels)
        if (wanted.has(h.hotel.id)) for (const room of h.rooms) most = Math.max(most, room.maxOccupancy);
      return most;
    },

    forget(tags) {
      let roomsNamed = false;
      let nightsNamed = false;
      for (const tag of tags) {
        if (tag === EVERYTHING || tag === 'hotels' || tag === 'destinations') {
          catalogue.forgetAll();
          pages.forgetAll();
          nights.forgetAll();
          bookingTimes.forgetAll();
        } else if (tag.startsWith('hotel:')) {
          // Its content or room types (named by id or slug): the hotels are read again, and nights.
          catalogue.forgetAll();
          pages.forgetAll();
          nights.forgetAll();
        } else if (tag.startsWith('rooms:')) {
          roomsNamed = true;
          nights.forget(tag.slice('rooms:'.length));
        } else if (tag.startsWith('night:')) nightsNamed = true;
        else if (tag === 'popularity') bookingTimes.forgetAll();
      }
      // A night changed without naming its hotel: any hotel's may have.
      if (nightsNamed && !roomsNamed) nights.forgetAll();
    },
  };
}

const memories = new WeakMap<Db, HotelsMemory>();

/**
 * The hotels of `db` as this process holds them for travellers: the published hotels with their
 * room types, the night records of the hotels searched, when recent bookings were made, and the
 * hotel pages read lately. Loaded on first use;
 * what a write changes is forgotten through the change messages every process gets
 * (lib/cache-tags.ts), so the next search reads it again; nothing is older than 30 seconds.
 */
export function hotelsMemory(db: Db, clock: Clock): HotelsMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = hotelsMemoryOf(db, clock);
    memories.set(db, memory);
  }
  return memory;
}
