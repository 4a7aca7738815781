import type { BookingDto } from '@app/shared/bookings/schemas';
import { escapeHtml } from '@app/shared/common/html';
import { directionOf, intlLocale } from '@app/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { type BookingEventContext, bookingEvent } from './booking-event.ts';
import { formatter, moneyIn, numberIn } from './booking-formats.ts';
import type { BookingKind } from './booking-kind.ts';
import { kindText, mailText, nothingPaid } from './booking-mail-words.ts';
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
export function bookingMail(booking: BookingDto, ctx: BookingMailContext, kind: BookingKind): MailMessage {
  const status = mailedStatus(booking.status);
  if (!status) throw new Error(`no mail for a ${booking.status} booking`);
  const t = mailText(ctx.lang);
  const k = kindText(kind, ctx.lang);
  const locale = intlLocale(ctx.lang);
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

  const what = kind.mail.rows(booking, k, { lang: ctx.lang, date, text: t });
  // A booking made within a day of its start is past its free cancellation already.
  const cancellation: [string, string] =
    Date.parse(booking.freeCancellationUntil) <= ctx.at.getTime()
      ? [t('booking.freeCancelEnded'), instant(booking.freeCancellationUntil)]
      : [t('booking.freeCancel'), instant(booking.freeCancellationUntil)];
  const price: [string, string][] = nothingPaid(k)
    ? [[t('booking.payment'), k.find('price.unpaid') ?? ''], cancellation]
    : [
        [k.find('price.subtotal') ?? '', money(booking.subtotal)],
        ...(booking.discount > 0
          ? ([[k.find('price.discount') ?? '', `−${money(booking.discount)}`]] as [string, string][])
          : []),
        [t('booking.taxes', { rate: numberIn(ctx.lang)(booking.taxRate) }), money(booking.taxes)],
        [t('booking.total'), money(booking.total)],
        [
          t('booking.payment'),
          booking.card
            ? `${t('booking.card')} ${booking.card.brand.toUpperCase()} •••• ${booking.card.last4}`
            : (k.find('price.payLater') ?? ''),
        ],
        cancellation,
      ];
  const rows: [string, string][] = [
    [t('booking.reference'), booking.reference],
    ...what,
    ...(status === 'cancelled'
      ? ([[t('booking.cancelledOn'), instant(booking.cancelledAt ?? ctx.at.toISOString())]] as [
          string,
          string,
        ][])
      : price),
  ];
  const note = status === 'pending' ? k('pending') : null;
  const intro = k(`intro.${status}`);
  const calendar = k(`calendar.${status}`);
  const guest = `${booking.firstName} ${booking.lastName}`;
  const hello = t('booking.hello');
  const view = t('booking.view');
  const headline = t(`booking.headline.${status}`);

  const text = [
    `${hello} ${guest},`,
    '',
    intro,
    ...(note ? ['', note] : []),
    '',
    ...rows.map(([label, value]) => t('booking.line', { label, value })),
    '',
    t('booking.line', { label: view, value: ctx.link }),
    '',
    calendar,
  ].join('\n');
  const dir = directionOf(ctx.lang);
  const html = `<!doctype html>
<html lang="${ctx.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(headline)}</title></head>
<body><div dir="${dir}" lang="${ctx.lang}" style="font-family:sans-serif;line-height:1.5;max-width:560px">
<p>${escapeHtml(hello)} ${escapeHtml(guest)},</p>
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
<p><a href="${escapeHtml(ctx.link)}" style="display:inline-block;background:#0b3d5c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(view)}</a></p>
<p style="color:#555">${escapeHtml(calendar)}</p>
</div></body></html>`;

  const event = bookingEvent(booking, ctx, kind);
  return {
    to: booking.email,
    subject: `${headline} · ${t('booking.line', { label: k('name'), value: kind.mail.title(booking) })} · ${booking.reference}`,
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
