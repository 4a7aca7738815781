import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { everyLanguage, perLanguage } from '@app/shared/i18n/per-language';
import type { PackageAdminDto, PackageInput } from '@app/shared/packages/schemas';
import { fromMinorUnits, toMinorUnits } from '../../../lib/money';

/** A translated text with every language present ('' when empty). */
type Texts = Record<Language, string>;
const texts = (v?: Localized): Texts => everyLanguage(v);

export interface ItineraryDayValues {
  /** Stable key for React while days move. */
  key: string;
  title: Texts;
  description: Texts;
}

export interface PackageFormValues {
  name: Texts;
  description: Texts;
  slug: string;
  destinationId: string;
  durationDays: number | string;
  /** Whole currency units as typed. */
  price: number | string;
  dealPercent: number | string;
  activities: (Texts & { key: string })[];
  hotelIds: string[];
  featuredImage: string;
  images: string[];
  itinerary: ItineraryDayValues[];
  featured: boolean;
  published: boolean;
}

const newKey = () => Math.random().toString(36).slice(2);
export const blankActivity = () => ({ ...texts(), key: newKey() });
export const blankDay = (): ItineraryDayValues => ({ key: newKey(), title: texts(), description: texts() });

export const emptyPackage = (): PackageFormValues => ({
  name: texts(),
  description: texts(),
  slug: '',
  destinationId: '',
  durationDays: 3,
  price: '',
  dealPercent: 0,
  activities: [],
  hotelIds: [],
  featuredImage: '',
  images: [],
  itinerary: [blankDay()],
  featured: false,
  published: false,
});

export function packageValuesFromDto(p: PackageAdminDto): PackageFormValues {
  return {
    name: texts(p.name),
    description: texts(p.description),
    slug: p.slug,
    destinationId: p.destinationId ?? '',
    durationDays: p.durationDays,
    price: fromMinorUnits(p.pricePerPerson),
    dealPercent: p.dealPercent,
    activities: p.activities.map((a) => ({ ...texts(a), key: newKey() })),
    hotelIds: p.hotelIds,
    featuredImage: p.featuredImage,
    images: p.images,
    itinerary: [...p.itinerary]
      .sort((a, b) => a.day - b.day)
      .map((d) => ({ key: newKey(), title: texts(d.title), description: texts(d.description) })),
    featured: p.featured,
    published: p.published,
  };
}

/** The API body; itinerary days are numbered by their order. */
export function packageBody(v: PackageFormValues): PackageInput {
  return {
    name: v.name,
    description: v.description,
    slug: v.slug.trim(),
    destinationId: v.destinationId || null,
    durationDays: Number(v.durationDays),
    pricePerPerson: toMinorUnits(v.price) ?? 0,
    dealPercent: Number(v.dealPercent) || 0,
    activities: v.activities
      .filter((a) => LANGUAGES.some((lang) => a[lang].trim()))
      .map((a) => perLanguage((lang) => a[lang])),
    hotelIds: v.hotelIds,
    featuredImage: v.featuredImage,
    images: v.images,
    itinerary: v.itinerary.map((d, i) => ({ day: i + 1, title: d.title, description: d.description })),
    featured: v.featured,
    published: v.published,
  };
}
