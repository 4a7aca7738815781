import type { BookingDto } from '@app/shared/bookings/schemas';
import { escapeHtml } from '@app/shared/common/html';
import { directionOf } from '@app/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { type BookingEventContext, bookingEvent } from './booking-event.ts';
import { formatter, LOCALE, moneyIn } from './booking-formats.ts';
import { BOOKING_MAIL_WORDS } from './booking-mail-words.ts';
import type { InviteStatus } from './calendar-invite.ts';

export interface BookingMailContext extends BookingEventContext {
  /** The business time zone: the cancellation deadline's clock. */
  timeZone: string;
}

/** The statuses a mail is sent for; a completed stay is not mailed. */
export function mailedStatus(status: BookingDto['status']): InviteStatus | null {
  return status === 'completed' ? null : status;
}

/**
 * The mail telling the guest where their booking stands, in their language, with an .ics file
 * of the stay or the tour: on booking (pending or confirmed), when a pending booking is
 * confirmed, and when it is cancelled (the event then carries METHOD:CANCEL).
 */
export function bookingMail(booking: BookingDto, ctx: BookingMailContext): MailMessage {
  const status = mailedStatus(booking.status);
  if (!status) throw new Error(`no mail for a ${booking.status} booking`);
  const t = BOOKING_MAIL_WORDS[ctx.lang];
  const locale = LOCALE[ctx.lang];
  const kind = booking.type;
  const dateFormat = formatter(
    `date ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  const instantFormat = formatter(
    `instant ${locale} ${ctx.timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ctx.timeZone }),
  );
  const money = moneyIn(ctx.lang, booking.currency);
  const date = (d: string) => dateFormat.format(new Date(`${d}T00:00:00Z`));
  const instant = (iso: string) => instantFormat.format(new Date(iso));
  const trip = booking.package;
  const { restaurant, sitting } = booking;
  const hotel = booking.hotel?.name ?? '';
  const room = booking.roomType?.name ?? '';
  const name = trip ? trip.name : (restaurant?.name ?? hotel);
  const dates = `${date(booking.checkIn)} – ${date(booking.checkOut)}`;

  const what: [string, string][] = trip
    ? [
        [t.trip, trip.name],
        [t.dates, dates],
        [t.days, String(trip.durationDays)],
        [t.travellers, String(booking.guests)],
      ]
    : restaurant && sitting
      ? [
          [t.restaurant, restaurant.name],
          [t.date, date(booking.checkIn)],
          [t.time, `${sitting.time} – ${sitting.endTime}`],
          [t.guests, String(booking.guests)],
          [t.table, `${sitting.table.number} · ${t.tableLocation[sitting.table.location]}`],
        ]
      : [
          [t.hotel, hotel],
          [t.room, room],
          [t.dates, dates],
          [t.nights, String(booking.nights.length)],
          [t.guests, String(booking.guests)],
        ];
  // A booking made within a day of its start is past its free cancellation already.
  const cancellation: [string, string] =
    Date.parse(booking.freeCancellationUntil) <= ctx.at.getTime()
      ? [t.freeCancelEnded, instant(booking.freeCancellationUntil)]
      : [t.freeCancel, instant(booking.freeCancellationUntil)];
  const price: [string, string][] =
    kind === 'restaurant'
      ? [[t.payment, t.noPayment], cancellation]
      : [
          [t.subtotal[kind], money(booking.subtotal)],
          ...(booking.discount > 0
            ? ([[t.discount[kind], `−${money(booking.discount)}`]] as [string, string][])
            : []),
          [t.taxes(booking.taxRate), money(booking.taxes)],
          [t.total, money(booking.total)],
          [
            t.payment,
            booking.card
              ? `${t.card} ${booking.card.brand.toUpperCase()} •••• ${booking.card.last4}`
              : t.payLater[kind],
          ],
          cancellation,
        ];
  const rows: [string, string][] = [
    [t.reference, booking.reference],
    ...what,
    ...(status === 'cancelled'
      ? ([[t.cancelledOn, instant(booking.cancelledAt ?? ctx.at.toISOString())]] as [string, string][])
      : price),
  ];
  const note = status === 'pending' ? t.pending[kind] : null;
  const intro = t.intro[status][kind];
  const calendar = t.calendar[status][kind];
  const guest = `${booking.firstName} ${booking.lastName}`;

  const text = [
    `${t.hello} ${guest},`,
    '',
    intro,
    ...(note ? ['', note] : []),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.view}: ${ctx.link}`,
    '',
    calendar,
  ].join('\n');
  const dir = directionOf(ctx.lang);
  const html = `<!doctype html>
<html lang="${ctx.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(t.headline[status])}</title></head>
<body><div dir="${dir}" lang="${ctx.lang}" style="font-family:sans-serif;line-height:1.5;max-width:560px">
<p>${t.hello} ${escapeHtml(guest)},</p>
<p>${escapeHtml(intro)}</p>
${note ? `<p style="background:#fff6e0;padding:8px 12px;border-radius:6px">${escapeHtml(note)}</p>` : ''}
<table style="border-collapse:collapse;width:100%">
${rows
  .map(
    ([k, v]) =>
      `<tr><th style="text-align:start;padding:6px 8px;border-bottom:1px solid #e5e7eb;color:#374151">${escapeHtml(k)}</th><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb"><bdi>${escapeHtml(v)}</bdi></td></tr>`,
  )
  .join('\n')}
</table>
<p><a href="${escapeHtml(ctx.link)}" style="display:inline-block;background:#0b3d5c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.view)}</a></p>
<p style="color:#555">${escapeHtml(calendar)}</p>
</div></body></html>`;

  const event = bookingEvent(booking, ctx);
  return {
    to: booking.email,
    subject: `${t.headline[status]} · ${t.kind[kind]}: ${name} · ${booking.reference}`,
    text,
    html,
    attachments: [
      {
        filename: event.filename,
        contentType: `text/calendar; charset=utf-8; method=${event.method}`,
        content: event.content,
      },
    ],
  };
}
