import type { DestinationDto } from '@app/shared/destinations/schemas';
import type { PlaceSuggestionsDto } from '@app/shared/hotels/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';

/** The server's suggestions for the words typed (none asked for while `q` is empty). */
export function usePlaceSuggestions(q: string) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['hotels', 'suggestions', lang, q],
    queryFn: ({ signal }) =>
      api<PlaceSuggestionsDto>('/hotels/suggestions', { query: { q }, signal, anonymous: true }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Featured destinations, offered while the Where box is empty (the home page's list, same cache). */
export const featuredDestinationsQuery = () =>
  queryOptions({
    queryKey: ['destinations', 'featured', currentLanguage()],
    queryFn: ({ signal }) => api<DestinationDto[]>('/destinations/featured', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });

export function useFeaturedDestinations() {
  return useQuery(featuredDestinationsQuery());
}

/** A destination's name in the reader's language, from its slug (a link or the URL names only the slug). */
export function useDestinationName(slug: string | undefined): string | undefined {
  const lang = currentLanguage();
  const query = useQuery({
    queryKey: ['destinations', 'slug', slug, lang],
    queryFn: ({ signal }) =>
      api<DestinationDto>(`/destinations/slug/${encodeURIComponent(slug ?? '')}`, {
        signal,
        anonymous: true,
      }),
    enabled: !!slug,
    staleTime: 5 * 60_000,
  });
  return query.data?.name;
}
