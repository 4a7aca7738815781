import {
  type DestinationAdminDto,
  type DestinationInput,
  destinationInput,
} from '@app/shared/destinations/schemas';
import { type FieldIssue, schemaIssues } from '../../../lib/schema-issues';

/** The editor's values: numbers as typed (empty = none). */
export interface DestinationFormValues {
  name: { en: string; tr: string; ar: string };
  description: { en: string; tr: string; ar: string };
  slug: string;
  country: string;
  image: string;
  latitude: number | string;
  longitude: number | string;
  featured: boolean;
  sortOrder: number | string;
}

export const emptyDestination: DestinationFormValues = {
  name: { en: '', tr: '', ar: '' },
  description: { en: '', tr: '', ar: '' },
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
    name: { en: d.name.en, tr: d.name.tr ?? '', ar: d.name.ar ?? '' },
    description: { en: d.description.en, tr: d.description.tr ?? '', ar: d.description.ar ?? '' },
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
