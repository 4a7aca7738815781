import { CUISINES, type Cuisine, MAX_PARTY_SIZE, RESTAURANT_SORTS } from '@app/shared/restaurants/catalog';

export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];

/** The /restaurants filters as they live in the URL; anything invalid is dropped, never fatal. */
export interface RestaurantFilters {
  /** Words of the name or the kitchen (the home search's restaurant name arrives here). */
  q?: string;
  cuisine?: Cuisine;
  /** 1 (₺) to 4 (₺₺₺₺). */
  priceRange?: number;
  /** The area: a destination's slug. */
  destination?: string;
  /** Only restaurants open on that date. */
  date?: string;
  partySize?: number;
  /** The time the traveller would like to sit down (HH:MM): the free times nearest it show first. */
  time?: string;
  sort: RestaurantSort;
  page: number;
  /** Results as cards or as pins on a map. */
  view: 'list' | 'map';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validDate = (v: string | null) =>
  v && DATE.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) ? v : undefined;
const int = (v: string | null, min: number, max: number) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const text = (v: string | null) => (v?.trim() ? v.trim().slice(0, 100) : undefined);

export function parseRestaurantFilters(params: URLSearchParams): RestaurantFilters {
  const cuisine = params.get('cuisine');
  const sort = params.get('sort');
  return {
    // `name` is what older links of the home search carried.
    q: text(params.get('q')) ?? text(params.get('name')),
    cuisine: (CUISINES as readonly string[]).includes(cuisine ?? '') ? (cuisine as Cuisine) : undefined,
    priceRange: int(params.get('priceRange'), 1, 4),
    destination: text(params.get('destination')),
    date: validDate(params.get('date')),
    partySize: int(params.get('partySize'), 1, MAX_PARTY_SIZE),
    time: TIME.test(params.get('time') ?? '') ? (params.get('time') as string) : undefined,
    sort: (RESTAURANT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as RestaurantSort)
      : 'popularity',
    page: int(params.get('page'), 1, 10_000) ?? 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The URL query of the filters (defaults left out, so links stay short). */
export function restaurantFiltersToParams(f: Partial<RestaurantFilters>): URLSearchParams {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p.set(k, String(v));
  };
  set('q', f.q);
  set('cuisine', f.cuisine);
  set('priceRange', f.priceRange);
  set('destination', f.destination);
  set('date', f.date);
  set('partySize', f.partySize);
  set('time', f.time);
  if (f.sort && f.sort !== 'popularity') set('sort', f.sort);
  if (f.page && f.page > 1) set('page', f.page);
  if (f.view === 'map') set('view', 'map');
  return p;
}

/** The visit part of the filters (date, party), carried from the list to a restaurant's page. */
export function visitParams(f: Pick<RestaurantFilters, 'date' | 'partySize'>): string {
  const s = restaurantFiltersToParams({ date: f.date, partySize: f.partySize }).toString();
  return s ? `?${s}` : '';
}

/** How many filters differ from the defaults (for the "Filters (n)" button on phones). */
export function activeFilterCount(f: RestaurantFilters): number {
  return [f.q, f.cuisine, f.priceRange, f.destination, f.date, f.partySize, f.time].filter(
    (v) => v !== undefined && v !== '',
  ).length;
}
