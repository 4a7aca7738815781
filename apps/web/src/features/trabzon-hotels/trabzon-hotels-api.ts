import type { HotelOffersDto, ProviderHotelQuoteDto, TrabzonHotelsDto } from '@app/shared/travel/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { type StaySearch, stayParams } from './utils/stay-search';

/** The best rated hotels around Trabzon and Rize for a stay, with their best rate (descriptions in the reader's language). */
export const trabzonHotelsQuery = (stay: StaySearch) =>
  queryOptions({
    queryKey: ['trabzon-hotels', 'list', currentLanguage(), stayParams(stay).toString()],
    queryFn: ({ signal }) =>
      api<TrabzonHotelsDto>('/travel/hotels', { signal, query: Object.fromEntries(stayParams(stay)) }),
  });

/** A hotel's room offers for the stay (or its rooms from the best rate). */
export const hotelOffersQuery = (hotelId: string, stay: StaySearch) =>
  queryOptions({
    queryKey: ['trabzon-hotels', 'offers', hotelId, stayParams(stay).toString()],
    queryFn: ({ signal }) =>
      api<HotelOffersDto>(`/travel/hotels/${encodeURIComponent(hotelId)}/offers`, {
        signal,
        query: Object.fromEntries(stayParams(stay)),
      }),
  });

/** What a Trabzon hotel's checkout books: the offer of a hotel for a stay. */
export interface ProviderHotelChoice extends StaySearch {
  hotelId: string;
  offerId: string;
}

/** The offer as the provider prices it now (POST /api/bookings/quote): the price the traveller accepts. */
export function useProviderHotelQuote(choice: ProviderHotelChoice | null) {
  return useQuery({
    queryKey: ['checkout', 'provider-hotel-quote', choice],
    enabled: !!choice,
    // The provider's price, asked each time the checkout opens: never an old one.
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      api<ProviderHotelQuoteDto>('/bookings/quote', {
        method: 'POST',
        signal,
        body: { type: 'provider_hotel', ...choice },
      }),
  });
}
