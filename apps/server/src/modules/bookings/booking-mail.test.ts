import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../test/mail-parsing.ts';
import { hotelStays } from '../inventory/hotel-stay-booking.ts';
import { packageTrips } from '../packages/package-trip-booking.ts';
import { bookingMail } from './booking-mail.ts';

const stay = {
  _id: 'b1',
  reference: 'KT-HZ2HP6YZ',
  type: 'hotel',
  status: 'pending',
  hotel: {
    _id: 'h1',
    slug: 'harbour-inn',
    name: 'Harbour Inn',
    city: 'Trabzon',
    featuredImage: '',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    addressLine: '',
    address: ['Trabzon'],
  },
  roomType: { _id: 'r1', name: 'Standard double room' },
  package: null,
  departureId: null,
  checkIn: '2026-11-25',
  checkOut: '2026-11-26',
  nights: [{ date: '2026-11-25', price: 160_000, discount: 0 }],
  guests: 1,
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla@example.com',
  phone: '+90 462 000 00 00',
  specialRequests: '',
  paymentMethod: 'payAtHotel',
  card: null,
  promoCode: null,
  currency: 'TRY',
  subtotal: 160_000,
  discount: 0,
  taxRate: 12,
  taxes: 19_200,
  total: 179_200,
  createdAt: '2026-11-24T21:25:00.000Z',
  cancelledAt: null,
  // 24 hours before the 14:00 check-in, Istanbul time: before the booking was made.
  freeCancellationUntil: '2026-11-24T11:00:00.000Z',
  canCancel: false,
} as BookingDto;

const tour = {
  ...stay,
  type: 'package',
  hotel: null,
  roomType: null,
  package: {
    _id: 'p1',
    slug: 'plateaus',
    name: 'Uzungöl and the plateaus',
    durationDays: 3,
    featuredImage: '',
  },
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
} as BookingDto;

/** The mail's place comes in its context below: the kind reads no destination here. */
const tours = packageTrips({ destinations: { find: async () => null } });

const mail = (booking: BookingDto, lang: Language = 'en') =>
  bookingMail(
    booking,
    {
      lang,
      link: 'http://localhost:3000/bookings/find?reference=KT-HZ2HP6YZ',
      location: booking.hotel ? 'Harbour Inn, Trabzon' : 'Uzungöl',
      timeZone: 'Europe/Istanbul',
      at: new Date('2026-11-24T21:25:00Z'),
      organizer: { name: 'Karadeniz Travel', email: 'bookings@karadeniz.travel' },
    },
    booking.type === 'package' ? tours : hotelStays,
  );

const eventOf = (booking: BookingDto, lang: Language = 'en') => {
  const ics = mail(booking, lang).attachments?.[0]?.content;
  return parseIcs(String(ics));
};

describe('booking mail', () => {
  it('does not promise a free cancellation that ended before the booking was made', () => {
    const { text } = mail(stay);
    expect(text).toContain('Free cancellation ended (it cannot be cancelled free of charge): 24 Nov 2026');
    expect(text).not.toContain('Free cancellation until');
    expect(mail({ ...stay, freeCancellationUntil: '2026-12-01T11:00:00.000Z' }).text).toContain(
      'Free cancellation until: 1 Dec 2026',
    );
  });

  it('tells a traveller paying on the tour’s first day who confirms, in tour words', () => {
    const { text, html } = mail(tour);
    expect(text).toContain('You chose to pay on the first day of the tour');
    expect(html).toContain('You chose to pay on the first day of the tour');
    expect(text).not.toContain('pay at the hotel');
    expect(text).not.toMatch(/\b(stay|hotel|room|nights)\b/i);
  });

  // What each kind of booking is called, per language: subject, body and calendar event.
  const words = {
    en: { hotel: 'Hotel stay', package: 'Tour package', pending: 'awaiting confirmation' },
    tr: { hotel: 'Otel konaklaması', package: 'Tur paketi', pending: 'onay bekleniyor' },
    ar: { hotel: 'إقامة فندقية', package: 'باقة سياحية', pending: 'بانتظار التأكيد' },
  } as const;

  for (const lang of ['en', 'tr', 'ar'] as const) {
    it(`names a hotel stay and a tour package as what they are, in ${lang}`, () => {
      const w = words[lang];
      const hotelMail = mail(stay, lang);
      expect(hotelMail.subject).toContain(`${w.hotel}: Harbour Inn`);
      expect(hotelMail.subject).toContain(w.pending);
      expect(hotelMail.subject).not.toContain(w.package);
      expect(eventOf(stay, lang)).toMatchObject({
        summary: `${w.hotel}: Harbour Inn · Standard double room`,
        location: 'Harbour Inn, Trabzon',
      });
      const tourMail = mail(tour, lang);
      expect(tourMail.subject).toContain(`${w.package}: Uzungöl and the plateaus`);
      expect(tourMail.subject).not.toContain(w.hotel);
      expect(tourMail.text).not.toContain(w.hotel);
      expect(eventOf(tour, lang)).toMatchObject({
        summary: `${w.package}: Uzungöl and the plateaus`,
        location: 'Uzungöl',
        // The tour's last day is part of it.
        start: '2026-12-04',
        end: '2026-12-07',
      });
    });
  }

  it('writes the Arabic mail right to left', () => {
    expect(mail(stay, 'ar').html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail(stay, 'en').html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('a cancellation says so, shows no price to pay and removes the event', () => {
    const cancelled = { ...stay, status: 'cancelled', cancelledAt: '2026-11-24T22:00:00.000Z' } as BookingDto;
    const m = mail(cancelled);
    expect(m.subject).toBe('Booking cancelled · Hotel stay: Harbour Inn · KT-HZ2HP6YZ');
    expect(m.text).toContain('Your booking for this hotel stay has been cancelled.');
    expect(m.text).toContain('Cancelled on: 25 Nov 2026, 01:00');
    expect(m.text).not.toContain('Total');
    expect(m.text).not.toContain('Free cancellation');
    expect(m.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(eventOf(cancelled)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });

  it('is never written for a completed stay', () => {
    expect(() => mail({ ...stay, status: 'completed' } as BookingDto)).toThrow();
  });
});
