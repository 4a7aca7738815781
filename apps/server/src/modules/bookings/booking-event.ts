import type { BookingDto } from '@app/shared/bookings/schemas';
import { addDays } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { moneyIn } from './booking-formats.ts';
import { BOOKING_MAIL_WORDS } from './booking-mail-words.ts';
import {
  type InviteOrganizer,
  type InviteStatus,
  type InviteTime,
  inviteMethod,
  stayInvite,
} from './calendar-invite.ts';

export interface BookingEventContext {
  /** The booking's own language (the one it was made in). */
  lang: Language;
  /** The absolute address of the booking's page. */
  link: string;
  /** Where it happens: the hotel and its address, or the tour's destination; may be empty. */
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

/** Where the event says the booking stands: a completed stay or trip keeps its confirmed event. */
export const eventStatus = (status: BookingDto['status']): InviteStatus =>
  status === 'completed' ? 'confirmed' : status;

/**
 * The booking's calendar event, the one rule for it: the same file goes with its mails and is
 * downloaded from its page. All day over the stay or the trip's days, or the restaurant's sitting;
 * one UID per booking, TENTATIVE while pending, CONFIRMED, or the CANCEL of the same event.
 */
export function bookingEvent(booking: BookingDto, ctx: BookingEventContext): BookingEvent {
  const status = eventStatus(booking.status);
  const t = BOOKING_MAIL_WORDS[ctx.lang];
  const money = moneyIn(ctx.lang, booking.currency);
  const { package: trip, restaurant, sitting } = booking;
  const description = [
    `${t.reference}: ${booking.reference}`,
    ...(status === 'cancelled' || booking.type === 'restaurant'
      ? []
      : [`${t.total}: ${money(booking.total)}`]),
    ctx.link,
  ].join('\n');
  const when: InviteTime = sitting
    ? { startsAt: new Date(sitting.startsAt), endsAt: new Date(sitting.endsAt) }
    : // A trip's last day is part of it: the all-day event ends the day after.
      { checkIn: booking.checkIn, checkOut: trip ? addDays(booking.checkOut, 1) : booking.checkOut };
  const summary = trip
    ? `${t.kind.package}: ${trip.name}`
    : restaurant
      ? `${t.kind.restaurant}: ${restaurant.name} · ${booking.guests}`
      : `${t.kind.hotel}: ${booking.hotel?.name ?? ''} · ${booking.roomType?.name ?? ''}`;
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
