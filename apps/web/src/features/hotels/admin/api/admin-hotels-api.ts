import type { Paginated } from '@app/shared/common/pagination';
import type { HotelAdminDto, HotelInput, RoomTypeAdminDto, RoomTypeInput } from '@app/shared/hotels/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { hotelInputFromDto } from '../utils/hotel-form';

export const ADMIN_HOTELS_PAGE_SIZE = 20;

export type PublishedFilter = 'all' | 'true' | 'false';

export interface AdminHotelListParams {
  q: string;
  published: PublishedFilter;
  page: number;
}

export const adminHotelKeys = {
  all: ['admin-hotels'] as const,
  list: (params: AdminHotelListParams) => ['admin-hotels', 'list', params] as const,
  detail: (id: string) => ['admin-hotels', 'detail', id] as const,
};

/** GET /api/admin/hotels: every hotel, published or not, with all translations. */
export function useAdminHotelList(params: AdminHotelListParams) {
  return useQuery({
    queryKey: adminHotelKeys.list(params),
    queryFn: ({ signal }) =>
      api<Paginated<HotelAdminDto>>('/admin/hotels', {
        signal,
        query: {
          q: params.q || undefined,
          published: params.published === 'all' ? undefined : params.published,
          page: params.page,
          limit: ADMIN_HOTELS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/hotels/:id?admin=true: the editor's copy of one hotel. */
export function useAdminHotel(id: string | undefined) {
  return useQuery({
    queryKey: adminHotelKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      api<HotelAdminDto>(`/hotels/${encodeURIComponent(id ?? '')}`, {
        signal,
        query: { admin: true },
      }),
  });
}

function useRememberHotel() {
  const queryClient = useQueryClient();
  return (hotel: HotelAdminDto) => {
    queryClient.setQueryData(adminHotelKeys.detail(hotel._id), hotel);
    void queryClient.invalidateQueries({ queryKey: ['admin-hotels', 'list'] });
  };
}

export function useCreateHotel() {
  const remember = useRememberHotel();
  return useMutation({
    mutationFn: (body: HotelInput) => api<HotelAdminDto>('/hotels', { method: 'POST', body }),
    onSuccess: remember,
  });
}

export function useUpdateHotel() {
  const remember = useRememberHotel();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: HotelInput }) =>
      api<HotelAdminDto>(`/hotels/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: remember,
  });
}

/** PUT the hotel as it stands with `published: false`: off the site, its bookings untouched. */
export function useUnpublishHotel() {
  const remember = useRememberHotel();
  return useMutation({
    mutationFn: async (hotel: HotelAdminDto) =>
      api<HotelAdminDto>(`/hotels/${encodeURIComponent(hotel._id)}`, {
        method: 'PUT',
        body: { ...hotelInputFromDto(hotel), published: false },
      }),
    onSuccess: remember,
  });
}

export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/hotels/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adminHotelKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin-hotels', 'list'] });
    },
  });
}

/** Keeps the cached hotel's room list in step after a room is saved or removed. */
function useUpdateCachedRooms() {
  const queryClient = useQueryClient();
  return (hotelId: string, update: (rooms: RoomTypeAdminDto[]) => RoomTypeAdminDto[]) => {
    queryClient.setQueryData<HotelAdminDto>(adminHotelKeys.detail(hotelId), (hotel) =>
      hotel ? { ...hotel, roomTypes: update(hotel.roomTypes) } : hotel,
    );
    void queryClient.invalidateQueries({ queryKey: ['admin-hotels', 'list'] });
  };
}

export function useSaveRoom(hotelId: string) {
  const updateRooms = useUpdateCachedRooms();
  return useMutation({
    mutationFn: ({ roomId, body }: { roomId: string | null; body: RoomTypeInput }) =>
      roomId
        ? api<RoomTypeAdminDto>(
            `/hotels/${encodeURIComponent(hotelId)}/rooms/${encodeURIComponent(roomId)}`,
            { method: 'PUT', body },
          )
        : api<RoomTypeAdminDto>(`/hotels/${encodeURIComponent(hotelId)}/rooms`, { method: 'POST', body }),
    onSuccess: (room, { roomId }) =>
      updateRooms(hotelId, (rooms) =>
        roomId ? rooms.map((r) => (r._id === room._id ? room : r)) : [...rooms, room],
      ),
  });
}

export function useDeleteRoom(hotelId: string) {
  const updateRooms = useUpdateCachedRooms();
  return useMutation({
    mutationFn: (roomId: string) =>
      api<void>(`/hotels/${encodeURIComponent(hotelId)}/rooms/${encodeURIComponent(roomId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_data, roomId) => updateRooms(hotelId, (rooms) => rooms.filter((r) => r._id !== roomId)),
  });
}
