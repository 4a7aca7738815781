import { formatDate } from '../../../lib/format';
import { dayRange, defineBookingKind } from '../../bookings';
import { PackageCheckoutView } from './package-checkout';

/** A package trip: its days, its travellers; paid by card or on the first day. */
export const packageTripKind = defineBookingKind({
  type: 'package',
  booked: (b) => b.package,
  summary: (b, t, lang) => ({
    rows: [
      [t('detail.dates'), dayRange(b, lang)],
      [t('detail.tripLength'), t('detail.days', { count: b.package?.durationDays ?? 0 })],
      [t('detail.travellers'), t('checkout.travellers', { count: b.guests })],
    ],
    unpaid: t('checkout.payOnFirstDay'),
    price: { subtotalLabel: t('checkout.tripPrice', { count: b.guests }), discountLabel: t('checkout.deal') },
  }),
  listLine: (b, t, lang) => `${dayRange(b, lang)} · ${t('checkout.travellers', { count: b.guests })}`,
  pendingNote: (t) => t('confirmed.pendingTrip'),
  cancelRule: (t) => t('detail.policyTrip'),
  cancelBody: (t) => t('detail.cancelBodyTrip'),
  placeNote: (t, place) => t('tools.firstStop', { place }),
  checkout: { claims: (params) => params.has('packageId'), View: PackageCheckoutView },
  admin: { itemDetail: (b, t, lang) => t('item.departure', { date: formatDate(b.checkIn, lang) }) },
});
