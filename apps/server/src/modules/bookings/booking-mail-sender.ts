import type { BookingDto } from '@app/shared/bookings/schemas';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { hotelsService } from '../hotels/hotels.service.ts';
import { packageSeats } from '../packages/packages.service.ts';
import { type BookingRow, toBookingDto } from './booking-dto.ts';
import { bookingMail, mailedStatus } from './booking-mail.ts';
import type { BookingWithRefs } from './bookings.repository.ts';

export interface BookingMailDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** The site's public address (config.publicUrl): every link in the mails starts with it. */
  publicUrl: string;
  mailer: Mailer;
  tasks: BackgroundTasks;
}

/**
 * The booking's page: a signed-in traveller's own booking, or the lookup with the reference
 * filled in for a booking made as a guest.
 */
export function bookingLink(publicUrl: string, booking: Pick<BookingRow, 'id' | 'reference' | 'userId'>) {
  return booking.userId
    ? `${publicUrl}/bookings/${booking.id}`
    : `${publicUrl}/bookings/find?reference=${encodeURIComponent(booking.reference)}`;
}

/**
 * Sends the guest the booking's mail in the background, after the change was committed: when it
 * is made (pending or confirmed), confirmed later, or cancelled; in the language it was made in.
 */
export function bookingMailSender(deps: BookingMailDeps) {
  const { db, clock, timeZone } = deps;

  /** Where the calendar event happens: the hotel with its address, or the tour's destination. */
  async function location(booking: BookingDto, lang: Language): Promise<string> {
    const { hotel, package: trip } = booking;
    if (hotel) return [hotel.name, hotel.addressLine, hotel.city].filter(Boolean).join(', ');
    if (!trip) return '';
    const row = await packageSeats(db).find(trip._id);
    if (!row?.destinationId) return '';
    const destination = await hotelsService({ db, clock, timeZone }).findDestination(row.destinationId);
    return destination ? pickLocalized(destination.name, lang).text : '';
  }

  function send(task: string, found: BookingWithRefs, at: Date) {
    deps.tasks.run(task, async () => {
      const lang = isLanguage(found.booking.lang) ? found.booking.lang : FALLBACK_LANGUAGE;
      const booking = toBookingDto(found.booking, found.hotel, found.room, found.trip, {
        lang,
        now: at,
        timeZone,
        mayCancel: true,
      });
      const message = bookingMail(booking, {
        lang,
        link: bookingLink(deps.publicUrl, found.booking),
        location: await location(booking, lang),
        timeZone,
        at,
      });
      await deps.mailer.send(message);
    });
  }

  return {
    /** The new booking, pending or confirmed. */
    booked(found: BookingWithRefs) {
      send('booking confirmation mail', found, found.booking.createdAt);
    },

    /** A status change: confirmed and cancelled are mailed, completed is not. */
    statusChanged(found: BookingWithRefs) {
      const status = mailedStatus(found.booking.status);
      if (status === 'confirmed') send('booking confirmed mail', found, found.booking.updatedAt);
      if (status === 'cancelled') send('booking cancellation mail', found, found.booking.updatedAt);
    },
  };
}
