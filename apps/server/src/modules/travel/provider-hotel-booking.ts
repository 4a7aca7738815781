import { stayNights } from '@app/shared/common/dates';
import { providerHotelQuoteDto } from '@app/shared/travel/responses';
import {
  type ProviderHotelBookingBody,
  providerHotelBookingBodyAt,
  providerHotelQuoteBodyAt,
} from '@app/shared/travel/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { BookingKind, KindText } from '../bookings/booking-kind.ts';
import type { TravelService } from './travel.service.ts';
import { type ProviderHotelBooking, travelBookingsRepository } from './travel-bookings.repository.ts';

/** The price the traveller saw is no longer the provider's: shown again, to be accepted. */
export const priceChanged = () =>
  new AppError(409, 'price_changed', { errors: [{ field: 'acceptedTotal', code: 'price_changed' }] });

/** A provider's room category in words (others as the provider writes them), and whether it is to be confirmed. */
const roomName = (t: KindText<'provider_hotel'>, category: string, kind: string) =>
  `${t.find(`rooms.${category}`) ?? category.replaceAll('_', ' ').toLowerCase()}${kind === 'fallback' ? ` (${t('fallbackRoom')})` : ''}`;

/**
 * A stay at a hotel of the travel data provider (kind `provider_hotel`): the offer is priced again
 * by the configured provider before anything is written (409 `price_changed` when its total is not
 * the one the guest accepted, `offer_unavailable` when it is gone); the booking waits (pending)
 * until the agency has confirmed it with the hotel, and carries a TZN- confirmation number.
 */
export function providerHotelKind({
  travel,
}: {
  travel: TravelService;
}): BookingKind<ProviderHotelBookingBody, ProviderHotelBooking, 'provider_hotel'> {
  return {
    type: 'provider_hotel',
    body: ({ now, today }) => providerHotelBookingBodyAt(now, today),
    quote: {
      body: ({ today }) => providerHotelQuoteBodyAt(today),
      answer: providerHotelQuoteDto,
      async run(_db, body) {
        const { provider: _provider, ...quote } = await travel.priceHotelOffer(body, 'en');
        return quote;
      },
    },
    async prepare(_db, body, { lang }) {
      const priced = await travel.priceHotelOffer(body, lang);
      const { offer, hotel } = priced;
      if (offer.total !== body.acceptedTotal) throw priceChanged();
      return async (tx) => {
        const detail: ProviderHotelBooking = {
          bookingId: '',
          provider: priced.provider,
          hotelId: hotel.hotelId,
          hotelName: hotel.name,
          cityName: hotel.cityName,
          image: hotel.image,
          offerId: offer.id,
          roomKind: offer.kind,
          roomCategory: offer.category,
          roomDescription: offer.description,
          pricePerNight: offer.pricePerNight,
          refundableUntil: offer.refundableUntil ? new Date(offer.refundableUntil) : null,
          confirmation: await travelBookingsRepository(tx).confirmation('TZN'),
        };
        return {
          facts: {
            // The agency confirms every stay with the hotel first.
            status: 'pending',
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            guests: body.guests,
            promoCode: null,
            nights: stayNights(body.checkIn, body.checkOut).map((date) => ({
              date,
              price: offer.pricePerNight,
              discount: 0,
            })),
            subtotal: offer.total,
            discount: 0,
            // The provider's rates include their taxes.
            taxes: 0,
            taxRate: 0,
            total: offer.total,
            currency: offer.currency,
          },
          detail,
          record: (inner, bookingId) => travelBookingsRepository(inner).insertHotel({ ...detail, bookingId }),
        };
      };
    },
    // Nothing is held here: the agency tells the hotel.
    release: async () => {},
    details: (db, ids) => travelBookingsRepository(db).hotelsByBookings(ids),
    fields: ['providerHotel'],
    read: (d) => ({
      fields: {
        providerHotel: {
          hotelId: d.hotelId,
          name: d.hotelName,
          cityName: d.cityName,
          image: d.image,
          roomKind: d.roomKind === 'fallback' ? 'fallback' : 'provider',
          roomCategory: d.roomCategory,
          roomDescription: d.roomDescription,
          pricePerNight: d.pricePerNight,
          refundableUntil: d.refundableUntil?.toISOString() ?? null,
          confirmation: d.confirmation,
        },
      },
      place: null,
    }),
    // The rate's own deadline; a rate that is not refundable ends it when booked.
    freeCancellationUntil: ({ booking, detail }) => detail.refundableUntil ?? booking.createdAt,
    mail: {
      words: 'provider_hotel',
      title: (b) => b.providerHotel?.name ?? '',
      rows: (b, t, { date, text }) => {
        const h = b.providerHotel;
        if (!h) return [];
        return [
          [t('confirmation'), h.confirmation],
          [t('hotel'), h.cityName ? `${h.name}, ${h.cityName}` : h.name],
          [t('room'), roomName(t, h.roomCategory, h.roomKind)],
          [text('booking.dates'), `${date(b.checkIn)} – ${date(b.checkOut)}`],
          [t('nights'), String(b.nights.length)],
          [text('booking.guests'), String(b.guests)],
        ];
      },
      summary: (b, t) =>
        `${b.providerHotel?.name ?? ''} · ${b.providerHotel ? roomName(t, b.providerHotel.roomCategory, b.providerHotel.roomKind) : ''}`,
      when: (b) => ({ checkIn: b.checkIn, checkOut: b.checkOut }),
      location: async (_db, b) =>
        b.providerHotel ? [b.providerHotel.name, b.providerHotel.cityName].filter(Boolean).join(', ') : '',
    },
    // Nothing cached shows these bookings: the provider's answers are its own.
    changes: () => [],
    csv: {
      of: [
        {
          header: 'provider_hotel',
          cell: (b) => (b.providerHotel ? `${b.providerHotel.name} (${b.providerHotel.confirmation})` : ''),
        },
      ],
    },
  };
}
