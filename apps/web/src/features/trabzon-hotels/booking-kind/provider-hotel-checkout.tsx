import type { Language } from '@app/shared/i18n/languages';
import type { ProviderHotelQuoteDto } from '@app/shared/travel/responses';
import { Alert, Anchor, Badge, Checkbox, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, type Ref, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { ErrorState } from '../../../components/states/error-state';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { CheckoutFrame, useCheckout } from '../../bookings';
import { useProviderHotelQuote } from '../trabzon-hotels-api';
import { stillFree } from '../utils/cancellation';
import { offersHref, readProviderHotelChoice } from './provider-hotel-choice';
import { useRoomName } from './room-name';

const PAYMENT = ['creditCard', 'payAtHotel'] as const;

/** A price the traveller was shown, and the provider's price now. */
interface PriceChange {
  from: number;
}

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * `/booking?type=provider_hotel&hotelId&offerId&checkIn&checkOut&guests`: the checkout of a Trabzon
 * hotel's room offer. The hotel, room and price are the server's quote (the provider's price now);
 * the booking is sent with that total as the price accepted. When the provider's price has moved
 * meanwhile (409 `price_changed`), the price is asked again and the traveller accepts the new one
 * before booking; an offer no longer sold leads back to the hotel's offers.
 */
export function ProviderHotelCheckoutView() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const choice = useMemo(() => readProviderHotelChoice(params), [params]);
  const quote = useProviderHotelQuote(choice);
  const roomName = useRoomName();
  const [change, setChange] = useState<PriceChange | null>(null);
  const [acceptedNew, setAcceptedNew] = useState(false);
  const acceptRef = useRef<HTMLInputElement>(null);
  const sent = useRef<number | null>(null);
  const checkout = useCheckout({
    accepted: PAYMENT,
    onRefused: (error) => {
      if (error.code === 'price_changed') {
        setChange({ from: sent.current ?? quote.data?.offer.total ?? 0 });
        setAcceptedNew(false);
        void quote.refetch();
        return true;
      }
      return error.code === 'offer_unavailable';
    },
  });

  if (!choice)
    return (
      <CheckoutDeadEnd
        title={t('checkout.title')}
        description={t('providerHotel.missing')}
        to="/trabzon-hotels"
        action={t('providerHotel.backToSearch')}
      />
    );

  const data = quote.data;
  const offer = data?.offer;
  const money = (minor: number) => formatMoney(minor, offer?.currency ?? 'USD', lang);
  // Gone when booked (said above the button) or when priced again (said in place of the price).
  const goneOnBooking = isCode(checkout.error, 'offer_unavailable');
  const goneOnQuote = isCode(quote.error, 'offer_unavailable');
  // The new price, once asked again; the same price as before needs no second look.
  const newPrice = change && offer && !quote.isFetching && offer.total !== change.from ? offer.total : null;
  const mustAccept = newPrice !== null && !acceptedNew;

  const goneNotice = (
    <Alert color="orange" role="alert" title={t('providerHotel.offerGoneTitle')}>
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('providerHotel.offerGone')}</Text>
        <Anchor component={Link} to={offersHref(choice)}>
          {t('providerHotel.backToOffers')}
        </Anchor>
      </Stack>
    </Alert>
  );

  return (
    <CheckoutFrame
      checkout={checkout}
      body={() => {
        if (!offer) return null;
        if (mustAccept) {
          acceptRef.current?.focus();
          return null;
        }
        sent.current = offer.total;
        return { type: 'provider_hotel', ...choice, acceptedTotal: offer.total };
      }}
      lead={t('providerHotel.lead')}
      summaryTitle={t('providerHotel.summary')}
      summaryId="provider-stay-title"
      item={{
        subject: data ? { name: data.hotel.name, featuredImage: data.hotel.image } : undefined,
        pending: quote.isPending,
        height: 110,
        lines: data ? (
          <Stack gap={2}>
            {data.hotel.cityName ? (
              <Text size="sm" c="dimmed">
                {data.hotel.cityName}
              </Text>
            ) : null}
            <Group gap={6} wrap="wrap">
              <Text size="sm">{roomName(data.offer.category)}</Text>
              {data.offer.kind === 'fallback' ? (
                <Badge variant="light" color="tea" size="sm">
                  {t('providerHotel.fallbackRoom')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {formatDate(data.checkIn, lang)} – {formatDate(data.checkOut, lang)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('checkout.nights', { count: data.offer.nights })} ·{' '}
              {t('checkout.guests', { count: data.guests })}
            </Text>
          </Stack>
        ) : null,
      }}
      aside={<QuotePrice quote={quote} gone={goneOnQuote ? goneNotice : null} />}
      requestsHint={t('checkout.specialRequestsHint')}
      payment={{
        accepted: PAYMENT,
        payLaterLabel: t('checkout.payAtHotel'),
        payLaterNote: t('providerHotel.payAtHotelNote'),
      }}
      failure={
        change && (quote.isFetching || newPrice !== null) ? (
          <PriceChangedNotice
            from={money(change.from)}
            to={newPrice !== null ? money(newPrice) : null}
            accepted={acceptedNew}
            onAccept={setAcceptedNew}
            acceptRef={acceptRef}
          />
        ) : goneOnBooking ? (
          goneNotice
        ) : undefined
      }
      disabled={!offer || quote.isError || quote.isFetching || mustAccept}
    />
  );
}

/** The provider's price for the stay: per night, for the nights, the total, and its cancellation. */
function QuotePrice({ quote, gone }: { quote: ReturnType<typeof useProviderHotelQuote>; gone: ReactNode }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const timeZone = useAgencyTimeZone();
  if (quote.isPending) return <Skeleton h={120} />;
  if (quote.isError) {
    if (gone) return gone;
    return (
      <ErrorState
        message={
          quote.error instanceof ApiError && quote.error.status === 503
            ? t('providerHotel.notBookable')
            : t('checkout.quoteFailed')
        }
        onRetry={() => void quote.refetch()}
        retrying={quote.isFetching}
      />
    );
  }
  const offer: ProviderHotelQuoteDto['offer'] = quote.data.offer;
  const money = (minor: number) => formatMoney(minor, offer.currency, lang);
  const freeUntil = stillFree(offer.refundableUntil);
  return (
    <Stack gap={6} role="group" aria-label={t('checkout.priceTitle')} aria-busy={quote.isFetching}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">
          {t('providerHotel.nightsPrice', {
            amount: `\u2068${money(offer.pricePerNight)}\u2069`,
            count: offer.nights,
          })}
        </Text>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <bdi>{money(offer.total)}</bdi>
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('providerHotel.taxesIncluded')}
      </Text>
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text fw={700}>{t('checkout.total')}</Text>
        <Text size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="quote-total">
          <bdi>{money(offer.total)}</bdi>
        </Text>
      </Group>
      <Text size="sm" fw={500}>
        {freeUntil
          ? t('providerHotel.freeCancel', { date: formatDateTime(freeUntil, lang, timeZone) })
          : t('providerHotel.nonRefundable')}
      </Text>
    </Stack>
  );
}

/** The price moved since it was shown: from what to what, and the traveller's yes before booking again. */
function PriceChangedNotice({
  from,
  to,
  accepted,
  onAccept,
  acceptRef,
}: {
  from: string;
  /** Null while the new price is asked. */
  to: string | null;
  accepted: boolean;
  onAccept: (yes: boolean) => void;
  acceptRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('booking');
  return (
    <Alert color="orange" role="alert" title={t('providerHotel.priceChangedTitle')}>
      {to === null ? (
        <Text size="sm">{t('providerHotel.checkingPrice')}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {t('providerHotel.priceChanged', { from: `\u2068${from}\u2069`, to: `\u2068${to}\u2069` })}
          </Text>
          <Checkbox
            ref={acceptRef}
            checked={accepted}
            onChange={(e) => onAccept(e.currentTarget.checked)}
            label={t('providerHotel.acceptPrice', { amount: `\u2068${to}\u2069` })}
            description={accepted ? undefined : t('providerHotel.acceptFirst')}
          />
        </Stack>
      )}
    </Alert>
  );
}
