import { addDays, checkOutAfter } from '@app/shared/common/dates';
import { type SaleMomentProblem, saleMomentProblem } from '@app/shared/common/sale-horizon';
import { DEFAULT_DROPOFF, DEFAULT_PICKUP, type FixedPlace } from '@app/shared/vehicles/places';
import type { PlaceChoice } from '../../components/place-search/place-search-field';

export const STAR_OPTIONS = ['', '5', '4', '3', '2', '1'] as const;
export type StarOption = (typeof STAR_OPTIONS)[number];
export const GUEST_OPTIONS = ['1', '2', '2+1', '2+2'] as const;
export type GuestOption = (typeof GUEST_OPTIONS)[number];

/** "2+1" is two adults and a child: three guests in a room. */
export const guestCount = (option: GuestOption) =>
  option.split('+').reduce((sum, part) => sum + Number(part), 0);

export interface HotelSearch {
  /** The Where box: a destination chosen from the list, or the words typed. */
  where: PlaceChoice;
  stars: StarOption;
  checkIn: string;
  checkOut: string;
  guests: GuestOption;
}
export interface TaxiSearch {
  /** Fixed places (`TZX`…): the taxis page offers a point on the map too. */
  pickup: FixedPlace;
  dropoff: FixedPlace;
  date: string;
  time: string;
}
export interface RestaurantSearch {
  name: string;
  date: string;
}
export interface PackageSearch {
  destination: string;
  from: string;
  to: string;
}

export function defaultSearches(today: string) {
  return {
    hotels: {
      where: { text: '' },
      stars: '',
      checkIn: today,
      checkOut: addDays(today, 1),
      guests: '2',
    } as HotelSearch,
    taxis: { pickup: DEFAULT_PICKUP, dropoff: DEFAULT_DROPOFF, date: today, time: '' } as TaxiSearch,
    restaurants: { name: '', date: today } as RestaurantSearch,
    packages: { destination: '', from: '', to: '' } as PackageSearch,
  };
}

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where each tab's Search goes, with its values as query parameters (dates as YYYY-MM-DD). */
export const searchUrl = {
  hotels: (s: HotelSearch) =>
    `/hotels${query({
      destination: s.where.destination,
      q: s.where.destination ? undefined : s.where.text,
      minStars: s.stars,
      checkIn: s.checkIn,
      checkOut: s.checkIn && s.checkOut > s.checkIn ? s.checkOut : undefined,
      guests: guestCount(s.guests),
    })}`,
  taxis: (s: TaxiSearch) =>
    `/taxis${query({ pickup: s.pickup, dropoff: s.dropoff, date: s.date, time: s.time })}`,
  restaurants: (s: RestaurantSearch) => `/restaurants${query({ q: s.name, date: s.date })}`,
  packages: (s: PackageSearch) =>
    `/packages${query({ destination: s.destination, from: s.from, to: !s.from || s.to >= s.from ? s.to : undefined })}`,
};

/** A hotel chosen in the Where box opens with the stay already asked for. */
export const hotelUrl = (slug: string, s: HotelSearch) =>
  `/hotels/${encodeURIComponent(slug)}${query({
    checkIn: s.checkIn && s.checkOut > s.checkIn ? s.checkIn : undefined,
    checkOut: s.checkIn && s.checkOut > s.checkIn ? s.checkOut : undefined,
    guests: guestCount(s.guests),
  })}`;

/** Check-out follows check-in, keeping the stay's length. */
export function withCheckIn(s: HotelSearch, checkIn: string): HotelSearch {
  return { ...s, checkIn, checkOut: checkOutAfter(checkIn, s) ?? '' };
}

/** Why a package search's dates cannot be searched, or null. */
export const packageProblem = (s: PackageSearch) => (s.from && s.to && s.to < s.from ? 'toBeforeFrom' : null);

/** A date and time field of the panel's other tabs (hotel dates have their own rule, stayProblem). */
export type WhenField = 'pickupDate' | 'pickupTime' | 'restaurantDate' | 'packageFrom' | 'packageTo';
export type WhenProblem = SaleMomentProblem | 'date_invalid';

/** A whole date with a four-digit year (a date field can hold a five-digit year typed by mistake). */
const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function whenProblem(date: string, time: string, now: Date, timeZone: string): WhenProblem | null {
  if (!date) return null;
  if (!WHOLE_DATE.test(date)) return 'date_invalid';
  return saleMomentProblem(date, time, now, timeZone);
}

/**
 * What is wrong with the dates and times a tab searches, on the agency's clock (`timeZone`) at
 * `now`, by the sale window's rule (`@app/shared/common/sale-horizon`): a day already past or too
 * far ahead, a pickup time today already past. In the fields' order, so the first takes the focus.
 */
export function whenProblems(
  tab: 'taxis' | 'restaurants' | 'packages',
  values: { taxis: TaxiSearch; restaurants: RestaurantSearch; packages: PackageSearch },
  now: Date,
  timeZone: string,
): [WhenField, WhenProblem][] {
  const found: [WhenField, WhenProblem | null][] = [];
  if (tab === 'taxis') {
    const { date, time } = values.taxis;
    const problem = whenProblem(date, time, now, timeZone);
    found.push(problem === 'time_in_past' ? ['pickupTime', problem] : ['pickupDate', problem]);
  } else if (tab === 'restaurants') {
    found.push(['restaurantDate', whenProblem(values.restaurants.date, '', now, timeZone)]);
  } else {
    found.push(['packageFrom', whenProblem(values.packages.from, '', now, timeZone)]);
    found.push(['packageTo', whenProblem(values.packages.to, '', now, timeZone)]);
  }
  return found.filter((entry): entry is [WhenField, WhenProblem] => entry[1] !== null);
}
