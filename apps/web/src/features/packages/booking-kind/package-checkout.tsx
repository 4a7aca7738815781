import type { Language } from '@app/shared/i18n/languages';
import { Alert, Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { formatDate } from '../../../lib/format';
import { isNotFound } from '../../../lib/not-found';
import { PageMeta } from '../../../lib/page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { CheckoutFrame, type PaymentChoice, readGuests, UUID, useCheckout } from '../../bookings';
import { type TripSelection, usePackageById, usePackageQuote } from '../packages-api';

const METHODS: PaymentChoice[] = ['creditCard', 'payAtHotel'];

/** `/booking?packageId&departureId&guests`, or null when the link is not whole. */
export function readTrip(params: URLSearchParams): TripSelection | null {
  const packageId = params.get('packageId') ?? '';
  const departureId = params.get('departureId') ?? '';
  const guests = readGuests(params);
  if (!UUID.test(packageId) || !UUID.test(departureId) || guests === null) return null;
  return { packageId, departureId, guests };
}

/** `/booking?packageId&departureId&guests`: checkout for a tour package trip. */
export function PackageCheckoutView() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const selection = useMemo(() => readTrip(params), [params]);
  const trip = usePackageById(selection?.packageId);
  const quote = usePackageQuote(selection);
  const checkout = useCheckout({ accepted: METHODS });

  if (!selection)
    return (
      <CheckoutDeadEnd
        title={t('checkout.title')}
        description={t('checkout.missingTrip')}
        to="/packages"
        action={t('checkout.backToPackages')}
      />
    );

  // A package or departure that does not exist (an old or edited link): nothing to pay for, no retry.
  if (isNotFound(trip.error) || isNotFound(quote.error))
    return (
      <CheckoutDeadEnd
        head={
          <PageMeta
            title={t('checkout.tripNotFoundTitle')}
            description={t('checkout.tripNotFound')}
            noindex
          />
        }
        title={t('checkout.tripNotFoundTitle')}
        description={t('checkout.tripNotFound')}
        to={trip.data ? `/packages/${trip.data.slug}` : '/packages'}
        action={t(trip.data ? 'checkout.seeDepartures' : 'checkout.backToPackages')}
      />
    );

  const departure = trip.data?.departures.find((d) => d._id === selection.departureId);
  const tripHref = trip.data ? `/packages/${trip.data.slug}` : '/packages';

  return (
    <CheckoutFrame
      checkout={checkout}
      body={() => ({ type: 'package', ...selection })}
      lead={t('checkout.tripLead')}
      summaryTitle={t('checkout.tripSummary')}
      summaryId="trip-title"
      item={{
        subject: trip.data,
        pending: trip.isPending,
        height: 100,
        lines: (
          <>
            {departure ? (
              <Text size="sm" c="dimmed">
                {formatDate(departure.startDate, lang)} – {formatDate(departure.endDate, lang)}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('checkout.travellers', { count: selection.guests })}
            </Text>
          </>
        ),
      }}
      quote={{
        query: quote,
        height: 120,
        saysRefusal: true,
        unavailable: (q) => (
          <Alert color="orange" title={t('checkout.notEnoughSeats', { count: q.seatsLeft })}>
            <Anchor component={Link} to={tripHref}>
              {t('checkout.backToTrip')}
            </Anchor>
          </Alert>
        ),
        subtotalLabel: t('checkout.tripPrice', { count: selection.guests }),
        discountLabel: t('checkout.deal'),
      }}
      requestsHint={t('checkout.specialRequestsHintTrip')}
      payment={{
        accepted: METHODS,
        payLaterLabel: t('checkout.payOnFirstDay'),
        payLaterNote: t('checkout.payOnFirstDayNote'),
      }}
      soldOut={{ href: tripHref, label: t('checkout.backToTrip') }}
    />
  );
}
