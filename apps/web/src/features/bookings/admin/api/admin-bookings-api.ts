import type { AdminBookingDto } from '@app/shared/bookings/schemas';
import type { BookingStatus, BookingType } from '@app/shared/bookings/status';
import type { Paginated } from '@app/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export interface AdminBookingFilters {
  status?: BookingStatus;
  type?: BookingType;
  from?: string;
  to?: string;
  q?: string;
  /** The chosen kind's own filters, by their names in the query (a restaurant's id or slug). */
  own: Record<string, string>;
  page: number;
}

const query = (f: AdminBookingFilters) => ({
  status: f.status,
  type: f.type,
  from: f.from,
  to: f.to,
  q: f.q,
  ...f.own,
});

export function useAdminBookings(filters: AdminBookingFilters) {
  return useQuery({
    queryKey: ['admin-bookings', 'list', filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<AdminBookingDto>>('/admin/bookings', {
        signal,
        query: { ...query(filters), page: filters.page, limit: 20 },
      }),
  });
}

export function useAdminBooking(id: string | undefined) {
  return useQuery({
    queryKey: ['admin-bookings', 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => api<AdminBookingDto>(`/admin/bookings/${id}`, { signal }),
  });
}

export function useChangeStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: BookingStatus; note: string }) =>
      api<AdminBookingDto>(`/admin/bookings/${id}/status`, { method: 'PATCH', body }),
    onSuccess: (booking) => {
      client.setQueryData(['admin-bookings', 'one', id], booking);
      void client.invalidateQueries({ queryKey: ['admin-bookings', 'list'] });
    },
  });
}

/** Downloads the CSV of the filtered bookings (fetched with the bearer token, saved as a file). */
export async function downloadBookingsCsv(filters: AdminBookingFilters): Promise<void> {
  const csv = await api<string>('/admin/bookings/export.csv', { query: query(filters) });
  saveFile(csv, 'text/csv;charset=utf-8', `bookings-${new Date().toISOString().slice(0, 10)}.csv`);
}
