import type {
  HotelDetailDto,
  HotelSearchResult,
  ReviewDto,
  ReviewInput,
  ReviewsPageDto,
} from '@app/shared/hotels/schemas';
import type { AvailabilityDto } from '@app/shared/inventory/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import type { HotelFilters } from '../utils/search-params';

export const HOTELS_PAGE_SIZE = 12;
export const MAP_RESULTS_LIMIT = 100;

export function useHotelSearch(filters: HotelFilters) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['hotels', 'search', lang, filters],
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
}

export function useHotel(idOrSlug: string | undefined) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['hotels', 'detail', lang, idOrSlug],
    enabled: !!idOrSlug,
    queryFn: ({ signal }) => api<HotelDetailDto>(`/hotels/${encodeURIComponent(idOrSlug ?? '')}`, { signal }),
  });
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
export function useReviews(id: string | undefined, page: number, target: 'hotels' | 'packages' = 'hotels') {
  // Whether the reader may review depends on who they are: signing in or out asks again.
  const userId = useSession().user?._id ?? null;
  return useQuery({
    queryKey: [target, 'reviews', id, page, userId],
    enabled: !!id,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<ReviewsPageDto>(`/${target}/${id}/reviews`, { signal, query: { page } }),
  });
}

export function usePostReview(id: string, target: 'hotels' | 'packages' = 'hotels') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => api<ReviewDto>(`/${target}/${id}/reviews`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [target] }),
  });
}
