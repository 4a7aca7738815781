import type { Language } from '@app/shared/i18n/languages';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { formatDate, formatList } from '../../../lib/format';
import { isNotFound } from '../../../lib/not-found';
import { PageMeta } from '../../../lib/page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { CheckoutFrame, type PaymentChoice, useCheckout } from '../../bookings';
import { PromoCodeField } from './promo-code-field';
import { readStay, useCheckoutHotel, useQuote } from './stay-api';

/** `/booking?hotelId&roomTypeId&checkIn&checkOut&guests`: checkout for a hotel stay. */
export function HotelCheckoutView() {
  const { t, i18n } = useTranslation(['booking', 'hotels']);
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const stay = useMemo(() => readStay(params), [params]);
  const hotel = useCheckoutHotel(stay?.hotelId);
  const [promoDraft, setPromoDraft] = useState(params.get('promoCode') ?? '');
  const [promo, setPromo] = useState(params.get('promoCode') ?? '');
  // A code typed but not applied is applied at Confirm, which then waits for the new price.
  const [promoNotApplied, setPromoNotApplied] = useState(false);
  const promoRef = useRef<HTMLInputElement>(null);
  const applyPromo = () => {
    setPromo(promoDraft.trim());
    setPromoNotApplied(false);
  };
  const quote = useQuote(stay, promo);

  const accepted = hotel.data?.paymentOptions as PaymentChoice[] | undefined;
  const checkout = useCheckout({ accepted });

  if (!stay)
    return (
      <CheckoutDeadEnd
        title={t('checkout.title')}
        description={t('checkout.missing')}
        to="/hotels"
        action={t('checkout.backToHotels')}
      />
    );

  const room = hotel.data?.roomTypes.find((r) => r._id === stay.roomTypeId);
  const nights = quote.data?.nights.length ?? 0;
  const hotelHref = `/hotels/${stay.hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${stay.guests}`;

  // A hotel or room that does not exist (an old or edited link): nothing to pay for, no retry.
  const hotelMissing = isNotFound(hotel.error);
  if (hotelMissing || isNotFound(quote.error)) {
    const title = t(hotelMissing ? 'checkout.hotelNotFoundTitle' : 'checkout.roomNotFoundTitle');
    const description = t(hotelMissing ? 'checkout.hotelNotFound' : 'checkout.roomNotFound');
    return (
      <CheckoutDeadEnd
        head={<PageMeta title={title} description={description} noindex />}
        title={title}
        description={description}
        to={hotelMissing ? '/hotels' : hotelHref}
        action={t(hotelMissing ? 'checkout.backToHotels' : 'checkout.seeRooms')}
      />
    );
  }

  return (
    <CheckoutFrame
      checkout={checkout}
      body={() => {
        if (promoDraft.trim() !== promo) {
          setPromo(promoDraft.trim());
          setPromoNotApplied(true);
          promoRef.current?.focus();
          return null;
        }
        return { type: 'hotel', ...stay, ...(promo ? { promoCode: promo } : {}) };
      }}
      lead={t('checkout.lead')}
      summaryTitle={t('checkout.summary')}
      summaryId="stay-title"
      item={{
        subject: hotel.data,
        pending: hotel.isPending,
        height: 120,
        lines: (
          <>
            <Text size="sm">{room?.name}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(stay.checkIn, lang)} – {formatDate(stay.checkOut, lang)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('checkout.nights', { count: nights || 1 })} · {t('checkout.guests', { count: stay.guests })}
            </Text>
          </>
        ),
      }}
      quote={{
        query: quote,
        height: 160,
        unavailable: (q) => (
          <Alert color="orange" title={t('checkout.unavailable')}>
            <Stack gap={4}>
              {/* Why, in the words the hotel page uses for the same reason. */}
              <Text size="sm">
                {t(`hotels:rooms.reasons.${q.reason ?? 'invalid_dates'}`, {
                  dates: formatList(
                    q.unavailableDates.map((d) => formatDate(d, lang)),
                    lang,
                  ),
                  guests: stay.guests,
                })}
              </Text>
              <Anchor component={Link} to={hotelHref}>
                {t('checkout.backToHotel')}
              </Anchor>
            </Stack>
          </Alert>
        ),
      }}
      aside={
        <PromoCodeField
          draft={promoDraft}
          onDraft={setPromoDraft}
          onApply={applyPromo}
          inputRef={promoRef}
          note={
            promoNotApplied
              ? { tone: 'warning', text: t('checkout.promoNotApplied') }
              : promo && quote.data?.available && quote.data.promoApplied
                ? { tone: 'success', text: t('checkout.promoApplied') }
                : promo && quote.data?.available && quote.data.promoInvalid
                  ? {
                      tone: 'warning',
                      text: t(quote.data.promoUnknown ? 'checkout.promoUnknown' : 'checkout.promoInvalid'),
                    }
                  : null
          }
        />
      }
      requestsHint={t('checkout.specialRequestsHint')}
      payment={{
        accepted: accepted ?? ['creditCard', 'payAtHotel'],
        payLaterLabel: t('checkout.payAtHotel'),
        payLaterNote: t('checkout.payAtHotelNote'),
      }}
      soldOut={{ href: hotelHref, label: t('checkout.soldOut') }}
    />
  );
}
