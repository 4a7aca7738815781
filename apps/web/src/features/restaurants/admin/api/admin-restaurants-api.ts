import type { Paginated } from '@app/shared/common/pagination';
import type {
  RestaurantAdminDto,
  RestaurantAdminTableDto,
  RestaurantDayDto,
  RestaurantDayInput,
  RestaurantInput,
  RestaurantTableDto,
  RestaurantTableInput,
  RestaurantTableReservationsDto,
  RestaurantTimelineDto,
} from '@app/shared/restaurants/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const ADMIN_RESTAURANTS_PAGE_SIZE = 20;

export const adminRestaurantKeys = {
  all: ['admin-restaurants'] as const,
  list: (params: { q: string; page: number }) => ['admin-restaurants', 'list', params] as const,
  choices: ['admin-restaurants', 'choices'] as const,
  detail: (id: string) => ['admin-restaurants', 'detail', id] as const,
  tables: (id: string) => ['admin-restaurants', 'tables', id] as const,
  tableReservations: (id: string, tableId: string) =>
    ['admin-restaurants', 'table-reservations', id, tableId] as const,
  day: (id: string, date: string) => ['admin-restaurants', 'day', id, date] as const,
  timeline: (id: string, date: string) => ['admin-restaurants', 'timeline', id, date] as const,
};

const path = (id: string) => encodeURIComponent(id);

/** GET /api/admin/restaurants: every restaurant, published or not, with all translations. */
export function useAdminRestaurantList(params: { q: string; page: number }) {
  return useQuery({
    queryKey: adminRestaurantKeys.list(params),
    queryFn: ({ signal }) =>
      api<Paginated<RestaurantAdminDto>>('/admin/restaurants', {
        signal,
        query: { q: params.q || undefined, page: params.page, limit: ADMIN_RESTAURANTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The restaurants to choose from on the tables and availability screens (the first hundred). */
export function useRestaurantChoices() {
  return useQuery({
    queryKey: adminRestaurantKeys.choices,
    queryFn: ({ signal }) =>
      api<Paginated<RestaurantAdminDto>>('/admin/restaurants', { signal, query: { page: 1, limit: 100 } }),
  });
}

/** GET /api/admin/restaurants/:id: the editor's copy of one restaurant. */
export function useAdminRestaurant(id: string | undefined) {
  return useQuery({
    queryKey: adminRestaurantKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api<RestaurantAdminDto>(`/admin/restaurants/${path(id ?? '')}`, { signal }),
  });
}

function useRememberRestaurant() {
  const queryClient = useQueryClient();
  return (restaurant: RestaurantAdminDto) => {
    queryClient.setQueryData(adminRestaurantKeys.detail(restaurant._id), restaurant);
    void queryClient.invalidateQueries({ queryKey: ['admin-restaurants', 'list'] });
    void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.choices });
    void queryClient.invalidateQueries({ queryKey: ['admin-restaurants', 'day', restaurant._id] });
  };
}

export function useCreateRestaurant() {
  const remember = useRememberRestaurant();
  return useMutation({
    mutationFn: (body: RestaurantInput) => api<RestaurantAdminDto>('/restaurants', { method: 'POST', body }),
    onSuccess: remember,
  });
}

export function useUpdateRestaurant() {
  const remember = useRememberRestaurant();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RestaurantInput }) =>
      api<RestaurantAdminDto>(`/restaurants/${path(id)}`, { method: 'PUT', body }),
    onSuccess: remember,
  });
}

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/restaurants/${path(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adminRestaurantKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin-restaurants', 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.choices });
    },
  });
}

/** GET /api/admin/restaurants/:id/tables: each table, and whether it can be deleted. */
export function useRestaurantTables(id: string | null) {
  return useQuery({
    queryKey: adminRestaurantKeys.tables(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      api<RestaurantAdminTableDto[]>(`/admin/restaurants/${path(id ?? '')}/tables`, { signal }),
  });
}

function useTablesChanged(restaurantId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.tables(restaurantId) });
    void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.detail(restaurantId) });
    void queryClient.invalidateQueries({ queryKey: ['admin-restaurants', 'timeline', restaurantId] });
  };
}

export function useSaveTable(restaurantId: string) {
  const changed = useTablesChanged(restaurantId);
  return useMutation({
    mutationFn: ({ tableId, body }: { tableId: string | null; body: RestaurantTableInput }) =>
      tableId
        ? api<RestaurantTableDto>(`/restaurants/${path(restaurantId)}/tables/${path(tableId)}`, {
            method: 'PUT',
            body,
          })
        : api<RestaurantTableDto>(`/restaurants/${path(restaurantId)}/tables`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteTable(restaurantId: string) {
  const changed = useTablesChanged(restaurantId);
  return useMutation({
    mutationFn: (tableId: string) =>
      api<void>(`/restaurants/${path(restaurantId)}/tables/${path(tableId)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** The coming reservations held at a table (asked for when it cannot be deleted). */
export function useTableReservations(restaurantId: string, tableId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminRestaurantKeys.tableReservations(restaurantId, tableId),
    enabled,
    queryFn: ({ signal }) =>
      api<RestaurantTableReservationsDto>(
        `/admin/restaurants/${path(restaurantId)}/tables/${path(tableId)}/reservations`,
        { signal },
      ),
  });
}

/** GET /api/admin/restaurants/:id/days/:date: the date's exception and its usual times. */
export function useRestaurantDay(id: string | null, date: string | null) {
  return useQuery({
    queryKey: adminRestaurantKeys.day(id ?? '', date ?? ''),
    enabled: Boolean(id && date),
    queryFn: ({ signal }) =>
      api<RestaurantDayDto>(`/admin/restaurants/${path(id ?? '')}/days/${path(date ?? '')}`, { signal }),
  });
}

export function useSaveRestaurantDay(id: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantDayInput) =>
      api<RestaurantDayDto>(`/admin/restaurants/${path(id)}/days/${path(date)}`, { method: 'PUT', body }),
    onSuccess: (day) => {
      queryClient.setQueryData(adminRestaurantKeys.day(id, date), day);
      void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.timeline(id, date) });
    },
  });
}

/** GET /api/admin/restaurants/:id/sittings?date=: the date's parties per table. */
export function useRestaurantTimeline(id: string | null, date: string | null) {
  return useQuery({
    queryKey: adminRestaurantKeys.timeline(id ?? '', date ?? ''),
    enabled: Boolean(id && date),
    queryFn: ({ signal }) =>
      api<RestaurantTimelineDto>(`/admin/restaurants/${path(id ?? '')}/sittings`, {
        signal,
        query: { date: date ?? '' },
      }),
  });
}
