import { AMENITIES, type Amenity, HOTEL_SORTS, type HotelSort, MAX_GUESTS } from '@app/shared/hotels/catalog';

/** The /hotels filters as they live in the URL; anything invalid is dropped, never fatal. */
export interface HotelFilters {
  destination?: string;
  q?: string;
  city?: string;
  minStars: number;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  minPrice?: number;
  maxPrice?: number;
  amenities: Amenity[];
  sort: HotelSort;
  page: number;
  /** Results as cards or as pins on a map. */
  view: 'list' | 'map';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string | null) =>
  v && DATE.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) ? v : undefined;
const int = (v: string | null, min: number, max: number) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const text = (v: string | null) => (v?.trim() ? v.trim().slice(0, 100) : undefined);

export function parseHotelFilters(params: URLSearchParams): HotelFilters {
  let checkIn = validDate(params.get('checkIn'));
  let checkOut = validDate(params.get('checkOut'));
  if (checkIn && checkOut && checkOut <= checkIn) checkOut = undefined;
  if (!checkIn) checkOut = undefined;
  if (!checkOut) checkIn = undefined;
  const sort = params.get('sort');
  return {
    destination: text(params.get('destination')),
    q: text(params.get('q')),
    city: text(params.get('city')),
    minStars: int(params.get('minStars'), 0, 5) ?? 0,
    checkIn,
    checkOut,
    guests: int(params.get('guests'), 1, MAX_GUESTS),
    minPrice: int(params.get('minPrice'), 0, 1_000_000),
    maxPrice: int(params.get('maxPrice'), 0, 1_000_000),
    amenities: (params.get('amenities') ?? '')
      .split(',')
      .filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a)),
    sort: (HOTEL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as HotelSort) : 'popularity',
    page: int(params.get('page'), 1, 10_000) ?? 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The URL query of the filters (defaults left out, so links stay short). */
export function hotelFiltersToParams(f: Partial<HotelFilters>): URLSearchParams {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p.set(k, String(v));
  };
  set('destination', f.destination);
  set('q', f.q);
  set('city', f.city);
  if (f.minStars) set('minStars', f.minStars);
  if (f.checkIn && f.checkOut) {
    set('checkIn', f.checkIn);
    set('checkOut', f.checkOut);
  }
  set('guests', f.guests);
  set('minPrice', f.minPrice);
  set('maxPrice', f.maxPrice);
  if (f.amenities?.length) set('amenities', f.amenities.join(','));
  if (f.sort && f.sort !== 'popularity') set('sort', f.sort);
  if (f.page && f.page > 1) set('page', f.page);
  if (f.view === 'map') set('view', 'map');
  return p;
}

/** The stay part of the filters, carried from the list to a hotel and on to checkout. */
export function stayParams(f: Pick<HotelFilters, 'checkIn' | 'checkOut' | 'guests'>): string {
  const p = hotelFiltersToParams({ checkIn: f.checkIn, checkOut: f.checkOut, guests: f.guests });
  const s = p.toString();
  return s ? `?${s}` : '';
}
