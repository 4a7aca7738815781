import {
  type DestinationAdminDto,
  type DestinationInput,
  destinationInput,
} from '@app/shared/destinations/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { everyLanguage } from '@app/shared/i18n/per-language';
import { type FieldIssue, schemaIssues } from '../../../lib/schema-issues';

/** The editor's values: numbers as typed (empty = none). */
export interface DestinationFormValues {
  name: Record<Language, string>;
  description: Record<Language, string>;
  slug: string;
  country: string;
  image: string;
  latitude: number | string;
  longitude: number | string;
  featured: boolean;
  sortOrder: number | string;
}

export const emptyDestination: DestinationFormValues = {
  name: emptyLocalized(),
  description: emptyLocalized(),
  slug: '',
  country: 'Türkiye',
  image: '',
  latitude: '',
  longitude: '',
  featured: false,
  sortOrder: 0,
};

export function formFromDestination(d: DestinationAdminDto): DestinationFormValues {
  return {
    name: everyLanguage(d.name),
    description: everyLanguage(d.description),
    slug: d.slug,
    country: d.country,
    image: d.image,
    latitude: d.latitude ?? '',
    longitude: d.longitude ?? '',
    featured: d.featured,
    sortOrder: d.sortOrder,
  };
}

const numberOrNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

export function destinationBody(v: DestinationFormValues): DestinationInput {
  return {
    ...v,
    latitude: numberOrNull(v.latitude),
    longitude: numberOrNull(v.longitude),
    sortOrder: v.sortOrder === '' ? 0 : Number(v.sortOrder),
  };
}

/** The issues of the values as the server would judge them (the shared schema), one per field. */
export function destinationIssues(values: DestinationFormValues): FieldIssue[] {
  const result = destinationInput.safeParse(destinationBody(values));
  return result.success ? [] : schemaIssues(result.error);
}
