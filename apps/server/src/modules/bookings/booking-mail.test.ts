import type { BookingDto } from '@app/shared/bookings/schemas';
import { intlLocale, type Language } from '@app/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { parseIcs } from '../../test/mail-parsing.ts';
import { hotelStays } from '../inventory/hotel-stay-booking.ts';
import { packageTrips } from '../packages/package-trip-booking.ts';
import { vehicleKind } from '../vehicles/vehicle-booking.ts';
import type { BookingKind } from './booking-kind.ts';
import { bookingMail } from './booking-mail.ts';
import { kindText, mailText } from './booking-mail-words.ts';

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

const kindOf = (booking: BookingDto): BookingKind => (booking.type === 'package' ? tours : hotelStays);

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
    kindOf(booking),
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
    fr: { hotel: 'Séjour à l’hôtel', package: 'Circuit', pending: 'en attente de confirmation' },
    es: { hotel: 'Estancia en hotel', package: 'Paquete turístico', pending: 'pendiente de confirmación' },
  } as const;
  /** French writes a no-break space before a colon. */
  const colon = { en: ': ', tr: ': ', ar: ': ', fr: '\u00a0: ', es: ': ' } as const;

  for (const lang of ['en', 'tr', 'ar', 'fr', 'es'] as const) {
    it(`names a hotel stay and a tour package as what they are, in ${lang}`, () => {
      const w = words[lang];
      const hotelMail = mail(stay, lang);
      expect(hotelMail.subject).toContain(`${w.hotel}${colon[lang]}Harbour Inn`);
      expect(hotelMail.subject).toContain(w.pending);
      expect(hotelMail.subject).not.toContain(w.package);
      expect(eventOf(stay, lang)).toMatchObject({
        summary: `${w.hotel}${colon[lang]}Harbour Inn · Standard double room`,
        location: 'Harbour Inn, Trabzon',
      });
      const tourMail = mail(tour, lang);
      expect(tourMail.subject).toContain(`${w.package}${colon[lang]}Uzungöl and the plateaus`);
      expect(tourMail.subject).not.toContain(w.hotel);
      expect(tourMail.text).not.toContain(w.hotel);
      expect(eventOf(tour, lang)).toMatchObject({
        summary: `${w.package}${colon[lang]}Uzungöl and the plateaus`,
        location: 'Uzungöl',
        // The tour's last day is part of it.
        start: '2026-12-04',
        end: '2026-12-07',
      });
    });
  }

  it('writes a French mail in French words, with French numbers, dates and money', () => {
    const { subject, text, html } = mail(stay, 'fr');
    expect(subject).toBe(
      'Réservation reçue, en attente de confirmation · Séjour à l’hôtel\u00a0: Harbour Inn · KT-HZ2HP6YZ',
    );
    expect(text).toMatch(/^Bonjour Layla Hassan,/);
    expect(text).toContain('Vous avez choisi de payer à l’hôtel\u00a0: votre réservation reste en attente');
    expect(text).toContain('Référence de réservation\u00a0: KT-HZ2HP6YZ');
    expect(text).toContain('Chambre\u00a0: Standard double room');
    // Dates, amounts and the tax rate as French writes them: "25 nov. 2026", "1 792,00 TRY", "12 %".
    expect(text).toContain('Dates\u00a0: 25 nov. 2026 – 26 nov. 2026');
    expect(text).toMatch(/Total\u00a0: 1\s792,00\sTRY/);
    expect(text).toContain('Taxes et frais (12\u00a0%)\u00a0: ');
    expect(text).toContain('Paiement\u00a0: À régler à l’hôtel');
    expect(text).toContain('Annulation gratuite terminée');
    expect(text).toContain('Voir votre réservation\u00a0: http://localhost:3000/bookings/find');
    expect(html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(html).toContain('Le fichier de calendrier joint ajoute votre séjour à votre agenda');
    expect(text).not.toMatch(/\b(Booking|Hotel stay|Total:|Payment)\b/);
    const event = eventOf(stay, 'fr');
    expect(event.description).toMatch(
      /^Référence de réservation\u00a0: KT-HZ2HP6YZ\nTotal\u00a0: 1\s792,00\sTRY\n/,
    );
  });

  it('writes a Spanish mail in Spanish words, with Spanish numbers, dates and money', () => {
    const paid = {
      ...stay,
      status: 'confirmed',
      card: { brand: 'visa', last4: '4242' },
      discount: 10_050,
      taxRate: 8.5,
      freeCancellationUntil: '2026-12-01T11:00:00.000Z',
    } as BookingDto;
    const { subject, text } = mail(paid, 'es');
    expect(subject).toBe('Reserva confirmada · Estancia en hotel: Harbour Inn · KT-HZ2HP6YZ');
    expect(text).toMatch(/^Hola Layla Hassan,/);
    expect(text).toContain(
      'Gracias por reservar con Karadeniz Travel. Su estancia en hotel está confirmada.',
    );
    expect(text).toContain('Referencia de la reserva: KT-HZ2HP6YZ');
    expect(text).toContain('Habitación: Standard double room');
    expect(text).toContain('Noches: 1');
    expect(text).toContain('Personas: 1');
    // "25 nov 2026", "1600,00 TRY" (Spanish groups from five digits), "8,5 %".
    expect(text).toContain('Fechas: 25 nov 2026 – 26 nov 2026');
    expect(text).toMatch(/Precio de la habitación: 1600,00\sTRY/);
    expect(text).toMatch(/Promoción: −100,50\sTRY/);
    expect(text).toMatch(/Impuestos y tasas \(8,5\u00a0%\): 192,00\sTRY/);
    expect(text).toContain('Pago: Tarjeta VISA •••• 4242');
    expect(text).toMatch(/Cancelación gratuita hasta el: 1 dic 2026, 14:00/);
    expect(text).toContain('El archivo de calendario adjunto añade su estancia a su calendario.');
    const money = new Intl.NumberFormat(intlLocale('es'), { style: 'currency', currency: 'TRY' });
    expect(eventOf(paid, 'es').description).toContain(`Total: ${money.format(1792)}`);
    const tourMail = mail({ ...tour, status: 'confirmed' } as BookingDto, 'es');
    expect(tourMail.text).toContain('Paquete turístico: Uzungöl and the plateaus');
    expect(tourMail.text).toContain('Días: 3');
    expect(tourMail.text).toContain('Viajeros: 1');
  });

  it('writes a ride’s free wait with the plural its language wants', () => {
    const transfer = vehicleKind('transfer', {
      clock: fixedClock(new Date('2026-11-24T21:25:00Z')),
      timeZone: 'Europe/Istanbul',
    });
    const ride = (freeWaitMinutes: number) =>
      ({
        ...stay,
        type: 'transfer',
        hotel: null,
        roomType: null,
        vehicle: {
          service: 'transfer',
          classId: 'c1',
          name: 'Sedan',
          model: 'Toyota Corolla',
          image: '',
          pickup: { code: 'TZX', name: 'Trabzon Airport', latitude: 40.99, longitude: 39.78 },
          dropoff: { code: 'x', name: 'Uzungöl', latitude: 40.62, longitude: 40.29 },
          pickupAt: '2026-11-25T07:00:00.000Z',
          endsAt: '2026-11-25T09:00:00.000Z',
          pickupLocal: '2026-11-25T10:00',
          endsLocal: '2026-11-25T12:00',
          passengers: 2,
          distanceKm: 99,
          extras: [{ code: 'child_seat', amount: 0 }],
          flightNumber: 'TK2834',
          nameSign: null,
          freeWaitMinutes,
        },
      }) as BookingDto;
    const rows = (lang: Language, minutes: number) =>
      Object.fromEntries(
        transfer.mail.rows(ride(minutes), kindText(transfer, lang), {
          lang,
          date: (d) => d,
          text: mailText(lang),
        }),
      );
    expect(rows('en', 1)).toMatchObject({ Waiting: '1 minute free of charge', To: 'Uzungöl' });
    expect(rows('en', 60)).toMatchObject({ Waiting: '60 minutes free of charge', 'Child seat': '✓' });
    expect(rows('fr', 1)).toMatchObject({ Attente: '1 minute offerte', Destination: 'Uzungöl' });
    expect(rows('fr', 60)).toMatchObject({
      Attente: '60 minutes offertes',
      Véhicule: 'Sedan: Toyota Corolla ou similaire',
      'Siège enfant': '✓',
    });
    expect(rows('es', 1)).toMatchObject({ Espera: '1 minuto sin coste' });
    expect(rows('es', 60)).toMatchObject({
      Espera: '60 minutos sin coste',
      Destino: 'Uzungöl',
      Vuelo: 'TK2834',
    });
    expect(rows('ar', 2)).toMatchObject({ الانتظار: 'دقيقتان مجانًا' });
    expect(rows('ar', 60)).toMatchObject({ الانتظار: '60 دقيقة مجانًا' });
  });

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
