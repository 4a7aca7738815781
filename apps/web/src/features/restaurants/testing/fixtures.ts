import type { RestaurantDetailDto, RestaurantSummaryDto } from '@app/shared/restaurants/schemas';

export const restaurantSummary = (
  n: number,
  extra: Partial<RestaurantSummaryDto> = {},
): RestaurantSummaryDto => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `restaurant-${n}`,
  name: `Restaurant ${n}`,
  description: 'Fish by the harbour.',
  contentLang: 'en',
  cuisine: 'turkish',
  priceRange: 2,
  city: 'Trabzon',
  destination: { _id: 'd1', slug: 'trabzon', name: 'Trabzon' },
  place: ['Trabzon'],
  featuredImage: '',
  averageRating: 4.5,
  totalReviews: 12,
  featured: false,
  latitude: 41 + n / 1000,
  longitude: 39.7,
  maxPartySize: 8,
  hoursToday: [{ from: '12:00', to: '22:00', carried: false }],
  openNow: true,
  nextOpening: null,
  onDate: null,
  ...extra,
});

const closed = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };

export const restaurantDetail = (extra: Partial<RestaurantDetailDto> = {}): RestaurantDetailDto => ({
  ...restaurantSummary(1),
  slug: 'harbour-fish',
  name: 'Harbour Fish',
  addressLine: 'İskele Caddesi 4, Trabzon',
  address: ['İskele Caddesi 4, Trabzon'],
  phone: '+90 462 000 00 00',
  email: 'table@harbour.example',
  website: 'https://harbour.example',
  images: [],
  openingHours: closed,
  instantLimit: 6,
  turnMinutes: 90,
  menuHighlights: ['Anchovy pilaf', 'Corn bread'],
  tables: { total: 4, byLocation: [], bySize: [] },
  ...extra,
});
