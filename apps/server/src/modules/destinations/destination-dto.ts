import type { DestinationAdminDto, DestinationDto } from '@app/shared/destinations/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { destinations } from '../../db/schema/destinations.ts';

export type DestinationFullRow = typeof destinations.$inferSelect;
/** What other modules show of a destination: hotels, packages, restaurants and bookings name it. */
export type DestinationRow = Pick<DestinationFullRow, 'id' | 'slug' | 'name'>;
export interface DestinationCounts {
  properties: number;
  packages: number;
}

export function toDestinationDto(
  row: DestinationFullRow,
  counts: DestinationCounts,
  lang: Language,
): DestinationDto {
  const name = pickLocalized(row.name, lang);
  const description = row.description[name.lang]?.trim()
    ? (row.description[name.lang] ?? '')
    : row.description.en;
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: name.text,
    description,
    contentLang: name.lang,
    country: row.country,
    image: row.image,
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    properties: counts.properties,
    packages: counts.packages,
  };
}

export function toDestinationAdminDto(
  row: DestinationFullRow,
  counts: DestinationCounts,
): DestinationAdminDto {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    country: row.country,
    image: row.image,
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    sortOrder: row.sortOrder,
    properties: counts.properties,
    packages: counts.packages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
