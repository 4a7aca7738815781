import type { BookingDto } from '@app/shared/bookings/schemas';
import { describe, expect, it } from 'vitest';
import { confirmationMail } from './confirmation-mail.ts';

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

const mail = (booking: BookingDto) =>
  confirmationMail(booking, 'en', {
    link: 'http://localhost:3000/bookings/find?reference=KT-HZ2HP6YZ',
    timeZone: 'Europe/Istanbul',
    createdAt: new Date('2026-11-24T21:25:00Z'),
  });

describe('booking confirmation mail', () => {
  it('does not promise a free cancellation that ended before the booking was made', () => {
    const { text } = mail(stay);
    expect(text).toContain('Free cancellation ended (it cannot be cancelled free of charge): 24 Nov 2026');
    expect(text).not.toContain('Free cancellation until');
    expect(mail({ ...stay, freeCancellationUntil: '2026-12-01T11:00:00.000Z' }).text).toContain(
      'Free cancellation until: 1 Dec 2026',
    );
  });

  it('tells a traveller paying on the tour’s first day who confirms, in tour words', () => {
    const { text, html } = mail({
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
    });
    expect(text).toContain('You chose to pay on the first day of the tour');
    expect(html).toContain('You chose to pay on the first day of the tour');
    expect(text).not.toContain('pay at the hotel');
  });
});
