import { Text } from '@mantine/core';
import { AddressText } from '../../../components/catalog/address-text';
import { dayRange, defineBookingKind } from '../../bookings';
import { HotelCheckoutView } from './hotel-checkout';

/** A hotel stay: its hotel and room, its nights, its guests; paid by card or at the hotel. */
export const hotelStayKind = defineBookingKind({
  type: 'hotel',
  booked: (b) => b.hotel,
  summary: (b, t, lang) => ({
    details: b.hotel ? (
      <Text size="sm" c="dimmed">
        <AddressText parts={b.hotel.address} />
      </Text>
    ) : null,
    rows: [
      [t('detail.dates'), dayRange(b, lang)],
      [t('detail.room'), b.roomType?.name ?? ''],
      [t('detail.guests'), t('checkout.guests', { count: b.guests })],
    ],
    unpaid: t('payment.payAtHotel'),
    price: {},
  }),
  listLine: (b, _t, lang) => `${dayRange(b, lang)} · ${b.roomType?.name ?? ''}`,
  pendingNote: (t) => t('confirmed.pending'),
  cancelRule: (t) => t('detail.policy'),
  cancelBody: (t) => t('detail.cancelBody'),
  browse: { to: '/hotels', label: (t) => t('list.findHotel') },
  // An address naming another kind's hotel (a Trabzon hotel's offer) is not a stay of ours.
  checkout: {
    claims: (params) => params.has('hotelId') && (params.get('type') ?? 'hotel') === 'hotel',
    View: HotelCheckoutView,
  },
  admin: { itemDetail: (b) => (b.roomType ? <bdi>{b.roomType.name}</bdi> : null) },
});
