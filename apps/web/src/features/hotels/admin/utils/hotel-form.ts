import { slugify } from '@app/shared/common/slug';
import { type Amenity, PAYMENT_METHODS, type PaymentMethod } from '@app/shared/hotels/catalog';
import { type HotelAdminDto, type HotelInput, hotelInput } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { everyLanguage } from '@app/shared/i18n/per-language';
import { type FieldIssue, schemaIssues } from '../../../../lib/schema-issues';

/** A translated text in the editor: every language present, '' while empty. */
export type LocalizedValues = Record<Language, string>;

/** The editor's values: what the inputs hold (numbers may be '' while empty). */
export interface HotelFormValues {
  name: LocalizedValues;
  description: LocalizedValues;
  slug: string;
  destinationId: string;
  starRating: string | null;
  featured: boolean;
  published: boolean;
  addressLine: string;
  city: string;
  cityNames: LocalizedValues;
  country: string;
  latitude: number | string;
  longitude: number | string;
  featuredImage: string;
  images: string[];
  amenities: Amenity[];
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: LocalizedValues;
  rules: LocalizedValues;
  additionalDetails: LocalizedValues;
  paymentOptions: PaymentMethod[];
  contact: { phone: string; email: string; website: string };
}

/** The texts translated per language in the editor, grouped by the section that shows them. */
export const BASICS_LOCALIZED = ['name', 'description'] as const;
export const POLICY_LOCALIZED = ['cancellationPolicy', 'rules', 'additionalDetails'] as const;

export function localizedValues(value: Localized | undefined): LocalizedValues {
  return everyLanguage(value);
}

export function emptyHotelValues(): HotelFormValues {
  return {
    name: emptyLocalized(),
    description: emptyLocalized(),
    slug: '',
    destinationId: '',
    starRating: null,
    featured: false,
    published: true,
    addressLine: '',
    city: '',
    cityNames: emptyLocalized(),
    country: 'Türkiye',
    latitude: '',
    longitude: '',
    featuredImage: '',
    images: [],
    amenities: [],
    checkInTime: '14:00',
    checkOutTime: '12:00',
    cancellationPolicy: emptyLocalized(),
    rules: emptyLocalized(),
    additionalDetails: emptyLocalized(),
    paymentOptions: [...PAYMENT_METHODS],
    contact: { phone: '', email: '', website: '' },
  };
}

export function hotelValuesFromDto(hotel: HotelAdminDto): HotelFormValues {
  return {
    name: localizedValues(hotel.name),
    description: localizedValues(hotel.description),
    slug: hotel.slug,
    destinationId: hotel.destinationId ?? '',
    starRating: String(hotel.starRating),
    featured: hotel.featured,
    published: hotel.published,
    addressLine: hotel.addressLine,
    city: hotel.city,
    cityNames: localizedValues(hotel.cityNames),
    country: hotel.country,
    latitude: hotel.latitude ?? '',
    longitude: hotel.longitude ?? '',
    featuredImage: hotel.featuredImage,
    images: [...hotel.images],
    amenities: [...hotel.amenities],
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    cancellationPolicy: localizedValues(hotel.cancellationPolicy),
    rules: localizedValues(hotel.rules),
    additionalDetails: localizedValues(hotel.additionalDetails),
    paymentOptions: [...hotel.paymentOptions],
    contact: { ...hotel.contact },
  };
}

const optionalNumber = (value: number | string): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The body as the shared schema expects it; the schema then checks and trims it. */
function rawHotelInput(values: HotelFormValues): Record<string, unknown> {
  return {
    ...values,
    slug: values.slug.trim(),
    destinationId: values.destinationId.trim() === '' ? null : values.destinationId.trim(),
    starRating: values.starRating ? Number(values.starRating) : undefined,
    latitude: optionalNumber(values.latitude),
    longitude: optionalNumber(values.longitude),
  };
}

export type HotelParse = { ok: true; input: HotelInput } | { ok: false; issues: FieldIssue[] };

/** Checks the editor's values with the same zod schema the server uses. */
export function parseHotelValues(values: HotelFormValues): HotelParse {
  const result = hotelInput.safeParse(rawHotelInput(values));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, issues: schemaIssues(result.error) };
}

/** A hotel as it stands, as a PUT body (used to unpublish from the list). Throws if it does not pass. */
export function hotelInputFromDto(hotel: HotelAdminDto): HotelInput {
  return hotelInput.parse(rawHotelInput(hotelValuesFromDto(hotel)));
}

/** A preview of the slug the server will make from the English name (the one slug rule). */
export const slugPreview = (name: string): string => slugify(name);
