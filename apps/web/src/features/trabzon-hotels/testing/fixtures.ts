import type { BookingDto } from '@app/shared/bookings/schemas';
import type {
  HotelOffersDto,
  HotelRoomOfferDto,
  ProviderHotelQuoteDto,
  TrabzonHotelDto,
  TrabzonHotelsDto,
} from '@app/shared/travel/responses';

/** A hotel of the list as the server answers it (overrides for what a test is about). */
export function trabzonHotel(over: Partial<TrabzonHotelDto> = {}): TrabzonHotelDto {
  return {
    hotelId: 'TZXSEA01',
    name: 'Sea Breeze Trabzon',
    stars: 4,
    rating: 87,
    reviews: 1240,
    cityName: 'Trabzon',
    countryCode: 'TR',
    distanceKm: 4.2,
    latitude: 41.0,
    longitude: 39.72,
    amenities: ['WIFI', 'SPA', 'PARKING', 'RESTAURANT', 'AIRPORT_SHUTTLE', 'BAR or LOUNGE'],
    description:
      'A calm hotel above the harbour with rooms looking over the Black Sea, a spa with a Turkish bath and a tea garden at the back.',
    descriptionLang: 'en',
    image: '/images/destinations/trabzon.svg',
    pricePerNight: 12_050,
    currency: 'USD',
    ...over,
  };
}

export function trabzonHotels(
  hotels: TrabzonHotelDto[],
  over: Partial<TrabzonHotelsDto> = {},
): TrabzonHotelsDto {
  return {
    hotels,
    checkIn: '2027-07-02',
    checkOut: '2027-07-04',
    guests: 2,
    nights: 2,
    source: 'offline',
    fallback: false,
    bookable: true,
    ...over,
  };
}

export function roomOffer(over: Partial<HotelRoomOfferDto> = {}): HotelRoomOfferDto {
  return {
    id: 'OFFERSEA01DLX',
    kind: 'provider',
    category: 'DELUXE_ROOM',
    beds: 1,
    bedType: 'KING',
    sleeps: 3,
    description: 'Sea view, balcony',
    descriptionLang: 'en',
    boardType: 'BREAKFAST',
    pricePerNight: 15_000,
    nights: 2,
    total: 30_000,
    currency: 'USD',
    refundableUntil: '2027-07-01T15:00:00.000Z',
    ...over,
  };
}

export function hotelOffers(offers: HotelRoomOfferDto[], over: Partial<HotelOffersDto> = {}): HotelOffersDto {
  return {
    hotel: { hotelId: 'TZXSEA01', name: 'Sea Breeze Trabzon' },
    offers,
    checkIn: '2027-07-02',
    checkOut: '2027-07-04',
    guests: 2,
    nights: 2,
    source: 'offline',
    fallback: false,
    bookable: true,
    ...over,
  };
}

export function providerQuote(over: Partial<HotelRoomOfferDto> = {}): ProviderHotelQuoteDto {
  return {
    hotel: {
      hotelId: 'TZXSEA01',
      name: 'Sea Breeze Trabzon',
      cityName: 'Trabzon',
      image: '/images/destinations/trabzon.svg',
    },
    offer: roomOffer(over),
    checkIn: '2027-07-02',
    checkOut: '2027-07-04',
    guests: 2,
  };
}

/** A Trabzon hotel stay as the bookings API answers it: pending, with the hotel's TZN- number. */
export function providerHotelBooking(over: Partial<BookingDto> = {}): BookingDto {
  return {
    _id: 'b-th-1',
    reference: 'KT-TZNSTAY1',
    type: 'provider_hotel',
    status: 'pending',
    hotel: null,
    roomType: null,
    package: null,
    departureId: null,
    restaurant: null,
    sitting: null,
    vehicle: null,
    providerHotel: {
      hotelId: 'TZXSEA01',
      name: 'Sea Breeze Trabzon',
      cityName: 'Trabzon',
      // No picture: nothing for the test's document to fetch.
      image: '',
      roomKind: 'fallback',
      roomCategory: 'SUITE',
      roomDescription: '',
      pricePerNight: 21_600,
      refundableUntil: null,
      confirmation: 'TZN-482913',
    },
    place: null,
    checkIn: '2027-07-02',
    checkOut: '2027-07-04',
    nights: [
      { date: '2027-07-02', price: 21_600, discount: 0 },
      { date: '2027-07-03', price: 21_600, discount: 0 },
    ],
    guests: 2,
    firstName: 'Leyla',
    lastName: 'Demir',
    email: 'leyla@example.com',
    phone: '+90 532 000 00 00',
    specialRequests: '',
    paymentMethod: 'payAtHotel',
    card: null,
    promoCode: null,
    currency: 'USD',
    subtotal: 43_200,
    discount: 0,
    taxRate: 0,
    taxes: 0,
    total: 43_200,
    createdAt: '2027-06-20T09:00:00.000Z',
    cancelledAt: null,
    freeCancellationUntil: '2027-06-20T09:00:00.000Z',
    canCancel: false,
    ...over,
  };
}
