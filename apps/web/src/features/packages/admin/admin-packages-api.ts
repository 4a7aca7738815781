import type { Paginated } from '@app/shared/common/pagination';
import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import type { DepartureInput, PackageAdminDto, PackageInput } from '@app/shared/packages/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['admin-packages'] as const;
const detailKey = (id: string) => [...KEY, 'detail', id] as const;

export function useAdminPackages(q: string, page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', q, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<PackageAdminDto>>('/admin/packages', {
        signal,
        query: { q: q || undefined, page, limit: 20 },
      }),
  });
}

export function useAdminPackage(id: string | undefined) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api<PackageAdminDto>(`/packages/${id}`, { signal, query: { admin: true } }),
  });
}

/** Hotels to include in a package (every hotel, by name). */
export function useHotelChoices() {
  return useQuery({
    queryKey: ['admin-hotels', 'choices'],
    queryFn: ({ signal }) =>
      api<Paginated<HotelAdminDto>>('/admin/hotels', { signal, query: { limit: 100 } }),
    staleTime: 60_000,
  });
}

function useRemember() {
  const client = useQueryClient();
  return (saved: PackageAdminDto) => {
    client.setQueryData(detailKey(saved._id), saved);
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    void client.invalidateQueries({ queryKey: ['packages'] });
  };
}

export function useSavePackage() {
  const remember = useRemember();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PackageInput }) =>
      id
        ? api<PackageAdminDto>(`/packages/${id}`, { method: 'PUT', body })
        : api<PackageAdminDto>('/packages', { method: 'POST', body }),
    onSuccess: remember,
  });
}

export function useDeletePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/packages/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Add, change or remove a departure; each answers the whole package again. */
export function useDepartureActions(packageId: string) {
  const remember = useRemember();
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (body: DepartureInput) =>
      api<PackageAdminDto>(`/packages/${packageId}/departures`, { method: 'POST', body }),
    onSuccess: remember,
  });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: string; body: DepartureInput }) =>
      api<PackageAdminDto>(`/packages/${packageId}/departures/${id}`, { method: 'PUT', body }),
    onSuccess: remember,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/packages/${packageId}/departures/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: detailKey(packageId) }),
  });
  return { add, change, remove };
}
