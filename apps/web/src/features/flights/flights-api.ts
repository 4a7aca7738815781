import type { RecentFlightSearch } from '@app/shared/travel/recent-searches';
import type { FlightQuoteDto, FlightSearchDto } from '@app/shared/travel/responses';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * The provider's offers for a search (`query`: the search's address), at most 20, in USD. The
 * answer is the same in every language (the carriers are named as the airlines write them).
 */
export const flightSearchQuery = (query: URLSearchParams) =>
  queryOptions({
    queryKey: ['flights', 'search', query.toString()],
    queryFn: ({ signal }) =>
      api<FlightSearchDto>('/travel/flights', { signal, query: Object.fromEntries(query) }),
    // An offer's price holds for minutes; the server keeps an answer two.
    staleTime: 60_000,
  });

/** The offer as the provider prices it now (POST /api/bookings/quote), before a booking. */
export const flightQuoteQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['checkout', 'flight-quote', token],
    enabled: !!token,
    queryFn: ({ signal }) =>
      api<FlightQuoteDto>('/bookings/quote', {
        method: 'POST',
        signal,
        body: { type: 'flight', offer: token },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

interface RecentList {
  searches: RecentFlightSearch[];
}

/** A signed-in traveller's recent searches, kept on the server. */
export const recentSearchesApi = {
  list: (signal?: AbortSignal) => api<RecentList>('/travel/flights/recent', { signal }),
  remember: (search: RecentFlightSearch) =>
    api<RecentList>('/travel/flights/recent', { method: 'POST', body: search }),
  forget: (key: string) =>
    api<RecentList>(`/travel/flights/recent/${encodeURIComponent(key)}`, { method: 'DELETE' }),
  clear: () => api<void>('/travel/flights/recent', { method: 'DELETE' }),
};
