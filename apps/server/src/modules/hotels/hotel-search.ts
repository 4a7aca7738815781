import { stayNights } from '@app/shared/common/dates';
import type { HotelSearchQuery } from '@app/shared/hotels/schemas';
import { searchWords } from '../../lib/search-words.ts';
import { foldForSearch, foldText } from '../../lib/text-fold.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';
import { priceNight, termsOf } from '../inventory/pricing.ts';
import type { HotelCardRow } from './hotel-dto.ts';
import type { SearchHotelRow, SearchNightRow, SearchRoomRow } from './hotel-search.repository.ts';

/** A published hotel as the search holds it: card, destination, room types and its words, folded. */
export interface SearchHotel {
  hotel: HotelCardRow;
  destination: DestinationRow | null;
  rooms: SearchRoomRow[];
  /** What a traveller's words are looked for in (see HOTEL_TEXT), folded as search folds text. */
  words: string;
}

/** One hotel's night records by room type, then by date. */
export type HotelNights = Map<string, Map<string, SearchNightRow>>;

/** A hotel of the list with what its card shows. */
export interface SearchHit {
  hotel: HotelCardRow;
  destination: DestinationRow | null;
  priceFrom: number;
}

/** The hotels as held in memory, with their rooms and folded words. */
export function searchHotelsOf(rows: SearchHotelRow[], rooms: SearchRoomRow[]): SearchHotel[] {
  const byHotel = new Map<string, SearchRoomRow[]>();
  for (const room of rooms) {
    const list = byHotel.get(room.hotelId);
    if (list) list.push(room);
    else byHotel.set(room.hotelId, [room]);
  }
  return rows.map(({ hotel, destination }) => ({
    hotel,
    destination: destination?.id ? destination : null,
    rooms: byHotel.get(hotel.id) ?? [],
    words: foldForSearch(
      [
        hotel.name.en,
        hotel.name.tr,
        hotel.name.ar,
        hotel.city,
        hotel.cityNames.en,
        hotel.cityNames.tr,
        hotel.cityNames.ar,
        hotel.addressLine,
        destination?.name?.en,
        destination?.name?.tr,
        destination?.name?.ar,
      ]
        .filter((part) => part != null)
        .join(' '),
    ),
  }));
}

/** Night records grouped by room type and date. */
export function hotelNightsOf(rows: SearchNightRow[]): HotelNights {
  const nights: HotelNights = new Map();
  for (const row of rows) {
    let byDate = nights.get(row.roomTypeId);
    if (!byDate) {
      byDate = new Map();
      nights.set(row.roomTypeId, byDate);
    }
    byDate.set(row.date, row);
  }
  return nights;
}

/**
 * Whether a hotel matches every filter of the query that its content alone decides (not prices):
 * destination (id or slug), town, the traveller's words (every one, in any language), stars,
 * amenities (all of them), featured. The query's words and town are folded once, not per hotel.
 */
export function contentFilter(q: HotelSearchQuery): (h: SearchHotel) => boolean {
  const words = q.q ? searchWords(q.q).map(foldForSearch) : null;
  const city = q.city ? foldText(q.city.trim()) : null;
  return (h) => {
    if (q.destination && !(h.destination?.slug === q.destination || h.destination?.id === q.destination))
      return false;
    if (city !== null && foldText(h.hotel.city) !== city) return false;
    if (words && (words.length === 0 || !words.every((word) => h.words.includes(word)))) return false;
    if (q.minStars === 5 ? h.hotel.starRating !== 5 : h.hotel.starRating < q.minStars) return false;
    if (q.amenities?.length && !q.amenities.every((a) => h.hotel.amenities.includes(a))) return false;
    if (q.featured && h.hotel.featured !== (q.featured === 'true')) return false;
    return true;
  };
}

/**
 * The lowest price of a hotel for `guests`: with dates, the lowest average nightly price (rounded)
 * over its room types that fit the guests and have a free, unblocked room on every night (a night
 * without a record has the room type's rooms and price; promotions with a code are not counted);
 * without dates, the lowest usual nightly price. Null: nothing fits.
 */
export function lowestPrice(
  h: SearchHotel,
  guests: number,
  stay: { nights: readonly string[]; records: HotelNights | undefined } | null,
): number | null {
  let lowest: number | null = null;
  for (const room of h.rooms) {
    if (room.maxOccupancy < guests) continue;
    let price: number | null = room.pricePerNight;
    if (stay) {
      const byDate = stay.records?.get(room.id);
      let sum = 0;
      for (const night of stay.nights) {
        const record = byDate?.get(night);
        if ((record ? record.availableRooms : room.totalRooms) < 1 || record?.blocked) {
          sum = -1;
          break;
        }
        sum += priceNight(termsOf(record ?? null, room.pricePerNight)).price;
      }
      price = sum < 0 ? null : Math.round(sum / stay.nights.length);
    }
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

type Ranked = SearchHit & { popularity: number };
const byId = (a: Ranked, b: Ranked) => (a.hotel.id < b.hotel.id ? -1 : a.hotel.id > b.hotel.id ? 1 : 0);
const flag = (value: boolean) => (value ? 1 : 0);

const ORDER: Record<HotelSearchQuery['sort'], (a: Ranked, b: Ranked) => number> = {
  popularity: (a, b) =>
    b.popularity - a.popularity ||
    flag(b.hotel.featured) - flag(a.hotel.featured) ||
    b.hotel.averageRating - a.hotel.averageRating ||
    byId(a, b),
  price_asc: (a, b) => a.priceFrom - b.priceFrom || byId(a, b),
  price_desc: (a, b) => b.priceFrom - a.priceFrom || byId(a, b),
  rating: (a, b) =>
    b.hotel.averageRating - a.hotel.averageRating ||
    b.hotel.totalReviews - a.hotel.totalReviews ||
    byId(a, b),
  stars: (a, b) =>
    b.hotel.starRating - a.hotel.starRating || b.hotel.averageRating - a.hotel.averageRating || byId(a, b),
};

/**
 * Every published hotel matching the query, in its order: content filters, a price for the stay
 * and guests (a hotel with none is left out), the price range, then the sort (popularity counts
 * recent bookings, as `popularity` says). The caller pages the list.
 */
export function rankHotels(
  candidates: readonly SearchHotel[],
  q: HotelSearchQuery,
  nightsOf: (hotelId: string) => HotelNights | undefined,
  popularity: (hotelId: string) => number,
): SearchHit[] {
  const guests = q.guests ?? 1;
  const nights = q.checkIn && q.checkOut ? stayNights(q.checkIn, q.checkOut) : null;
  const ranked: Ranked[] = [];
  for (const h of candidates) {
    const priceFrom = lowestPrice(h, guests, nights ? { nights, records: nightsOf(h.hotel.id) } : null);
    if (priceFrom === null) continue;
    if (q.minPrice !== undefined && priceFrom < q.minPrice * 100) continue;
    if (q.maxPrice !== undefined && priceFrom > q.maxPrice * 100) continue;
    ranked.push({
      hotel: h.hotel,
      destination: h.destination,
      priceFrom,
      popularity: q.sort === 'popularity' ? popularity(h.hotel.id) : 0,
    });
  }
  return ranked
    .sort(ORDER[q.sort])
    .map(({ hotel, destination, priceFrom }) => ({ hotel, destination, priceFrom }));
}
