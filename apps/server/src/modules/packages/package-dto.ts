import { addDays } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { type Localized, nameIn, pickLocalized } from '@app/shared/i18n/localized';
import { dealPrice } from '@app/shared/packages/catalog';
import type {
  DepartureAdminDto,
  DepartureDto,
  PackageAdminDto,
  PackageDetailDto,
  PackageSummaryDto,
} from '@app/shared/packages/schemas';
import type { hotels } from '../../db/schema/hotels.ts';
import type { packageDepartures, packages } from '../../db/schema/packages.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';

export type PackageRow = typeof packages.$inferSelect;
export type DepartureRow = typeof packageDepartures.$inferSelect;
export type PackageHotelRow = Pick<
  typeof hotels.$inferSelect,
  'id' | 'slug' | 'name' | 'starRating' | 'city' | 'cityNames' | 'featuredImage' | 'published'
>;

const excerpt = (text: string, max = 200) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

export function toDepartureDto(d: DepartureRow, durationDays: number): DepartureDto {
  return {
    _id: d.id,
    startDate: d.startDate,
    endDate: addDays(d.startDate, durationDays - 1),
    seatsTotal: d.seatsTotal,
    seatsLeft: d.seatsLeft,
  };
}

export function toPackageSummary(
  p: PackageRow,
  destination: DestinationRow | null,
  next: DepartureRow | null,
  currency: string,
  lang: Language,
): PackageSummaryDto {
  const name = pickLocalized(p.name, lang);
  const description = p.description[name.lang]?.trim() ? (p.description[name.lang] ?? '') : p.description.en;
  return {
    _id: p.id,
    slug: p.slug,
    name: name.text,
    description: excerpt(description),
    contentLang: name.lang,
    destination: destination
      ? { _id: destination.id, slug: destination.slug, name: pickLocalized(destination.name, lang).text }
      : null,
    durationDays: p.durationDays,
    pricePerPerson: p.pricePerPerson,
    dealPercent: p.dealPercent,
    price: dealPrice(p.pricePerPerson, p.dealPercent),
    currency,
    featuredImage: p.featuredImage || p.images[0] || '',
    images: p.images,
    featured: p.featured,
    is_featured: p.featured,
    averageRating: Math.round(p.averageRating * 10) / 10,
    totalReviews: p.totalReviews,
    nextDeparture: next ? toDepartureDto(next, p.durationDays) : null,
  };
}

export function toPackageDetail(
  p: PackageRow,
  destination: DestinationRow | null,
  departures: DepartureRow[],
  hotelRows: PackageHotelRow[],
  currency: string,
  lang: Language,
): PackageDetailDto {
  const summary = toPackageSummary(
    p,
    destination,
    departures.find((d) => d.seatsLeft > 0) ?? null,
    currency,
    lang,
  );
  const name = pickLocalized(p.name, lang);
  const text = (value: Localized) => (value[name.lang]?.trim() ? (value[name.lang] ?? '') : value.en);
  return {
    ...summary,
    description: text(p.description),
    activities: p.activities.map(text),
    itinerary: [...p.itinerary]
      .sort((a, b) => a.day - b.day)
      .map((d) => ({ day: d.day, title: text(d.title), description: text(d.description) })),
    hotels: hotelRows
      .filter((h) => h.published)
      .map((h) => ({
        _id: h.id,
        slug: h.slug,
        name: pickLocalized(h.name, lang).text,
        starRating: h.starRating,
        city: nameIn(h.city, h.cityNames, lang),
        featuredImage: h.featuredImage,
      })),
    departures: departures.map((d) => toDepartureDto(d, p.durationDays)),
  };
}

export function toPackageAdmin(
  p: PackageRow,
  hotelIds: string[],
  departures: (DepartureRow & { booked: number })[],
): PackageAdminDto {
  return {
    _id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    destinationId: p.destinationId,
    durationDays: p.durationDays,
    pricePerPerson: p.pricePerPerson,
    dealPercent: p.dealPercent,
    activities: p.activities,
    hotelIds,
    featuredImage: p.featuredImage,
    images: p.images,
    itinerary: p.itinerary,
    featured: p.featured,
    published: p.published,
    averageRating: p.averageRating,
    totalReviews: p.totalReviews,
    departures: departures.map(
      (d): DepartureAdminDto => ({ ...toDepartureDto(d, p.durationDays), booked: d.booked }),
    ),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
