import type { Paginated } from '@app/shared/common/pagination';
import type { DestinationAdminDto, DestinationInput } from '@app/shared/destinations/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['admin-destinations'] as const;

/** GET /api/admin/destinations: every destination with all translations and usage counts. */
export function useAdminDestinations(q: string) {
  return useQuery({
    queryKey: [...KEY, 'list', q],
    queryFn: ({ signal }) =>
      api<Paginated<DestinationAdminDto>>('/admin/destinations', {
        signal,
        query: { q: q || undefined, limit: 100 },
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: ['destinations'] }),
    ]);
}

export function useSaveDestination() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DestinationInput }) =>
      id
        ? api<DestinationAdminDto>(`/destinations/${id}`, { method: 'PUT', body })
        : api<DestinationAdminDto>('/destinations', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteDestination() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/destinations/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
