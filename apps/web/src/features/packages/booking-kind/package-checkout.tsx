import type { Language } from '@app/shared/i18n/languages';
import { Alert, Anchor, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { CheckoutItem } from '../../../components/checkout/checkout-item';
import { ErrorState } from '../../../components/states/error-state';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
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
  const money = (minor: number) => formatMoney(minor, quote.data?.currency ?? 'TRY', lang);

  const submit = checkout.submit(() => ({ type: 'package', ...selection }));

  return (
    <CheckoutFrame
      checkout={checkout}
      onSubmit={submit}
      title={t('checkout.title')}
      lead={t('checkout.tripLead')}
      summaryTitle={t('checkout.tripSummary')}
      summaryId="trip-title"
      summary={
        <>
          {trip.isPending ? (
            <Skeleton h={100} />
          ) : trip.data ? (
            <CheckoutItem image={trip.data.featuredImage} name={trip.data.name}>
              {departure ? (
                <Text size="sm" c="dimmed">
                  {formatDate(departure.startDate, lang)} – {formatDate(departure.endDate, lang)}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('checkout.travellers', { count: selection.guests })}
              </Text>
            </CheckoutItem>
          ) : null}
          {quote.isPending ? (
            <Skeleton h={120} />
          ) : quote.isError ? (
            <ErrorState
              message={
                quote.error instanceof ApiError && quote.error.status < 500
                  ? quote.error.message
                  : t('checkout.quoteFailed')
              }
              onRetry={
                quote.error instanceof ApiError && quote.error.status < 500
                  ? undefined
                  : () => void quote.refetch()
              }
            />
          ) : quote.data && !quote.data.available ? (
            <Alert color="orange" title={t('checkout.notEnoughSeats', { count: quote.data.seatsLeft })}>
              <Anchor component={Link} to={tripHref}>
                {t('checkout.backToTrip')}
              </Anchor>
            </Alert>
          ) : quote.data ? (
            <Stack gap={6} role="group" aria-label={t('checkout.priceTitle')}>
              <Group justify="space-between">
                <Text size="sm">{t('checkout.tripPrice', { count: selection.guests })}</Text>
                <Text size="sm">
                  <bdi>{money(quote.data.subtotal)}</bdi>
                </Text>
              </Group>
              {quote.data.discount > 0 ? (
                <Group justify="space-between">
                  <Text size="sm">{t('checkout.deal')}</Text>
                  <Text size="sm">
                    <bdi>−{money(quote.data.discount)}</bdi>
                  </Text>
                </Group>
              ) : null}
              <Group justify="space-between">
                <Text size="sm">{t('checkout.taxes', { rate: quote.data.taxRate })}</Text>
                <Text size="sm">
                  <bdi>{money(quote.data.taxes)}</bdi>
                </Text>
              </Group>
              <Divider my={4} />
              <Group justify="space-between">
                <Text fw={700}>{t('checkout.total')}</Text>
                <Text fw={700} size="lg">
                  <bdi>{money(quote.data.total)}</bdi>
                </Text>
              </Group>
            </Stack>
          ) : null}
        </>
      }
      requestsHint={t('checkout.specialRequestsHintTrip')}
      payment={{
        accepted: METHODS,
        payLaterLabel: t('checkout.payOnFirstDay'),
        payLaterNote: t('checkout.payOnFirstDayNote'),
      }}
      soldOut={{ href: tripHref, label: t('checkout.backToTrip') }}
      freeCancellationUntil={quote.data?.freeCancellationUntil}
      submitLabel={t('checkout.submit')}
      disabled={quote.data?.available === false}
    />
  );
}
