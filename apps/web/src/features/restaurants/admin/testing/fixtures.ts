import type { RestaurantAdminDto, RestaurantAdminTableDto } from '@app/shared/restaurants/schemas';

export const MEYDAN_ID = '7a1c2b6e-0000-4000-8000-000000000001';
export const LAGO_ID = '7a1c2b6e-0000-4000-8000-000000000002';

/** Tables as the admin's list answers them: table 2 has seated parties, so it cannot be deleted. */
export const testTables = (): RestaurantAdminTableDto[] => [
  { _id: 't1', number: '1', capacity: 2, location: 'window', active: true, deletable: true },
  { _id: 't2', number: '2', capacity: 4, location: 'terrace', active: true, deletable: false },
  { _id: 't3', number: '3', capacity: 6, location: 'garden', active: false, deletable: true },
];

const week = {
  '1': [],
  '2': [
    { from: '12:00', to: '15:00' },
    { from: '18:00', to: '23:00' },
  ],
  '3': [{ from: '12:00', to: '23:00' }],
  '4': [{ from: '12:00', to: '23:00' }],
  '5': [{ from: '20:00', to: '02:00' }],
  '6': [{ from: '12:00', to: '23:00' }],
  '7': [{ from: '12:00', to: '23:00' }],
};

/** A restaurant as the admin API answers it; `overrides` replace fields. */
export function testRestaurant(overrides: Partial<RestaurantAdminDto> = {}): RestaurantAdminDto {
  return {
    _id: MEYDAN_ID,
    slug: 'meydan-kofte-house',
    name: { en: 'Meydan Köfte House', tr: 'Meydan Köfte Evi', ar: 'بيت كفتة الميدان' },
    description: { en: 'Köfte on the square.', tr: 'Meydanda köfte.', ar: 'كفتة في الساحة.' },
    cuisine: 'turkish',
    priceRange: 2,
    destinationId: null,
    addressLine: 'Meydan 1',
    city: 'Trabzon',
    cityNames: { en: '', tr: '', ar: '' },
    latitude: 41.0027,
    longitude: 39.7168,
    phone: '+90 462 000 00 00',
    email: 'info@meydan.example',
    website: '',
    featuredImage: '',
    images: [],
    openingHours: week,
    turnMinutes: 90,
    maxPartySize: 8,
    instantLimit: 6,
    menuHighlights: { en: ['Akçaabat köfte'], tr: ['Akçaabat köfte'], ar: [], fr: [], es: [] },
    averageRating: 4.5,
    totalReviews: 20,
    featured: true,
    published: true,
    tables: testTables(),
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const lago = () =>
  testRestaurant({
    _id: LAGO_ID,
    slug: 'lago-italiano',
    name: { en: 'Lago Italiano', tr: 'Lago İtalyan', ar: 'لاغو الإيطالي' },
    cuisine: 'italian',
    priceRange: 4,
    city: 'Uzungöl',
    featured: false,
    published: false,
    tables: [],
  });

export const page = <T>(data: T[]) => ({ data, total: data.length, page: 1, totalPages: 1 });

export const publicSettings = {
  siteName: 'Karadeniz Travel',
  currency: 'TRY',
  defaultLanguage: 'tr',
  timeZone: 'Europe/Istanbul',
  licenseNumber: '',
  address: '',
  phone: '',
  contactEmail: '',
};
