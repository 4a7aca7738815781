import type { Paginated } from '@app/shared/common/pagination';
import type { DestinationDto } from '@app/shared/destinations/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';

/** Every destination, in the reader's language: what lists offer as areas to filter by. */
export const destinationsQuery = () =>
  queryOptions({
    queryKey: ['destinations', 'all', currentLanguage()],
    queryFn: ({ signal }) =>
      api<Paginated<DestinationDto>>('/destinations', { signal, query: { limit: 100 } }),
    staleTime: 10 * 60_000,
  });
