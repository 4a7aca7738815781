import { FALLBACK_LANGUAGE, isLanguage } from '@app/shared/i18n/languages';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { Db } from '../../db/client.ts';
import type { OutboxLetter } from '../../integrations/mail/mail-outbox.repository.ts';
import type { MailKind, MailOutbox } from '../../integrations/mail/mail-outbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { type BookingRow, toBookingDto } from './booking-dto.ts';
import { type BookingEvent, bookingEvent } from './booking-event.ts';
import type { KindBooking } from './booking-kind.ts';
import type { BookingKinds } from './booking-kinds.ts';
import { bookingMail, mailedStatus } from './booking-mail.ts';
import { bookingsRepository } from './bookings.repository.ts';
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
  /** The registered kinds of booking. */
  kinds: BookingKinds;
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
  const { timeZone } = deps;
  const organizer = organizerOf(deps.mailFrom);

  /** The booking as its mails tell it, in its own language, as of `at`, and their context. */
  async function told(tx: Db, found: KindBooking, at: Date) {
    const lang = isLanguage(found.booking.lang) ? found.booking.lang : FALLBACK_LANGUAGE;
    const kind = deps.kinds.kind(found.booking.type);
    const booking = toBookingDto(deps.kinds, found, {
      lang,
      now: at,
      timeZone,
      mayCancel: true,
    });
    const ctx = {
      lang,
      link: bookingLink(deps.publicUrl, found.booking),
      location: await kind.mail.location(tx, booking, lang),
      timeZone,
      at,
      organizer,
    };
    return { booking, ctx, kind };
  }

  async function render(tx: Db, found: KindBooking, at: Date) {
    const { booking, ctx, kind } = await told(tx, found, at);
    return bookingMail(booking, ctx, kind);
  }

  async function enqueue(tx: Db, kind: MailKind, found: KindBooking, at: Date) {
    await deps.mailOutbox.enqueue(tx, kind, await render(tx, found, at));
  }

  return {
    /**
     * The new booking's mail (pending or confirmed), sealed for the outbox, to be written with the
     * booking in its transaction `tx`.
     */
    async booked(tx: Db, found: KindBooking): Promise<OutboxLetter> {
      return deps.mailOutbox.letter('booking-made', await render(tx, found, found.booking.createdAt));
    },

    /**
     * For changeStatus, within its transaction: the booking as changed, mailed when it became
     * confirmed or cancelled (completed is not mailed).
     */
    statusChanged(bookingId: string) {
      return async (tx: Db) => {
        const row = await bookingsRepository(tx).byId(bookingId);
        if (!row) return;
        const [found] = await deps.kinds.withDetails(tx, [row]);
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
    async calendar(tx: Db, found: KindBooking): Promise<BookingEvent> {
      const { booking, ctx, kind } = await told(tx, found, found.booking.updatedAt);
      return bookingEvent(booking, ctx, kind);
    },

    /** After the commit: the outbox sends at once. */
    wake() {
      deps.mailOutbox.wake();
    },
  };
}
