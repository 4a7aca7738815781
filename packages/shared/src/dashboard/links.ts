/**
 * The admin's bookings list narrowed by its filters (`/admin/bookings?type=hotel&status=pending`):
 * the links the dashboard's API gives its figures, and the dashboard page for the cells it adds
 * (a kind's count per status).
 */
export function adminBookingsHref(filters: Record<string, string>): string {
  const query = Object.entries(filters)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `/admin/bookings?${query}`;
}
