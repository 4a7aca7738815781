import type { QuoteDto } from '@app/shared/bookings/schemas';
import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { readGuests, UUID } from '../../bookings';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface StaySelection {
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export function useCheckoutHotel(hotelId: string | undefined) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['checkout', 'hotel', lang, hotelId],
    enabled: !!hotelId,
    queryFn: ({ signal }) => api<HotelDetailDto>(`/hotels/${hotelId}`, { signal }),
  });
}

/** The server's price for the stay; the browser never computes an amount. */
export function useQuote(stay: StaySelection | null, promoCode: string) {
  return useQuery({
    queryKey: ['checkout', 'quote', stay, promoCode],
    enabled: !!stay,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<QuoteDto>('/bookings/quote', {
        method: 'POST',
        signal,
        body: { type: 'hotel', ...stay, ...(promoCode ? { promoCode } : {}) },
      }),
  });
}

/** `/booking?hotelId&roomTypeId&checkIn&checkOut&guests`, or null when the link is not whole. */
export function readStay(params: URLSearchParams): StaySelection | null {
  const hotelId = params.get('hotelId') ?? '';
  const roomTypeId = params.get('roomTypeId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = readGuests(params);
  if (!UUID.test(hotelId) || !UUID.test(roomTypeId) || !DATE.test(checkIn) || !DATE.test(checkOut))
    return null;
  if (checkOut <= checkIn || guests === null) return null;
  return { hotelId, roomTypeId, checkIn, checkOut, guests };
}
