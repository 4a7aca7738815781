import type { BookingDto } from '@app/shared/bookings/schemas';
import { addDays } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { escapeHtml } from '../../lib/html.ts';
import { stayInvite } from './calendar-invite.ts';

const LOCALE: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR', ar: 'ar' };

const TEXT: Record<
  Language,
  {
    subject: (ref: string) => string;
    hello: string;
    intro: string;
    pending: string;
    pendingTrip: string;
    reference: string;
    hotel: string;
    room: string;
    dates: string;
    nights: string;
    guests: string;
    subtotal: string;
    discount: string;
    taxes: (rate: number) => string;
    total: string;
    payment: string;
    card: string;
    payAtHotel: string;
    freeCancel: string;
    freeCancelEnded: string;
    view: string;
    calendar: string;
    trip: string;
    days: string;
    travellers: string;
    tripPrice: string;
    deal: string;
    payLater: string;
  }
> = {
  en: {
    subject: (ref) => `Your booking ${ref} at Karadeniz Travel`,
    hello: 'Hello',
    intro: 'Thank you for booking with Karadeniz Travel. Here are the details of your stay.',
    pending:
      'You chose to pay at the hotel: your booking is pending until the hotel confirms it. We will email you.',
    pendingTrip:
      'You chose to pay on the first day of the tour: your booking is pending until we confirm it. We will email you.',
    reference: 'Booking reference',
    hotel: 'Hotel',
    room: 'Room',
    dates: 'Dates',
    nights: 'Nights',
    guests: 'Guests',
    subtotal: 'Room price',
    discount: 'Promotion',
    taxes: (rate) => `Taxes and fees (${rate}%)`,
    total: 'Total',
    payment: 'Payment',
    card: 'Card',
    payAtHotel: 'Pay at the hotel',
    freeCancel: 'Free cancellation until',
    freeCancelEnded: 'Free cancellation ended (it cannot be cancelled free of charge)',
    view: 'See your booking',
    calendar: 'The attached calendar file adds your stay to your calendar.',
    trip: 'Tour package',
    days: 'Days',
    travellers: 'Travellers',
    tripPrice: 'Package price',
    deal: 'Deal',
    payLater: 'Pay on the first day',
  },
  tr: {
    subject: (ref) => `Karadeniz Travel rezervasyonunuz: ${ref}`,
    hello: 'Merhaba',
    intro:
      'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Konaklamanızın ayrıntıları aşağıda.',
    pending:
      'Otelde ödemeyi seçtiniz: rezervasyonunuz otel onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
    pendingTrip:
      'Turun ilk günü ödemeyi seçtiniz: rezervasyonunuz biz onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
    reference: 'Rezervasyon numarası',
    hotel: 'Otel',
    room: 'Oda',
    dates: 'Tarihler',
    nights: 'Gece',
    guests: 'Misafir',
    subtotal: 'Oda ücreti',
    discount: 'Promosyon',
    taxes: (rate) => `Vergiler ve harçlar (%${rate})`,
    total: 'Toplam',
    payment: 'Ödeme',
    card: 'Kart',
    payAtHotel: 'Otelde ödeme',
    freeCancel: 'Ücretsiz iptal son tarihi',
    freeCancelEnded: 'Ücretsiz iptal sona erdi (ücretsiz iptal edilemez)',
    view: 'Rezervasyonunuzu görüntüleyin',
    calendar: 'Ekteki takvim dosyası konaklamanızı takviminize ekler.',
    trip: 'Tur paketi',
    days: 'Gün',
    travellers: 'Yolcu',
    tripPrice: 'Paket ücreti',
    deal: 'Fırsat indirimi',
    payLater: 'İlk gün ödeme',
  },
  ar: {
    subject: (ref) => `حجزك ${ref} لدى Karadeniz Travel`,
    hello: 'مرحبًا',
    intro: 'شكرًا لحجزك مع Karadeniz Travel. إليك تفاصيل إقامتك.',
    pending: 'اخترت الدفع في الفندق: حجزك قيد الانتظار حتى يؤكده الفندق. سنراسلك بالبريد الإلكتروني.',
    pendingTrip:
      'اخترت الدفع في اليوم الأول من الجولة: حجزك قيد الانتظار حتى نؤكده. سنراسلك بالبريد الإلكتروني.',
    reference: 'رقم الحجز',
    hotel: 'الفندق',
    room: 'الغرفة',
    dates: 'التواريخ',
    nights: 'الليالي',
    guests: 'الضيوف',
    subtotal: 'سعر الغرفة',
    discount: 'العرض الترويجي',
    taxes: (rate) => `الضرائب والرسوم (${rate}٪)`,
    total: 'الإجمالي',
    payment: 'الدفع',
    card: 'البطاقة',
    payAtHotel: 'الدفع في الفندق',
    freeCancel: 'الإلغاء المجاني حتى',
    freeCancelEnded: 'انتهى الإلغاء المجاني (لا يمكن إلغاؤه مجانًا)',
    view: 'عرض حجزك',
    calendar: 'يضيف ملف التقويم المرفق إقامتك إلى تقويمك.',
    trip: 'الباقة السياحية',
    days: 'الأيام',
    travellers: 'المسافرون',
    tripPrice: 'سعر الباقة',
    deal: 'خصم العرض',
    payLater: 'الدفع في اليوم الأول',
  },
};

/** The booking confirmation in the guest's language, with an .ics file of the stay. */
export function confirmationMail(
  booking: BookingDto,
  lang: Language,
  opts: { link: string; timeZone: string; createdAt: Date },
): MailMessage {
  const t = TEXT[lang];
  const locale = LOCALE[lang];
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: booking.currency }).format(minor / 100);
  const date = (d: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  const deadline = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: opts.timeZone,
  }).format(new Date(booking.freeCancellationUntil));
  const trip = booking.package;
  const hotel = booking.hotel?.name ?? '';
  const room = booking.roomType?.name ?? '';
  const payment = booking.card
    ? `${t.card} ${booking.card.brand.toUpperCase()} •••• ${booking.card.last4}`
    : trip
      ? t.payLater
      : t.payAtHotel;
  const what: [string, string][] = trip
    ? [
        [t.trip, trip.name],
        [t.dates, `${date(booking.checkIn)} – ${date(booking.checkOut)}`],
        [t.days, String(trip.durationDays)],
        [t.travellers, String(booking.guests)],
        [t.tripPrice, money(booking.subtotal)],
        ...(booking.discount > 0 ? ([[t.deal, `−${money(booking.discount)}`]] as [string, string][]) : []),
      ]
    : [
        [t.hotel, hotel],
        [t.room, room],
        [t.dates, `${date(booking.checkIn)} – ${date(booking.checkOut)}`],
        [t.nights, String(booking.nights.length)],
        [t.guests, String(booking.guests)],
        [t.subtotal, money(booking.subtotal)],
        ...(booking.discount > 0
          ? ([[t.discount, `−${money(booking.discount)}`]] as [string, string][])
          : []),
      ];
  const rows: [string, string][] = [
    [t.reference, booking.reference],
    ...what,
    [t.taxes(booking.taxRate), money(booking.taxes)],
    [t.total, money(booking.total)],
    [t.payment, payment],
    // A stay booked within a day of its start is past its free cancellation already.
    Date.parse(booking.freeCancellationUntil) <= opts.createdAt.getTime()
      ? [t.freeCancelEnded, deadline]
      : [t.freeCancel, deadline],
  ];
  const pending = trip ? t.pendingTrip : t.pending;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const name = `${booking.firstName} ${booking.lastName}`;
  const text = [
    `${t.hello} ${name},`,
    '',
    t.intro,
    ...(booking.status === 'pending' ? ['', pending] : []),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.view}: ${opts.link}`,
    '',
    t.calendar,
  ].join('\n');
  const html = `<div dir="${dir}" lang="${lang}" style="font-family:sans-serif;line-height:1.5;max-width:560px">
<p>${t.hello} ${escapeHtml(name)},</p>
<p>${t.intro}</p>
${booking.status === 'pending' ? `<p style="background:#fff6e0;padding:8px 12px;border-radius:6px">${pending}</p>` : ''}
<table style="border-collapse:collapse;width:100%">
${rows
  .map(
    ([k, v]) =>
      `<tr><th style="text-align:start;padding:6px 8px;border-bottom:1px solid #e5e7eb;color:#374151">${escapeHtml(k)}</th><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb"><bdi>${escapeHtml(v)}</bdi></td></tr>`,
  )
  .join('\n')}
</table>
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#0b3d5c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${t.view}</a></p>
<p style="color:#555">${t.calendar}</p>
</div>`;
  return {
    to: booking.email,
    subject: t.subject(booking.reference),
    text,
    html,
    attachments: [
      {
        filename: `${booking.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: stayInvite({
          reference: booking.reference,
          summary: trip ? trip.name : `${hotel} · ${room}`,
          description: `${t.reference}: ${booking.reference}\n${t.total}: ${money(booking.total)}\n${opts.link}`,
          location: [booking.hotel?.addressLine, booking.hotel?.city].filter(Boolean).join(', '),
          checkIn: booking.checkIn,
          // A trip's last day is part of it: the all-day event ends the day after.
          checkOut: trip ? addDays(booking.checkOut, 1) : booking.checkOut,
          createdAt: opts.createdAt,
        }),
      },
    ],
  };
}
