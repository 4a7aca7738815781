import type { BookingDto } from '@app/shared/bookings/schemas';
import { type CacheTags, cacheTags, nightTags } from '../../lib/cache-tags.ts';
import { changes } from '../../plugins/catalog-cache.ts';

/**
 * What a booking, its cancellation or a change of its status changes: a hotel booking its hotel's
 * availability and the searches over its nights (not its page, which shows no availability); a
 * package booking its package's seats, which lists show; a table reservation which of the
 * restaurant's tables are free when (its times), and the popularity ranking restaurant lists sort
 * by. Stays and trips also change the deals on sale (a deal needs a room or seat left). Not the
 * blog, other hotels' or restaurants' pages, destinations or settings.
 */
export function bookingChanges(
  booking: Pick<BookingDto, 'hotel' | 'package' | 'restaurant' | 'checkIn' | 'checkOut'>,
): CacheTags {
  if (booking.restaurant) return [cacheTags.popularity, cacheTags.sittings(booking.restaurant._id)];
  const changed: string[] = [cacheTags.popularity, cacheTags.offers];
  if (booking.hotel) {
    changed.push(cacheTags.rooms(booking.hotel._id), ...nightTags(booking.checkIn, booking.checkOut));
  }
  if (booking.package) changed.push(cacheTags.package(booking.package._id), cacheTags.departures);
  return changed;
}

/** The route declaration of a write answering with the booking. */
export const changesBooking = changes((booking: BookingDto) => bookingChanges(booking));
