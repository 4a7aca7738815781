import type { Language } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { everyLanguage, perLanguage } from '@app/shared/i18n/per-language';
import type { Cuisine } from '@app/shared/restaurants/catalog';
import {
  ISO_WEEKDAYS,
  type IsoWeekday,
  minutesOf,
  type Sitting,
} from '@app/shared/restaurants/opening-hours';
import {
  type RestaurantAdminDto,
  type RestaurantInput,
  restaurantInput,
} from '@app/shared/restaurants/schemas';
import { type FieldIssue, schemaIssues } from '../../../../lib/schema-issues';

/** A translated text in the editor: every language present, '' while empty. */
export type LocalizedValues = Record<Language, string>;

/** The editor's values: what the inputs hold (numbers may be '' while empty). */
export interface RestaurantFormValues {
  name: LocalizedValues;
  description: LocalizedValues;
  slug: string;
  destinationId: string;
  cuisine: Cuisine | null;
  priceRange: string | null;
  featured: boolean;
  published: boolean;
  addressLine: string;
  city: string;
  cityNames: LocalizedValues;
  latitude: number | string;
  longitude: number | string;
  phone: string;
  email: string;
  website: string;
  featuredImage: string;
  images: string[];
  openingHours: Record<IsoWeekday, Sitting[]>;
  turnMinutes: number | string;
  maxPartySize: number | string;
  instantLimit: number | string;
  /** One dish per line, per language. */
  menuHighlights: LocalizedValues;
}

/** The texts translated per language in the basics section. */
export const BASICS_LOCALIZED = ['name', 'description'] as const;

const localizedValues = (value: Localized | undefined): LocalizedValues => everyLanguage(value);

const emptyWeek = () =>
  Object.fromEntries(ISO_WEEKDAYS.map((d) => [d, [] as Sitting[]])) as Record<IsoWeekday, Sitting[]>;

export function emptyRestaurantValues(): RestaurantFormValues {
  const openingHours = emptyWeek();
  // A common start: lunch and dinner from Tuesday to Sunday.
  for (const d of ['2', '3', '4', '5', '6', '7'] as const)
    openingHours[d] = [
      { from: '12:00', to: '15:00' },
      { from: '18:00', to: '23:00' },
    ];
  return {
    name: emptyLocalized(),
    description: emptyLocalized(),
    slug: '',
    destinationId: '',
    cuisine: null,
    priceRange: null,
    featured: false,
    published: true,
    addressLine: '',
    city: '',
    cityNames: emptyLocalized(),
    latitude: '',
    longitude: '',
    phone: '',
    email: '',
    website: '',
    featuredImage: '',
    images: [],
    openingHours,
    turnMinutes: 90,
    maxPartySize: 8,
    instantLimit: 6,
    menuHighlights: emptyLocalized(),
  };
}

export function restaurantValuesFromDto(r: RestaurantAdminDto): RestaurantFormValues {
  const openingHours = emptyWeek();
  for (const d of ISO_WEEKDAYS) openingHours[d] = (r.openingHours[d] ?? []).map((s) => ({ ...s }));
  return {
    name: localizedValues(r.name),
    description: localizedValues(r.description),
    slug: r.slug,
    destinationId: r.destinationId ?? '',
    cuisine: r.cuisine,
    priceRange: String(r.priceRange),
    featured: r.featured,
    published: r.published,
    addressLine: r.addressLine,
    city: r.city,
    cityNames: localizedValues(r.cityNames),
    latitude: r.latitude ?? '',
    longitude: r.longitude ?? '',
    phone: r.phone,
    email: r.email,
    website: r.website,
    featuredImage: r.featuredImage,
    images: [...r.images],
    openingHours,
    turnMinutes: r.turnMinutes,
    maxPartySize: r.maxPartySize,
    instantLimit: r.instantLimit,
    menuHighlights: perLanguage((lang) => r.menuHighlights[lang].join('\n')),
  };
}

const optionalNumber = (value: number | string): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
const requiredNumber = (value: number | string): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const lines = (value: string) =>
  value
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The body as the shared schema expects it; the schema then checks and trims it. */
function rawRestaurantInput(values: RestaurantFormValues): Record<string, unknown> {
  return {
    ...values,
    slug: values.slug.trim(),
    destinationId: values.destinationId.trim() === '' ? null : values.destinationId.trim(),
    cuisine: values.cuisine ?? undefined,
    priceRange: values.priceRange ? Number(values.priceRange) : undefined,
    latitude: optionalNumber(values.latitude),
    longitude: optionalNumber(values.longitude),
    turnMinutes: requiredNumber(values.turnMinutes),
    maxPartySize: requiredNumber(values.maxPartySize),
    instantLimit: requiredNumber(values.instantLimit),
    menuHighlights: perLanguage((lang) => lines(values.menuHighlights[lang])),
  };
}

export type RestaurantParse = { ok: true; input: RestaurantInput } | { ok: false; issues: FieldIssue[] };

/** Checks the editor's values with the same zod schema the server uses. */
export function parseRestaurantValues(values: RestaurantFormValues): RestaurantParse {
  const result = restaurantInput.safeParse(rawRestaurantInput(values));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, issues: schemaIssues(result.error) };
}

/** Whether a sitting runs on past midnight into the next date (its end is not after its start). */
export function pastMidnight(s: Sitting): boolean {
  return /^\d\d:\d\d$/.test(s.from) && /^\d\d:\d\d$/.test(s.to) && minutesOf(s.to) < minutesOf(s.from);
}
