import type { Clock } from '../../../lib/clock.ts';
import {
  type HotelOffersQuery,
  type ProviderHotelOffer,
  type ProviderHotelOffers,
  TravelProviderError,
} from '../travel-provider.ts';
import {
  addDays,
  compactDate,
  daysBetween,
  expandDate,
  isDate,
  monthOf,
  today,
  weekday,
} from './calendar.ts';
import { type HotelSetting, type OfflineHotel, offlineHotel } from './offline-hotels.ts';
import { between, code, hash, money } from './seeded.ts';

/** The hotels' clock: stays are dated and cancellations fall due on it. */
export const HOTEL_TIME_ZONE = 'Europe/Istanbul';
const HOTEL_UTC_OFFSET = '+03:00';

/** What the offline provider takes, as the API's limits (adults up to 10 for the product's parties). */
export const MAX_ADULTS = 10;
export const MAX_ROOMS = 9;
/** Refundable rates are free to cancel until this many days before check-in. */
export const FREE_CANCELLATION_DAYS = 2;
/** All prices are in this currency, whatever is asked (as a hotel that does not sell in another). */
export const HOTEL_CURRENCY = 'USD';

export type RoomCategory = 'STANDARD_ROOM' | 'SUPERIOR_ROOM' | 'DELUXE_ROOM' | 'SUITE' | 'FAMILY_ROOM';

interface CategoryRule {
  letter: string;
  /** Price against a standard room. */
  factor: number;
  /** Adults a room takes. */
  capacity: number;
  label: string;
}

const CATEGORIES: Record<RoomCategory, CategoryRule> = {
  STANDARD_ROOM: { letter: 'A', factor: 1, capacity: 2, label: 'Standard room' },
  SUPERIOR_ROOM: { letter: 'B', factor: 1.18, capacity: 3, label: 'Superior room' },
  DELUXE_ROOM: { letter: 'C', factor: 1.38, capacity: 3, label: 'Deluxe room' },
  SUITE: { letter: 'S', factor: 1.85, capacity: 4, label: 'Suite' },
  // Two bedrooms, or a large room with extra beds: the one room a big family fits in.
  FAMILY_ROOM: { letter: 'F', factor: 1.5, capacity: MAX_ADULTS, label: 'Family room' },
};
const CATEGORY_BY_LETTER = new Map(
  (Object.entries(CATEGORIES) as [RoomCategory, CategoryRule][]).map(([name, rule]) => [rule.letter, name]),
);

/** The rates of every room: refundable until two days before (R), or paid and kept (N). */
type Rate = 'R' | 'N';
const RATES: Record<Rate, { factor: number; rateCode: string }> = {
  R: { factor: 1, rateCode: 'BAR' },
  N: { factor: 0.88, rateCode: 'PRO' },
};

/** A standard double room's price a night, in USD, by stars (before season and the hotel's own). */
const STAR_PRICE: Record<OfflineHotel['stars'], number> = { 2: 45, 3: 70, 4: 110, 5: 185 };

/** The rooms a hotel sells, by its stars (and for some four-star hotels, a suite). */
export function roomCategories(hotel: OfflineHotel): RoomCategory[] {
  switch (hotel.stars) {
    case 2:
      return ['STANDARD_ROOM', 'FAMILY_ROOM'];
    case 3:
      return ['STANDARD_ROOM', 'SUPERIOR_ROOM', 'FAMILY_ROOM'];
    case 4:
      return hash('suite', hotel.hotelId) % 2
        ? ['STANDARD_ROOM', 'SUPERIOR_ROOM', 'DELUXE_ROOM', 'SUITE', 'FAMILY_ROOM']
        : ['STANDARD_ROOM', 'SUPERIOR_ROOM', 'DELUXE_ROOM', 'FAMILY_ROOM'];
    case 5:
      return ['SUPERIOR_ROOM', 'DELUXE_ROOM', 'SUITE', 'FAMILY_ROOM'];
  }
}

/**
 * What a night costs against the hotel's usual price: summer (June to September) dearer, and in
 * Uzungöl and Ayder much dearer in July and August and very cheap in winter; the coast cheaper in
 * winter; Friday and Saturday nights dearer.
 */
export function nightFactor(hotel: OfflineHotel, night: string): number {
  const m = monthOf(night);
  const summer = m >= 6 && m <= 9;
  const peak = m === 7 || m === 8;
  const season = hotel.highland
    ? peak
      ? 1.65
      : summer
        ? 1.4
        : m === 12 || m <= 3
          ? 0.72
          : 1
    : peak
      ? 1.35
      : summer
        ? 1.2
        : m === 12 || m <= 2
          ? 0.85
          : m === 4 || m === 5 || m === 10
            ? 1.05
            : 0.95;
  const day = weekday(night);
  return season * (day === 5 || day === 6 ? 1.12 : 1);
}

/** About one hotel in eight is often full: on some nights it has no room at all. */
export const isOftenFull = (hotel: OfflineHotel): boolean => hash('often-full', hotel.hotelId) % 8 === 0;

/** Whether a hotel has no room left on a night (check-in date of that night). */
export const soldOutNight = (hotel: OfflineHotel, night: string): boolean =>
  isOftenFull(hotel) && hash('full', hotel.hotelId, night) % 5 === 0;

interface Stay {
  hotel: OfflineHotel;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  rooms: number;
}

const nightsOf = (stay: Stay): string[] =>
  Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));

export const isSoldOut = (stay: Stay): boolean =>
  nightsOf(stay).some((night) => soldOutNight(stay.hotel, night));

/** The bed a room has for so many adults. */
function bedsFor(category: RoomCategory, adults: number): { beds: number; bedType: string; code: string } {
  switch (category) {
    case 'STANDARD_ROOM':
      return { beds: 1, bedType: 'DOUBLE', code: 'D' };
    case 'SUPERIOR_ROOM':
      return adults <= 2
        ? { beds: 1, bedType: 'QUEEN', code: 'Q' }
        : { beds: 2, bedType: 'QUEEN', code: 'Q' };
    case 'DELUXE_ROOM':
      return adults <= 2 ? { beds: 1, bedType: 'KING', code: 'K' } : { beds: 2, bedType: 'KING', code: 'K' };
    case 'SUITE':
      return adults <= 2 ? { beds: 1, bedType: 'KING', code: 'K' } : { beds: 2, bedType: 'KING', code: 'K' };
    case 'FAMILY_ROOM':
      return { beds: Math.max(2, Math.ceil(adults / 2)), bedType: 'DOUBLE', code: 'D' };
  }
}

const VIEWS: Record<HotelSetting, string> = {
  city: 'a view over the city',
  sea: 'a sea view',
  lake: 'a lake view',
  plateau: 'a mountain view',
  tea: 'a view over the tea gardens',
  forest: 'a forest view',
  river: 'a river view',
};

/** The offer id: everything needed to price it again, and two check characters. */
function offerId(stay: Stay, category: RoomCategory, rate: Rate): string {
  const body = `${stay.hotel.hotelId}${compactDate(stay.checkIn)}${compactDate(stay.checkOut)}${String(stay.adults).padStart(2, '0')}${stay.rooms}${CATEGORIES[category].letter}${rate}`;
  return `${body}${code(2, 'hotel-offer', body)}`;
}

const OFFER_ID = /^([A-Z0-9]{8})(\d{8})(\d{8})(\d{2})([1-9])([A-Z])([RN])([A-Z2-9]{2})$/;

/** One room offer for a stay, or null when the room does not take the party. */
export function roomOffer(stay: Stay, category: RoomCategory, rate: Rate): ProviderHotelOffer | null {
  const rule = CATEGORIES[category];
  const perRoom = Math.ceil(stay.adults / stay.rooms);
  if (perRoom > rule.capacity) return null;
  const { hotel } = stay;
  const season = nightsOf(stay).reduce((sum, night) => sum + nightFactor(hotel, night), 0) / stay.nights;
  const own = 0.88 + between(0, 28, 'price', hotel.hotelId) / 100;
  const occupancy = perRoom === 1 ? 0.88 : 1 + 0.22 * (perRoom - 2);
  const roomNight = Math.round(
    STAR_PRICE[hotel.stars] * own * season * rule.factor * occupancy * RATES[rate].factor * 100,
  );
  // Whole cents a night, so the stay is exactly nights × the night.
  const night = roomNight * stay.rooms;
  const nightBase = Math.round((night * 100) / 112);
  const total = night * stay.nights;
  const base = nightBase * stay.nights;
  const taxes = total - base;
  const vat = Math.round((taxes * 10) / 12);
  const bed = bedsFor(category, perRoom);
  const refundable = rate === 'R';
  const id = offerId(stay, category, rate);
  return {
    id,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    rateCode: RATES[rate].rateCode,
    boardType: 'BREAKFAST',
    room: {
      type: `${rule.letter}${Math.min(9, bed.beds)}${bed.code}`,
      typeEstimated: { category, beds: bed.beds, bedType: bed.bedType },
      description: {
        text: `${rule.label} for up to ${Math.min(rule.capacity, MAX_ADULTS)} adults, ${bed.beds} ${bed.bedType.toLowerCase()} bed${bed.beds > 1 ? 's' : ''}, ${VIEWS[hotel.setting]}. Breakfast included, free Wi-Fi.${refundable ? '' : ' Non-refundable rate, paid at booking.'}`,
        lang: 'EN',
      },
    },
    guests: { adults: stay.adults },
    price: {
      currency: HOTEL_CURRENCY,
      base: money(base),
      total: money(total),
      taxes: [
        { code: 'VALUE_ADDED_TAX', amount: money(vat), currency: HOTEL_CURRENCY, included: true },
        { code: 'ACCOMMODATION_TAX', amount: money(taxes - vat), currency: HOTEL_CURRENCY, included: true },
      ],
      variations: { average: { base: money(nightBase), total: money(night) } },
    },
    policies: refundable
      ? {
          paymentType: 'GUARANTEE',
          cancellations: [
            {
              deadline: `${addDays(stay.checkIn, -FREE_CANCELLATION_DAYS)}T23:59:00${HOTEL_UTC_OFFSET}`,
              amount: money(night),
              numberOfNights: 1,
            },
          ],
        }
      : { paymentType: 'DEPOSIT', cancellations: [{ amount: money(total), type: 'FULL_STAY' }] },
  };
}

/** Every offer of a stay, cheapest first. */
function allOffers(stay: Stay): ProviderHotelOffer[] {
  return roomCategories(stay.hotel)
    .flatMap((category) => (['N', 'R'] as const).map((rate) => roomOffer(stay, category, rate)))
    .filter((offer): offer is ProviderHotelOffer => offer !== null)
    .sort((a, b) => Number(a.price.total) - Number(b.price.total) || a.id.localeCompare(b.id));
}

const hotelPart = (hotel: OfflineHotel): ProviderHotelOffers['hotel'] => ({
  hotelId: hotel.hotelId,
  name: hotel.name,
  cityCode: hotel.iataCode,
  chainCode: hotel.chainCode,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
});

const reject = (message: string, code = 4926) => new TravelProviderError('rejected', message, 400, code);

/** The stay's dates and party, checked as the API checks them. */
function checkStay(
  clock: Clock,
  checkIn: string,
  checkOut: string,
  adults: number,
  rooms: number,
): Omit<Stay, 'hotel'> {
  if (!isDate(checkIn) || !isDate(checkOut)) throw reject('checkInDate and checkOutDate must be dates', 477);
  if (checkIn < today(clock, HOTEL_TIME_ZONE)) throw reject('checkInDate is in the past', 425);
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw reject('checkOutDate must be after checkInDate', 425);
  if (!Number.isInteger(adults) || adults < 1 || adults > MAX_ADULTS)
    throw reject(`adults must be 1 to ${MAX_ADULTS}`, 477);
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS || rooms > adults)
    throw reject(`roomQuantity must be 1 to ${MAX_ROOMS}, and no more than the adults`, 477);
  return { checkIn, checkOut, nights, adults, rooms };
}

/**
 * Hotel Search: each known hotel asked for, with its offers for the stay (only the cheapest
 * unless `bestRateOnly` is false), or `available: false` when it is full on a night of the stay.
 * A guesthouse that publishes only its best rate answers no offers when all are asked for.
 */
export function hotelOffers(clock: Clock, query: HotelOffersQuery): ProviderHotelOffers[] {
  const dates = checkStay(clock, query.checkInDate, query.checkOutDate, query.adults, query.roomQuantity);
  const bestOnly = query.bestRateOnly ?? true;
  return [...new Set(query.hotelIds)].flatMap((id): ProviderHotelOffers[] => {
    const hotel = offlineHotel(id);
    if (!hotel) return [];
    const stay: Stay = { hotel, ...dates };
    if (isSoldOut(stay))
      return [{ type: 'hotel-offers', hotel: hotelPart(hotel), available: false, offers: [] }];
    const offers = allOffers(stay);
    const answered = bestOnly ? offers.slice(0, 1) : hotel.bestRateOnly ? [] : offers;
    return [{ type: 'hotel-offers', hotel: hotelPart(hotel), available: true, offers: answered }];
  });
}

/**
 * One offer priced again from its id alone. An id this provider did not make (or a garbled one)
 * is not found; a stay that has begun, or a room no longer free, is refused.
 */
export function hotelOffer(clock: Clock, offerId: string): ProviderHotelOffers {
  const notFound = () => new TravelProviderError('not_found', `no offer ${offerId}`, 404, 1257);
  const m = OFFER_ID.exec(offerId);
  if (!m) throw notFound();
  const [, hotelId = '', inDate = '', outDate = '', adults = '', rooms = '', letter = '', rate = '', check] =
    m;
  if (code(2, 'hotel-offer', offerId.slice(0, -2)) !== check) throw notFound();
  const hotel = offlineHotel(hotelId);
  const category = CATEGORY_BY_LETTER.get(letter);
  const checkIn = expandDate(inDate);
  const checkOut = expandDate(outDate);
  if (!hotel || !category || !checkIn || !checkOut || !roomCategories(hotel).includes(category))
    throw notFound();
  const stay: Stay = { hotel, ...checkStay(clock, checkIn, checkOut, Number(adults), Number(rooms)) };
  if (isSoldOut(stay))
    throw new TravelProviderError('rejected', 'the room is no longer available', 409, 3664);
  const offer = roomOffer(stay, category, rate as Rate);
  if (!offer) throw notFound();
  return { type: 'hotel-offers', hotel: hotelPart(hotel), available: true, offers: [offer] };
}
