import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { moneyIn } from './booking-formats.ts';
import type { BookingKind } from './booking-kind.ts';
import { kindText, mailText, nothingPaid } from './booking-mail-words.ts';
import { type InviteOrganizer, type InviteStatus, inviteMethod, stayInvite } from './calendar-invite.ts';

export interface BookingEventContext {
  /** The booking's own language (the one it was made in). */
  lang: Language;
  /** The absolute address of the booking's page. */
  link: string;
  /** Where it happens, as its kind says; may be empty. */
  location: string;
  /** When this version of the booking was made: the event's DTSTAMP. */
  at: Date;
  /** The agency, as its mails come from: the event's ORGANIZER. */
  organizer: InviteOrganizer;
}

/** An `.ics` file of a booking. */
export interface BookingEvent {
  filename: string;
  /** PUBLISH while the booking stands, CANCEL once cancelled. */
  method: 'PUBLISH' | 'CANCEL';
  content: string;
}

/** Where the event says the booking stands: a completed booking keeps its confirmed event. */
export const eventStatus = (status: BookingDto['status']): InviteStatus =>
  status === 'completed' ? 'confirmed' : status;

/**
 * The booking's calendar event, the one rule for it: the same file goes with its mails and is
 * downloaded from its page. All day over some dates, or between two instants, as its kind says;
 * one UID per booking, TENTATIVE while pending, CONFIRMED, or the CANCEL of the same event.
 */
export function bookingEvent(booking: BookingDto, ctx: BookingEventContext, kind: BookingKind): BookingEvent {
  const status = eventStatus(booking.status);
  const t = mailText(ctx.lang);
  const k = kindText(kind, ctx.lang);
  const money = moneyIn(ctx.lang, booking.currency);
  const description = [
    t('booking.line', { label: t('booking.reference'), value: booking.reference }),
    ...(status === 'cancelled' || nothingPaid(k)
      ? []
      : [t('booking.line', { label: t('booking.total'), value: money(booking.total) })]),
    ctx.link,
  ].join('\n');
  const when = kind.mail.when(booking);
  const summary = t('booking.line', { label: k('name'), value: kind.mail.summary(booking, k) });
  return {
    filename: `${booking.reference}.ics`,
    method: inviteMethod(status),
    content: stayInvite({
      reference: booking.reference,
      status,
      summary,
      description,
      location: ctx.location,
      organizer: ctx.organizer,
      ...when,
      stampedAt: ctx.at,
    }),
  };
}
