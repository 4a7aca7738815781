import type { HotelAdminDto, RoomTypeAdminDto } from '@app/shared/hotels/schemas';

export function testRoom(overrides: Partial<RoomTypeAdminDto> = {}): RoomTypeAdminDto {
  return {
    _id: 'room-1',
    name: { en: 'Lake View Double', tr: 'Göl Manzaralı Çift', ar: 'غرفة مزدوجة مطلة على البحيرة' },
    roomType: 'deluxe',
    pricePerNight: 245000,
    price: 245000,
    images: [],
    features: ['balcony', 'lakeView'],
    maxOccupancy: 2,
    totalRooms: 8,
    ...overrides,
  };
}

export function testHotel(overrides: Partial<HotelAdminDto> = {}): HotelAdminDto {
  return {
    _id: '3f1c2b6e-0000-4000-8000-000000000001',
    slug: 'uzungol-lake-lodge',
    destinationId: null,
    name: { en: 'Uzungöl Lake Lodge', tr: 'Uzungöl Göl Evi', ar: 'نُزل بحيرة أوزونغول' },
    description: { en: 'Wooden lodge on the lake shore.', tr: 'Göl kıyısında ahşap bir otel.', ar: '' },
    addressLine: 'Uzungöl Mah. 12',
    city: 'Uzungöl',
    cityNames: { en: '', tr: '', ar: 'أوزنجول' },
    country: 'Türkiye',
    latitude: 40.6189,
    longitude: 40.2886,
    starRating: 4,
    averageRating: 4.6,
    totalReviews: 37,
    amenities: ['wifi', 'breakfast', 'lakeView'],
    featuredImage: '/uploads/2027/05/lodge-1600.webp',
    images: ['/uploads/2027/05/lodge-1600.webp', '/uploads/2027/05/room-1600.webp'],
    contact: {
      phone: '+90 462 000 00 00',
      email: 'info@lakelodge.example',
      website: 'https://lakelodge.example',
    },
    checkInTime: '14:00',
    checkOutTime: '11:00',
    cancellationPolicy: { en: 'Free cancellation until 24 hours before check-in.', tr: '', ar: '' },
    paymentOptions: ['creditCard', 'payAtHotel'],
    rules: { en: 'Quiet hours after 23:00.', tr: '', ar: '' },
    additionalDetails: { en: '', tr: '', ar: '' },
    featured: true,
    published: true,
    roomTypes: [
      testRoom(),
      testRoom({ _id: 'room-2', name: { en: 'Family Suite' }, roomType: 'family', totalRooms: 3 }),
    ],
    createdAt: '2027-01-10T09:00:00.000Z',
    updatedAt: '2027-05-01T09:00:00.000Z',
    ...overrides,
  };
}
