import { MAX_GUESTS, MIN_GUESTS } from '@app/shared/hotels/catalog';
import type { ProviderHotelChoice } from '../trabzon-hotels-api';
import { OFFERS_PARAM, stayParams } from '../utils/stay-search';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// The shared contract's shapes (`providerHotelId`, `providerOfferId`), without zod in the checkout.
const HOTEL_ID = /^[A-Z0-9]{8}$/;
const OFFER_ID = /^[A-Za-z0-9_-]{1,80}(~[A-Z_]{1,20})?$/;

/**
 * The offer a checkout's address names (`type=provider_hotel&hotelId&offerId&checkIn&checkOut&guests`),
 * or null when it is not whole; the server checks the rest (dates in the sale window, the offer).
 */
export function readProviderHotelChoice(params: URLSearchParams): ProviderHotelChoice | null {
  const hotelId = params.get('hotelId') ?? '';
  const offerId = params.get('offerId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = Number(params.get('guests') ?? '');
  if (!HOTEL_ID.test(hotelId) || !OFFER_ID.test(offerId)) return null;
  if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkOut <= checkIn) return null;
  if (!Number.isInteger(guests) || guests < MIN_GUESTS || guests > MAX_GUESTS) return null;
  return { hotelId, offerId, checkIn, checkOut, guests };
}

/** The way back to a hotel's offers for the stay: its search, with the hotel's offers open. */
export function offersHref(choice: ProviderHotelChoice): string {
  const params = stayParams(choice);
  params.set(OFFERS_PARAM, choice.hotelId);
  return `/trabzon-hotels?${params.toString()}`;
}
