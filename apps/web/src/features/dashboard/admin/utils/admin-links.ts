export { adminBookingsHref as bookingsHref } from '@app/shared/dashboard/links';

/** A booking's own page in the admin. */
export const bookingHref = (id: string) => `/admin/bookings/${id}`;
