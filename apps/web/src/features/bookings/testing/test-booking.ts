import type { BookingDto } from '@app/shared/bookings/schemas';

/** A traveller's confirmed hotel booking as the bookings API answers it, with `overrides`. */
export function testBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    _id: 'b1',
    reference: 'KT-7Q2M4XAB',
    type: 'hotel',
    status: 'confirmed',
    email: 'leyla@example.com',
    hotel: {
      _id: 'h1',
      slug: 'uzungol-lake-lodge',
      name: 'Uzungöl Lake Lodge',
      city: 'Çaykara',
      featuredImage: '',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      addressLine: '',
      address: ['Çaykara'],
    },
    roomType: { _id: 'r1', name: 'Lake view double' },
    package: null,
    checkIn: '2027-07-10',
    checkOut: '2027-07-12',
    guests: 2,
    nights: [],
    subtotal: 500_000,
    discount: 0,
    taxRate: 12,
    taxes: 60_000,
    total: 560_000,
    currency: 'TRY',
    card: { brand: 'visa', last4: '1111' },
    specialRequests: '',
    freeCancellationUntil: '2027-07-09T11:00:00.000Z',
    canCancel: true,
    ...overrides,
  } as unknown as BookingDto;
}

/** A table for four at a restaurant as the bookings API answers it: nothing paid, every amount 0. */
export function testRestaurantBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return testBooking({
    _id: 'r1',
    reference: 'KT-TABLE42',
    type: 'restaurant',
    hotel: null,
    roomType: null,
    package: null,
    restaurant: {
      _id: 'rest1',
      slug: 'harbour-fish',
      name: 'Harbour Fish',
      city: 'Trabzon',
      featuredImage: '',
      addressLine: 'İskele Caddesi 4',
      address: ['İskele Caddesi 4', 'Trabzon'],
      phone: '+90 462 000 00 00',
    },
    sitting: {
      time: '19:30',
      endTime: '21:00',
      startsAt: '2027-07-10T16:30:00.000Z',
      endsAt: '2027-07-10T18:00:00.000Z',
      table: { number: 'T4', location: 'terrace' },
    },
    checkIn: '2027-07-10',
    checkOut: '2027-07-10',
    guests: 4,
    paymentMethod: 'none',
    card: null,
    subtotal: 0,
    taxes: 0,
    total: 0,
    freeCancellationUntil: '2027-07-09T16:30:00.000Z',
    ...overrides,
  });
}
