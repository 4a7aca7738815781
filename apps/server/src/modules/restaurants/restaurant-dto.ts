import { addressParts, localizedPart, townPart } from '@app/shared/common/address';
import type { Language } from '@app/shared/i18n/languages';
import { nameIn, pickLocalized } from '@app/shared/i18n/localized';
import { perLanguage } from '@app/shared/i18n/per-language';
import type { Cuisine, TableLocation } from '@app/shared/restaurants/catalog';
import { type ClosedOn, hoursOn, isOpenAt, nextOpening } from '@app/shared/restaurants/opening-hours';
import type {
  RestaurantAdminDto,
  RestaurantDetailDto,
  RestaurantSummaryDto,
  RestaurantTableDto,
} from '@app/shared/restaurants/schemas';
import type { restaurants, restaurantTables } from '../../db/schema/restaurants.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';
import { excerpt, full } from '../hotels/hotel-dto.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type TableRow = typeof restaurantTables.$inferSelect;

/** The restaurant's clock now, and the dates it closed in the coming week: what "open now" needs. */
export interface LocalNow {
  date: string;
  time: string;
  closedOn: ClosedOn;
}

/** A list's date on the restaurant's clock: its sittings and, with a party asked, the times free. */
export type OnDate = RestaurantSummaryDto['onDate'];

export function toRestaurantSummary(
  r: RestaurantRow,
  destination: DestinationRow | null,
  now: LocalNow,
  lang: Language,
  onDate: OnDate = null,
): RestaurantSummaryDto {
  const name = pickLocalized(r.name, lang);
  const open = isOpenAt(r.openingHours, now.date, now.time, now.closedOn);
  return {
    _id: r.id,
    slug: r.slug,
    name: name.text,
    description: excerpt(pickLocalized(r.description, lang).text),
    contentLang: name.lang,
    cuisine: r.cuisine as Cuisine,
    priceRange: r.priceRange,
    city: nameIn(r.city, r.cityNames, lang),
    destination: destination
      ? { _id: destination.id, slug: destination.slug, name: pickLocalized(destination.name, lang).text }
      : null,
    place: addressParts([
      townPart(r.city, r.cityNames, lang),
      destination ? localizedPart(destination.name, lang) : null,
    ]),
    featuredImage: r.featuredImage,
    averageRating: Math.round(r.averageRating * 10) / 10,
    totalReviews: r.totalReviews,
    featured: r.featured,
    latitude: r.latitude,
    longitude: r.longitude,
    maxPartySize: r.maxPartySize,
    hoursToday: hoursOn(r.openingHours, now.date, now.closedOn),
    openNow: open,
    nextOpening: nextOpening(r.openingHours, now.date, now.time, now.closedOn),
    onDate,
  };
}

/** How many tables of each size band: the public sees sizes, never which table. */
const SIZE_BANDS: [string, number, number][] = [
  ['1-2', 1, 2],
  ['3-4', 3, 4],
  ['5-6', 5, 6],
  ['7+', 7, 99],
];

export function toRestaurantDetail(
  r: RestaurantRow,
  destination: DestinationRow | null,
  tables: TableRow[],
  now: LocalNow,
  lang: Language,
): RestaurantDetailDto {
  const active = tables.filter((t) => t.active);
  const locations = new Map<TableLocation, number>();
  for (const t of active)
    locations.set(t.location as TableLocation, (locations.get(t.location as TableLocation) ?? 0) + 1);
  const highlights = r.menuHighlights[lang]?.length ? (r.menuHighlights[lang] ?? []) : r.menuHighlights.en;
  return {
    ...toRestaurantSummary(r, destination, now, lang),
    description: pickLocalized(r.description, lang).text,
    addressLine: r.addressLine,
    address: addressParts([r.addressLine, townPart(r.city, r.cityNames, lang)]),
    phone: r.phone,
    email: r.email,
    website: r.website,
    images: r.images,
    openingHours: r.openingHours,
    turnMinutes: r.turnMinutes,
    instantLimit: r.instantLimit,
    menuHighlights: highlights,
    tables: {
      total: active.length,
      byLocation: [...locations].map(([location, count]) => ({ location, count })),
      bySize: SIZE_BANDS.map(([seats, min, max]) => ({
        seats,
        count: active.filter((t) => t.capacity >= min && t.capacity <= max).length,
      })).filter((band) => band.count > 0),
    },
  };
}

export const toTableDto = (t: TableRow): RestaurantTableDto => ({
  _id: t.id,
  number: t.number,
  capacity: t.capacity,
  location: t.location as TableLocation,
  active: t.active,
});

export function toRestaurantAdmin(r: RestaurantRow, tables: TableRow[]): RestaurantAdminDto {
  return {
    _id: r.id,
    slug: r.slug,
    name: full(r.name),
    description: full(r.description),
    cuisine: r.cuisine as Cuisine,
    priceRange: r.priceRange,
    destinationId: r.destinationId,
    addressLine: r.addressLine,
    city: r.city,
    cityNames: full(r.cityNames),
    latitude: r.latitude,
    longitude: r.longitude,
    phone: r.phone,
    email: r.email,
    website: r.website,
    featuredImage: r.featuredImage,
    images: r.images,
    openingHours: r.openingHours,
    turnMinutes: r.turnMinutes,
    maxPartySize: r.maxPartySize,
    instantLimit: r.instantLimit,
    menuHighlights: perLanguage((lang) => r.menuHighlights[lang] ?? []),
    averageRating: Math.round(r.averageRating * 10) / 10,
    totalReviews: r.totalReviews,
    featured: r.featured,
    published: r.published,
    tables: tables.map(toTableDto),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
