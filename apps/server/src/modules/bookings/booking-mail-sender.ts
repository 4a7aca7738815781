import type { BookingDto } from '@app/shared/bookings/schemas';
import { formatAddress } from '@app/shared/common/address';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { Db } from '../../db/client.ts';
import type { OutboxLetter } from '../../integrations/mail/mail-outbox.repository.ts';
import type { MailKind, MailOutbox } from '../../integrations/mail/mail-outbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { destinationsService } from '../destinations/destinations.service.ts';
import { packageSeats } from '../packages/packages.service.ts';
import { type BookingRow, toBookingDto } from './booking-dto.ts';
import { type BookingEvent, bookingEvent } from './booking-event.ts';
import { bookingMail, mailedStatus } from './booking-mail.ts';
import { type BookingWithRefs, bookingsRepository } from './bookings.repository.ts';
import type { InviteOrganizer } from './calendar-invite.ts';

export interface BookingMailDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** The site's public address (config.publicUrl): every link in the mails starts with it. */
  publicUrl: string;
  mailOutbox: MailOutbox;
  /** The address the mails come from (config.MAIL_FROM, `Name <address>`): the events' organizer. */
  mailFrom: string;
}

/** `Karadeniz Travel <no-reply@karadeniz.travel>` as a name and an address. */
export function organizerOf(mailFrom: string): InviteOrganizer {
  const [first] = addressparser(mailFrom, { flatten: true });
  if (!first?.address) throw new Error(`MAIL_FROM names no address: ${mailFrom}`);
  return { name: first.name, email: first.address };
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
 * Puts the guest's booking mail in the outbox within the transaction of the change it tells about:
 * when the booking is made (pending or confirmed), confirmed later, or cancelled; in the language
 * it was made in. Rendered here, from the rows the transaction sees, so what is sent is what was
 * committed; after the commit, wake() wakes the outbox's worker.
 */
export function bookingMailSender(deps: BookingMailDeps) {
  const { clock, timeZone } = deps;
  const organizer = organizerOf(deps.mailFrom);

  /** Where the calendar event happens: the hotel or restaurant with its address, or the tour's destination. */
  async function location(tx: Db, booking: BookingDto, lang: Language): Promise<string> {
    const { hotel, restaurant, package: trip } = booking;
    const place = hotel ?? restaurant;
    if (place) return formatAddress([place.name, ...place.address], lang);
    if (!trip) return '';
    const row = await packageSeats(tx).find(trip._id);
    if (!row?.destinationId) return '';
    const destination = await destinationsService({ db: tx, clock }).find(row.destinationId);
    return destination ? pickLocalized(destination.name, lang).text : '';
  }

  /** The booking as its mails tell it, in its own language, as of `at`, and their context. */
  async function told(tx: Db, found: BookingWithRefs, at: Date) {
    const lang = isLanguage(found.booking.lang) ? found.booking.lang : FALLBACK_LANGUAGE;
    const booking = toBookingDto(found, {
      lang,
      now: at,
      timeZone,
      mayCancel: true,
    });
    const ctx = {
      lang,
      link: bookingLink(deps.publicUrl, found.booking),
      location: await location(tx, booking, lang),
      timeZone,
      at,
      organizer,
    };
    return { booking, ctx };
  }

  async function render(tx: Db, found: BookingWithRefs, at: Date) {
    const { booking, ctx } = await told(tx, found, at);
    return bookingMail(booking, ctx);
  }

  async function enqueue(tx: Db, kind: MailKind, found: BookingWithRefs, at: Date) {
    await deps.mailOutbox.enqueue(tx, kind, await render(tx, found, at));
  }

  return {
    /**
     * The new booking's mail (pending or confirmed), sealed for the outbox, to be written with the
     * booking in its transaction `tx`.
     */
    async booked(tx: Db, found: BookingWithRefs): Promise<OutboxLetter> {
      return deps.mailOutbox.letter('booking-made', await render(tx, found, found.booking.createdAt));
    },

    /**
     * For changeStatus, within its transaction: the booking as changed, mailed when it became
     * confirmed or cancelled (completed is not mailed).
     */
    statusChanged(bookingId: string) {
      return async (tx: Db) => {
        const found = await bookingsRepository(tx).byId(bookingId);
        if (!found) return;
        const status = mailedStatus(found.booking.status);
        if (status === 'confirmed') await enqueue(tx, 'booking-confirmed', found, found.booking.updatedAt);
        if (status === 'cancelled') await enqueue(tx, 'booking-cancelled', found, found.booking.updatedAt);
      };
    },

    /**
     * The calendar event of the booking as it stands: the one its last mail carried (same UID,
     * status, times and DTSTAMP, its last change), for a completed one the confirmed event.
     */
    async calendar(tx: Db, found: BookingWithRefs): Promise<BookingEvent> {
      const { booking, ctx } = await told(tx, found, found.booking.updatedAt);
      return bookingEvent(booking, ctx);
    },

    /** After the commit: the outbox sends at once. */
    wake() {
      deps.mailOutbox.wake();
    },
  };
}
