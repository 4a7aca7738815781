import type { BookingDto } from '@app/shared/bookings/schemas';
import { changes } from '../../plugins/catalog-cache.ts';
import type { BookingKinds } from './booking-kinds.ts';

/**
 * The route declaration of a write answering with the booking: what the booking, its cancellation
 * or a change of its status changes is its kind's to say (BookingKind.changes).
 */
export const changesBooking = (kinds: BookingKinds) =>
  changes((booking: BookingDto) => kinds.kind(booking.type).changes(booking));
