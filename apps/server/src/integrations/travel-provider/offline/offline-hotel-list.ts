import { airportByCode } from '@app/shared/travel/airports';
import { straightKm } from '@app/shared/vehicles/distances';
import {
  type HotelsByCityQuery,
  type ProviderHotel,
  type ProviderHotelSentiment,
  TravelProviderError,
} from '../travel-provider.ts';
import { OFFLINE_HOTELS, type OfflineHotel, offlineHotel, offlineHotelImage } from './offline-hotels.ts';
import { between, hash } from './seeded.ts';

/** The cities the offline hotels are listed under: Trabzon and Rize–Artvin, by their airports. */
export const OFFLINE_HOTEL_CITIES = ['TZX', 'RZE'] as const;

const KM_PER_MILE = 1.609344;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Straight-line km from a city's airport to a hotel, or null for a city without hotels. */
export function kmFromCity(cityCode: string, hotel: OfflineHotel): number | null {
  if (!(OFFLINE_HOTEL_CITIES as readonly string[]).includes(cityCode)) return null;
  const airport = airportByCode(cityCode);
  if (!airport) return null;
  return straightKm({ latitude: airport.lat, longitude: airport.lng }, hotel);
}

/** A hotel as the Hotel List API describes it; with its distance when listed around a city. */
export function providerHotel(
  hotel: OfflineHotel,
  distance?: { value: number; unit: string },
): ProviderHotel {
  const h = hash('hotel', hotel.hotelId);
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    chainCode: hotel.chainCode,
    iataCode: hotel.iataCode,
    dupeId: 700_000_000 + (h % 99_999_999),
    geoCode: { latitude: hotel.latitude, longitude: hotel.longitude },
    address: {
      countryCode: 'TR',
      cityName: hotel.cityName,
      lines: [hotel.street],
      postalCode: hotel.postalCode,
    },
    ...(distance ? { distance } : {}),
    rating: String(hotel.stars),
    amenities: [...hotel.amenities],
    lastUpdate: `2026-${String(1 + (h % 9)).padStart(2, '0')}-${String(1 + (h % 27)).padStart(2, '0')}T0${h % 10}:${String(h % 60).padStart(2, '0')}:00`,
  };
}

/**
 * Hotel List by city: the hotels within `radius` of the city's airport (straight line), nearest
 * first, each with its distance in the radius' unit. A city without offline hotels has none.
 */
export function hotelsByCity(query: HotelsByCityQuery): ProviderHotel[] {
  if (!Number.isFinite(query.radius) || query.radius <= 0)
    throw new TravelProviderError('rejected', 'radius must be a positive number', 400, 477);
  const perUnit = query.radiusUnit === 'MILE' ? KM_PER_MILE : 1;
  const radiusKm = query.radius * perUnit;
  return OFFLINE_HOTELS.flatMap((hotel) => {
    const km = kmFromCity(query.cityCode, hotel);
    return km !== null && km <= radiusKm ? [{ hotel, km }] : [];
  })
    .sort((a, b) => a.km - b.km || a.hotel.hotelId.localeCompare(b.hotel.hotelId))
    .map(({ hotel, km }) => providerHotel(hotel, { value: round2(km / perUnit), unit: query.radiusUnit }));
}

/** Hotel List by ids: the known ones, in the order asked, each once. */
export function hotelsByIds(hotelIds: string[]): ProviderHotel[] {
  return [...new Set(hotelIds)].flatMap((id) => {
    const hotel = offlineHotel(id);
    return hotel ? [providerHotel(hotel)] : [];
  });
}

/** What the product shows of an offline hotel beyond the provider's shapes: its text and picture. */
export interface OfflineHotelContent {
  description: { en: string; tr: string; ar: string };
  /** The picture's path on the web server. */
  image: string;
}

/** An offline hotel's description and picture; null for a hotel the offline provider does not have. */
export function offlineHotelContent(hotelId: string): OfflineHotelContent | null {
  const hotel = offlineHotel(hotelId);
  return hotel ? { description: { ...hotel.description }, image: offlineHotelImage(hotel.hotelId) } : null;
}

/** Hotel Ratings answers at most this many hotels a call. */
export const MAX_SENTIMENT_IDS = 3;

const SENTIMENT_KEYS = [
  'sleepQuality',
  'service',
  'facilities',
  'roomComforts',
  'valueForMoney',
  'catering',
  'location',
  'pointsOfInterest',
  'staff',
] as const;

/**
 * Hotel Ratings: an overall score from 60 to 95 (better hotels score a little higher), the
 * number of reviews, and a score per topic around the overall one. Unknown ids are left out, as
 * the API warns about and skips them; more than three ids is refused, as the API refuses them.
 */
export function hotelSentiments(hotelIds: string[]): ProviderHotelSentiment[] {
  const ids = [...new Set(hotelIds)];
  if (ids.length === 0) throw new TravelProviderError('rejected', 'hotelIds is required', 400, 32171);
  if (ids.length > MAX_SENTIMENT_IDS)
    throw new TravelProviderError('rejected', `at most ${MAX_SENTIMENT_IDS} hotelIds a call`, 400, 10661);
  return ids.flatMap((id) => {
    const hotel = offlineHotel(id);
    if (!hotel) return [];
    const overall = 60 + (hotel.stars - 2) * 5 + between(0, 20, 'rating', id);
    const reviews = between(15, 240, 'reviews', id) * hotel.stars;
    const sentiments: Record<string, number> = {};
    for (const key of SENTIMENT_KEYS)
      sentiments[key] = Math.max(40, Math.min(100, overall + between(-10, 10, 'sentiment', id, key)));
    return [
      {
        hotelId: id,
        overallRating: overall,
        numberOfReviews: reviews,
        numberOfRatings: reviews + between(0, Math.floor(reviews / 3), 'ratings', id),
        sentiments,
      },
    ];
  });
}
