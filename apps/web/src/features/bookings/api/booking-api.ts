import type { BookingDto } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import type { Paginated } from '@app/shared/common/pagination';
import type { PublicSiteSettings } from '@app/shared/settings/public';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) =>
      api<BookingDto>('/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

export function useMyBookings(page: number, status: BookingStatus | undefined) {
  return useQuery({
    queryKey: ['bookings', 'mine', page, status],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<BookingDto>>('/bookings', { signal, query: { page, status, limit: 10 } }),
  });
}

/** One of the signed-in traveller's bookings by its reference (none when `reference` is empty). */
export function useMyBookingByReference(reference: string) {
  return useQuery({
    queryKey: ['bookings', 'mine', 'reference', reference],
    enabled: !!reference,
    queryFn: async ({ signal }) => {
      const page = await api<Paginated<BookingDto>>('/bookings', {
        signal,
        query: { reference, limit: 1 },
      });
      return page.data[0] ?? null;
    },
  });
}

export function useBooking(id: string | undefined) {
  return useQuery({
    queryKey: ['bookings', 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => api<BookingDto>(`/bookings/${id}`, { signal }),
  });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    // A guest (no session) proves the booking is theirs with its reference and email together.
    mutationFn: ({
      id,
      reason,
      guest,
    }: {
      id: string;
      reason: string;
      guest?: { reference: string; email: string };
    }) =>
      api<BookingDto>(`/bookings/${id}/cancel`, {
        method: 'POST',
        body: { reason, ...(guest ? { reference: guest.reference, email: guest.email } : {}) },
      }),
    onSuccess: (booking) => {
      client.setQueryData(['bookings', 'one', booking._id], booking);
      void client.invalidateQueries({ queryKey: ['bookings', 'mine'] });
    },
  });
}

export function lookupBooking(reference: string, email: string) {
  return api<BookingDto>('/bookings/lookup', { query: { reference, email } });
}

/**
 * Downloads the booking's calendar event (the one its mails carry): with the session, or, for a
 * booking found by its reference, with the email it was found with.
 */
export async function downloadBookingEvent(booking: BookingDto, guestEmail?: string): Promise<void> {
  const ics = guestEmail
    ? await api<string>('/bookings/lookup/calendar.ics', {
        query: { reference: booking.reference, email: guestEmail },
      })
    : await api<string>(`/bookings/${encodeURIComponent(booking._id)}/calendar.ics`);
  saveFile(ics, 'text/calendar;charset=utf-8', `${booking.reference}.ics`);
}

export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => api<PublicSiteSettings>('/settings/public', { signal }),
    staleTime: 5 * 60_000,
  });
}
