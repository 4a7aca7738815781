/**
 * The admin's bookings list narrowed by its filters, written as the dashboard's API writes its
 * links (`/admin/bookings?type=hotel&status=pending`): for a figure whose answer carries none.
 */
export function bookingsHref(filters: Record<string, string>): string {
  return `/admin/bookings?${new URLSearchParams(filters).toString()}`;
}

/** A booking's own page in the admin. */
export const bookingHref = (id: string) => `/admin/bookings/${id}`;
