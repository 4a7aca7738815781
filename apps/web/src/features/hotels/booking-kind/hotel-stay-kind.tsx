import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Text } from '@mantine/core';
import { AddressText } from '../../../components/catalog/address-text';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import {
  BookingItemLines,
  type BookingKind,
  BookingSummaryFrame,
  daysWhen,
  PriceBreakdown,
  wordsUnder,
} from '../../bookings';
import { HotelCheckoutView } from './hotel-checkout';

/** A hotel stay: its hotel and room, its nights, its guests; paid by card or at the hotel. */
function StaySummary({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const hotel = booking.hotel;
  return (
    <BookingSummaryFrame
      booking={booking}
      image={hotel?.featuredImage}
      title={hotel?.name}
      details={
        hotel ? (
          <Text size="sm" c="dimmed">
            <AddressText parts={hotel.address} />
          </Text>
        ) : null
      }
      rows={[
        [t('detail.dates'), `${formatDate(booking.checkIn, lang)} – ${formatDate(booking.checkOut, lang)}`],
        [t('detail.room'), booking.roomType?.name ?? ''],
        [t('detail.guests'), t('checkout.guests', { count: booking.guests })],
      ]}
      unpaid={t('payment.payAtHotel')}
      price={<PriceBreakdown value={booking} />}
    />
  );
}

function StayLine({ booking: b }: { booking: BookingDto }) {
  const { i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  return (
    <>
      {formatDate(b.checkIn, lang)} – {formatDate(b.checkOut, lang)} · {b.roomType?.name}
    </>
  );
}

function StayItem({ booking, size }: { booking: BookingDto; size: 'sm' | 'md' }) {
  const room = booking.roomType;
  return (
    <BookingItemLines
      name={booking.hotel?.name ?? ''}
      detail={room ? <bdi>{room.name}</bdi> : null}
      size={size}
    />
  );
}

export const hotelStayKind: BookingKind = {
  type: 'hotel',
  subject: (b) => ({ name: b.hotel?.name ?? '', image: b.hotel?.featuredImage }),
  Summary: StaySummary,
  ListLine: StayLine,
  pendingNote: (t) => t('confirmed.pending'),
  cancelRule: (t) => t('detail.policy'),
  cancelBody: (t) => t('detail.cancelBody'),
  browse: { to: '/hotels', label: (t) => t('list.findHotel') },
  checkout: { claims: (params) => params.has('hotelId'), View: HotelCheckoutView },
  admin: {
    words: (t) => wordsUnder(t, 'hotel'),
    Item: StayItem,
    when: (b, _t, lang) => daysWhen(b, lang),
  },
};
