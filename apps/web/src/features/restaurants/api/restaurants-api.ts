import type {
  RestaurantDetailDto,
  RestaurantListResult,
  RestaurantSlotsDto,
} from '@app/shared/restaurants/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import type { RestaurantFilters } from '../utils/search-params';

export const RESTAURANTS_PAGE_SIZE = 12;
export const MAP_RESULTS_LIMIT = 100;

/** What the list asks the API: the filters that choose the results (the time asked only orders a card's times). */
const searchOf = (filters: RestaurantFilters) => ({
  q: filters.q,
  cuisine: filters.cuisine,
  priceRange: filters.priceRange,
  destination: filters.destination,
  date: filters.date,
  partySize: filters.partySize,
  sort: filters.sort,
  // The map shows every result at once (up to the API's page limit).
  page: filters.view === 'map' ? 1 : filters.page,
  limit: filters.view === 'map' ? MAP_RESULTS_LIMIT : RESTAURANTS_PAGE_SIZE,
});

export const restaurantSearchQuery = (filters: RestaurantFilters) => {
  const query = searchOf(filters);
  return queryOptions({
    queryKey: ['restaurants', 'search', currentLanguage(), query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<RestaurantListResult>('/restaurants', { signal, query }),
  });
};

export function useRestaurantSearch(filters: RestaurantFilters) {
  return useQuery(restaurantSearchQuery(filters));
}

export const restaurantQuery = (idOrSlug: string | undefined) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', currentLanguage(), idOrSlug],
    enabled: !!idOrSlug,
    queryFn: ({ signal }) =>
      api<RestaurantDetailDto>(`/restaurants/${encodeURIComponent(idOrSlug ?? '')}`, { signal }),
  });

export function useRestaurant(idOrSlug: string | undefined) {
  return useQuery(restaurantQuery(idOrSlug));
}

/** The times a party of `partySize` can sit down at on `date` (the restaurant named by its id). */
export const restaurantSlotsQuery = (
  restaurantId: string,
  date: string | undefined,
  partySize: number | undefined,
) =>
  queryOptions({
    queryKey: ['restaurants', 'slots', currentLanguage(), restaurantId, date, partySize],
    enabled: !!(restaurantId && date && partySize),
    queryFn: ({ signal }) =>
      api<RestaurantSlotsDto>(`/restaurants/${encodeURIComponent(restaurantId)}/slots`, {
        signal,
        query: { date, partySize },
      }),
  });

/** The times a party of `partySize` can sit down at on `date`: only asked for a date and party that can be sold. */
export function useRestaurantSlots(
  restaurantId: string,
  date: string | undefined,
  partySize: number | undefined,
) {
  return useQuery(restaurantSlotsQuery(restaurantId, date, partySize));
}
