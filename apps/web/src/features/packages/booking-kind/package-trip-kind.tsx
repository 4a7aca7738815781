import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
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
import { PackageCheckoutView } from './package-checkout';

/** A package trip: its days, its travellers; paid by card or on the first day. */
function TripSummary({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const trip = booking.package;
  return (
    <BookingSummaryFrame
      booking={booking}
      image={trip?.featuredImage}
      title={trip?.name}
      rows={[
        [t('detail.dates'), `${formatDate(booking.checkIn, lang)} – ${formatDate(booking.checkOut, lang)}`],
        [t('detail.tripLength'), t('detail.days', { count: trip?.durationDays ?? 0 })],
        [t('detail.travellers'), t('checkout.travellers', { count: booking.guests })],
      ]}
      unpaid={t('checkout.payOnFirstDay')}
      price={
        <PriceBreakdown
          value={booking}
          subtotalLabel={t('checkout.tripPrice', { count: booking.guests })}
          discountLabel={t('checkout.deal')}
        />
      }
    />
  );
}

function TripLine({ booking: b }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  return (
    <>
      {formatDate(b.checkIn, lang)} – {formatDate(b.checkOut, lang)} ·{' '}
      {t('checkout.travellers', { count: b.guests })}
    </>
  );
}

function TripItem({ booking, size }: { booking: BookingDto; size: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('adminBookings');
  return (
    <BookingItemLines
      name={booking.package?.name ?? ''}
      detail={t('item.departure', { date: formatDate(booking.checkIn, i18n.language as Language) })}
      size={size}
    />
  );
}

export const packageTripKind: BookingKind = {
  type: 'package',
  subject: (b) => ({ name: b.package?.name ?? '', image: b.package?.featuredImage }),
  Summary: TripSummary,
  ListLine: TripLine,
  pendingNote: (t) => t('confirmed.pendingTrip'),
  cancelRule: (t) => t('detail.policyTrip'),
  cancelBody: (t) => t('detail.cancelBodyTrip'),
  placeNote: (t, place) => t('tools.firstStop', { place }),
  checkout: { claims: (params) => params.has('packageId'), View: PackageCheckoutView },
  admin: {
    words: (t) => wordsUnder(t, 'package'),
    Item: TripItem,
    when: (b, _t, lang) => daysWhen(b, lang),
  },
};
