import { addDays, checkOutAfter } from '@app/shared/common/dates';
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
  pickup: string;
  dropoff: string;
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
    taxis: { pickup: '', dropoff: '', date: today, time: '' } as TaxiSearch,
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
