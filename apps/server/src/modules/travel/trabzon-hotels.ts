import type { Language } from '@app/shared/i18n/languages';
import { type Localized, pickLocalized } from '@app/shared/i18n/localized';
import { airportByCode } from '@app/shared/travel/airports';
import type { TrabzonHotelDto } from '@app/shared/travel/responses';
import {
  MAX_HOTELS_READ,
  MAX_HOTELS_SHOWN,
  PROVIDER_CURRENCY,
  TRABZON_HOTEL_CITIES,
  TRABZON_HOTEL_RADIUS_KM,
  type TravelStayQuery,
} from '@app/shared/travel/schemas';
import {
  type ProviderHotel,
  type ProviderHotelOffers,
  type ProviderHotelSentiment,
  type TravelProvider,
  TravelProviderError,
} from '../../integrations/travel-provider/travel-provider.ts';
import { type AnswerCache, HOTEL_LIST_TTL_MS, OFFERS_TTL_MS } from './answer-cache.ts';
import { perNightOf } from './hotel-room-offers.ts';

/** What we know of a hotel beyond the provider's list: a description and a picture. */
export type HotelContent = (hotelId: string) => { description: Localized; image: string } | null;

/** The picture of a hotel the agency has none of. */
export const DEFAULT_HOTEL_IMAGE = '/images/destinations/trabzon.svg';

/** Sentiments are asked for three hotels a call (the provider's limit), five calls at a time. */
const SENTIMENT_BATCH = 3;
const CALLS_AT_ONCE = 5;

async function inBatches<T, R>(items: T[], size: number, atOnce: number, run: (batch: T[]) => Promise<R[]>) {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  const out: R[] = [];
  for (let i = 0; i < batches.length; i += atOnce) {
    const answers = await Promise.all(batches.slice(i, i + atOnce).map(run));
    for (const a of answers) out.push(...a);
  }
  return out;
}

const starsOf = (hotel: ProviderHotel): number | null => {
  const n = Number(hotel.rating);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
};

/** The order of the list: guests' rating, else stars (as a rating out of 100), then stars, then name. */
export function byRating(
  a: { rating: number | null; stars: number | null; name: string },
  b: { rating: number | null; stars: number | null; name: string },
): number {
  const score = (h: typeof a) => h.rating ?? (h.stars ?? 0) * 20;
  return score(b) - score(a) || (b.stars ?? 0) - (a.stars ?? 0) || a.name.localeCompare(b.name);
}

/** The first `max` hotels of the lists, each once (a hotel near both airports is in both). */
export function uniqueHotels(lists: ProviderHotel[][], max = MAX_HOTELS_READ): ProviderHotel[] {
  const seen = new Map<string, ProviderHotel>();
  for (const list of lists)
    for (const hotel of list) {
      if (seen.size >= max) return [...seen.values()];
      if (!seen.has(hotel.hotelId)) seen.set(hotel.hotelId, hotel);
    }
  return [...seen.values()];
}

/**
 * The best rated hotels around Trabzon and Rize for a stay (spec section 9): the provider's hotels
 * within 100 km of TZX and RZE, at most 50 unique, their guests' ratings, the top 20 by rating,
 * and each one's best rate for the stay. Only real hotels: nothing pads the list.
 */
export async function trabzonHotels(
  provider: TravelProvider,
  cache: AnswerCache,
  query: TravelStayQuery,
): Promise<{
  hotels: ProviderHotel[];
  sentiments: Map<string, ProviderHotelSentiment>;
  offers: Map<string, ProviderHotelOffers>;
}> {
  const lists = await Promise.all(
    TRABZON_HOTEL_CITIES.map((cityCode) =>
      cache.get(`${provider.name}:hotels:${cityCode}`, HOTEL_LIST_TTL_MS, () =>
        provider
          .hotelsByCity({ cityCode, radius: TRABZON_HOTEL_RADIUS_KM, radiusUnit: 'KM', hotelSource: 'ALL' })
          // The provider refuses a city it has nothing for ("nothing found for requested city").
          .catch((error: unknown) => {
            if (error instanceof TravelProviderError && error.failure !== 'unavailable') return [];
            throw error;
          }),
      ),
    ),
  );
  const hotels = uniqueHotels(lists);
  const sentiments = new Map<string, ProviderHotelSentiment>();
  const ids = hotels.map((h) => h.hotelId);
  const read = await inBatches(ids, SENTIMENT_BATCH, CALLS_AT_ONCE, (batch) =>
    cache
      .get(`${provider.name}:sentiments:${batch.join(',')}`, HOTEL_LIST_TTL_MS, () =>
        provider.hotelSentiments(batch),
      )
      // Ratings only order the list: without them the stars do.
      .catch(() => [] as ProviderHotelSentiment[]),
  );
  for (const s of read) sentiments.set(s.hotelId, s);
  const top = hotels
    .map((h) => ({
      hotel: h,
      name: h.name,
      stars: starsOf(h),
      rating: sentiments.get(h.hotelId)?.overallRating ?? null,
    }))
    .sort(byRating)
    .slice(0, MAX_HOTELS_SHOWN)
    .map((h) => h.hotel);
  const topIds = top.map((h) => h.hotelId);
  const offers = new Map<string, ProviderHotelOffers>();
  if (topIds.length) {
    const answer = await cache.get(
      `${provider.name}:best:${topIds.join(',')}:${query.checkIn}:${query.checkOut}:${query.guests}`,
      OFFERS_TTL_MS,
      () =>
        provider.hotelOffers({
          hotelIds: topIds,
          checkInDate: query.checkIn,
          checkOutDate: query.checkOut,
          adults: query.guests,
          roomQuantity: 1,
          currency: PROVIDER_CURRENCY,
          bestRateOnly: true,
        }),
    );
    for (const o of answer) offers.set(o.hotel.hotelId, o);
  }
  return { hotels: top, sentiments, offers };
}

/** A hotel of the list as the product shows it. */
export function trabzonHotelDto(
  hotel: ProviderHotel,
  found: { sentiment?: ProviderHotelSentiment; offers?: ProviderHotelOffers },
  ctx: { lang: Language; nights: number; content: HotelContent },
): TrabzonHotelDto {
  const content = ctx.content(hotel.hotelId);
  const description = content ? pickLocalized(content.description, ctx.lang) : { text: '', lang: ctx.lang };
  const offers = found.offers?.available ? (found.offers.offers ?? []) : [];
  const prices = offers.map((o) => perNightOf(o, ctx.nights));
  const airport = hotel.iataCode ? airportByCode(hotel.iataCode) : undefined;
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    stars: starsOf(hotel),
    rating: found.sentiment?.overallRating ?? null,
    reviews: found.sentiment?.numberOfReviews ?? null,
    cityName: hotel.address?.cityName ?? airport?.city.en ?? '',
    countryCode: hotel.address?.countryCode ?? 'TR',
    distanceKm: hotel.distance?.value ?? null,
    latitude: hotel.geoCode?.latitude ?? null,
    longitude: hotel.geoCode?.longitude ?? null,
    amenities: hotel.amenities ?? [],
    description: description.text,
    descriptionLang: description.lang,
    image: content?.image ?? DEFAULT_HOTEL_IMAGE,
    pricePerNight: prices.length ? Math.min(...prices) : null,
    currency: offers[0]?.price.currency ?? PROVIDER_CURRENCY,
  };
}
