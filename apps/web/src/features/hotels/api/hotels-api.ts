import type { HotelDetailDto, HotelSearchResult } from '@app/shared/hotels/schemas';
import type { AvailabilityDto } from '@app/shared/inventory/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import type { HotelFilters } from '../utils/search-params';

export const HOTELS_PAGE_SIZE = 12;
export const MAP_RESULTS_LIMIT = 100;

export const hotelSearchQuery = (filters: HotelFilters) =>
  queryOptions({
    queryKey: ['hotels', 'search', currentLanguage(), filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<HotelSearchResult>('/hotels', {
        signal,
        query: {
          destination: filters.destination,
          q: filters.q,
          city: filters.city,
          minStars: filters.minStars || undefined,
          checkIn: filters.checkIn,
          checkOut: filters.checkOut,
          guests: filters.guests,
          minPrice: filters.minPrice,
          maxPrice: filters.maxPrice,
          amenities: filters.amenities.length ? filters.amenities.join(',') : undefined,
          sort: filters.sort,
          // The map shows every result at once (up to the API's page limit).
          page: filters.view === 'map' ? 1 : filters.page,
          limit: filters.view === 'map' ? MAP_RESULTS_LIMIT : HOTELS_PAGE_SIZE,
        },
      }),
  });

export function useHotelSearch(filters: HotelFilters) {
  return useQuery(hotelSearchQuery(filters));
}

export const hotelQuery = (idOrSlug: string | undefined) =>
  queryOptions({
    queryKey: ['hotels', 'detail', currentLanguage(), idOrSlug],
    enabled: !!idOrSlug,
    queryFn: ({ signal }) => api<HotelDetailDto>(`/hotels/${encodeURIComponent(idOrSlug ?? '')}`, { signal }),
  });

export function useHotel(idOrSlug: string | undefined) {
  return useQuery(hotelQuery(idOrSlug));
}

export interface StayQuery {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

export function useAvailability(hotelId: string | undefined, roomTypeId: string, stay: StayQuery) {
  const ready = !!(hotelId && stay.checkIn && stay.checkOut);
  return useQuery({
    queryKey: ['availability', hotelId, roomTypeId, stay.checkIn, stay.checkOut, stay.guests ?? 1],
    enabled: ready,
    queryFn: ({ signal }) =>
      api<AvailabilityDto>(`/inventory/hotels/${hotelId}/${roomTypeId}/availability`, {
        signal,
        query: { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests ?? 1 },
      }),
  });
}

/** Reviews of a hotel (or, with target `packages`, of a tour package). */
