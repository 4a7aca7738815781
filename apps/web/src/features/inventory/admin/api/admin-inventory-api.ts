import type { Paginated } from '@app/shared/common/pagination';
import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import type {
  InventoryBulkResultDto,
  InventoryCalendarDto,
  InventoryRecordDto,
} from '@app/shared/inventory/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function useInventoryHotels() {
  return useQuery({
    queryKey: ['admin-inventory', 'hotels'],
    queryFn: ({ signal }) =>
      api<Paginated<HotelAdminDto>>('/admin/hotels', { signal, query: { limit: 100 } }),
  });
}

export function useCalendar(hotelId: string | null, roomTypeId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: ['admin-inventory', 'calendar', hotelId, roomTypeId, from, to],
    enabled: !!hotelId && !!roomTypeId,
    queryFn: ({ signal }) =>
      api<InventoryCalendarDto>(`/inventory/hotels/${hotelId}/${roomTypeId}`, {
        signal,
        query: { from, to },
      }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin-inventory', 'calendar'] });
}

export function useSaveNight(hotelId: string, roomTypeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: Record<string, unknown> }) =>
      api<InventoryRecordDto>(`/inventory/hotels/${hotelId}/${roomTypeId}/${date}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteNight(hotelId: string, roomTypeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (date: string) =>
      api<void>(`/inventory/hotels/${hotelId}/${roomTypeId}/${date}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useBulkUpdate(hotelId: string, roomTypeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<InventoryBulkResultDto>(`/inventory/hotels/${hotelId}/${roomTypeId}/bulk`, {
        method: 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export interface DateRange {
  from: string;
  to: string;
}

export interface ClearResult {
  deleted: number;
  /** Nights that hold bookings and kept their records. */
  kept: string[];
}

/** Deletes the records of every night in a range; nights that hold bookings keep theirs. */
export function useClearRange(hotelId: string, roomTypeId: string, onCleared: (result: ClearResult) => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (range: DateRange) =>
      api<ClearResult>(`/inventory/hotels/${hotelId}/${roomTypeId}`, {
        method: 'DELETE',
        query: { from: range.from, to: range.to },
      }),
    onSuccess: (result) => {
      onCleared(result);
      return invalidate();
    },
  });
}
