import { FIXED_PLACES } from '@app/shared/vehicles/places';
import type { PlaceChoice } from '../../components/place-search/place-search-field';
import { defaultSearches, GUEST_OPTIONS, STAR_OPTIONS } from './home-search';

export const HOME_TABS = ['hotels', 'taxis', 'restaurants', 'packages'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
export type HomeSearches = ReturnType<typeof defaultSearches>;

export interface HomeSearchState {
  tab: HomeTab;
  values: HomeSearches;
}

/** Where the home search keeps its tab and values for the browser tab's session (Back, the logo). */
const KEY = 'home-search';

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v.slice(0, 100) : fallback);
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

function place(v: unknown): PlaceChoice {
  const r = record(v);
  const destination = text(r.destination, '');
  return destination ? { text: text(r.text, ''), destination } : { text: text(r.text, '') };
}

/**
 * The search kept earlier in this session, on today's defaults: every value is checked, and a stay
 * or a date that has passed since is today's again.
 */
export function readSavedSearch(today: string): HomeSearchState | null {
  let saved: Record<string, unknown>;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    saved = record(JSON.parse(raw));
  } catch {
    return null;
  }
  const d = defaultSearches(today);
  const v = record(saved.values);
  const hotels = record(v.hotels);
  const taxis = record(v.taxis);
  const restaurants = record(v.restaurants);
  const packages = record(v.packages);
  const stay = { checkIn: text(hotels.checkIn, d.hotels.checkIn), checkOut: text(hotels.checkOut, '') };
  const future = (date: string, fallback: string) => (date && date < today ? fallback : date);
  return {
    tab: oneOf(HOME_TABS, saved.tab, 'hotels'),
    values: {
      hotels: {
        where: place(hotels.where),
        stars: oneOf(STAR_OPTIONS, hotels.stars, d.hotels.stars),
        ...(stay.checkIn && stay.checkIn < today
          ? { checkIn: d.hotels.checkIn, checkOut: d.hotels.checkOut }
          : stay),
        guests: oneOf(GUEST_OPTIONS, hotels.guests, d.hotels.guests),
      },
      taxis: {
        pickup: oneOf(FIXED_PLACES, taxis.pickup, d.taxis.pickup),
        dropoff: oneOf(FIXED_PLACES, taxis.dropoff, d.taxis.dropoff),
        date: future(text(taxis.date, d.taxis.date), d.taxis.date),
        time: text(taxis.time, ''),
      },
      restaurants: {
        name: text(restaurants.name, ''),
        date: future(text(restaurants.date, d.restaurants.date), d.restaurants.date),
      },
      packages: {
        destination: text(packages.destination, ''),
        from: future(text(packages.from, ''), ''),
        to: future(text(packages.to, ''), ''),
      },
    },
  };
}

export function saveSearch(state: HomeSearchState) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage full or forbidden: the search simply starts afresh next time.
  }
}
