import type { Language } from '@app/shared/i18n/languages';
import { localDate } from '@app/shared/travel/flight-times';
import type { FlightOfferDto } from '@app/shared/travel/responses';
import { Alert, Anchor, Checkbox, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AmountRow } from '../../../components/amount-row';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { ErrorState } from '../../../components/states/error-state';
import { useAgencyToday } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-focus';
import { formatMoney } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { CheckoutFrame, useCheckout } from '../../bookings';
import { flightQuoteQuery } from '../flights-api';
import { type KeptOffer, readKeptOffer } from '../offer-store';
import { flightSearchHref } from '../utils/flight-search-params';
import { clockTime, flightDay, namesList, routeText } from '../utils/flight-text';
import { documentNumberOf, useTravellersForm } from './traveller-form';
import { BillingSection, TravellersSection } from './travellers-section';

/** The picture of a flight booking (the coast from the air). */
export const FLIGHT_PICTURE = '/images/flights/hero-2.svg';

/** The offer's codes of refusal that mean it can no longer be booked: the way back is a new search. */
const GONE = new Set(['offer_unavailable', 'invalid_offer']);

const isGone = (error: unknown) => error instanceof ApiError && GONE.has(error.code);

/** The day the last flight lands: a traveller's document must be valid until then. */
export const lastFlightDay = (offer: FlightOfferDto) =>
  localDate(
    offer.itineraries.at(-1)?.segments.at(-1)?.to.at ?? offer.itineraries[0]?.segments[0]?.from.at ?? '',
  );

/**
 * `/booking?type=flight&offer=<id>`: the checkout of an offer kept in this tab by the flights page
 * (its token is too large for an address). The server renders placeholders (it cannot see the
 * tab's storage); alive at once, the checkout reads the offer, and an offer not kept here (another
 * tab, a closed one) has expired. The provider prices it again (the quote) and that price is what
 * the traveller accepts and sends: a new price, there or when booking (409 `price_changed`), is
 * said as "from X to Y" and must be accepted first. Every traveller as on their document, the
 * contact's email and phone (the first traveller's names), the card, the billing address and the
 * terms are required.
 */
export function FlightCheckoutView() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const id = params.get('offer') ?? '';
  // Undefined until read, once alive: the same placeholders as the server's rendering first.
  const [kept, setKept] = useState<KeptOffer | null | undefined>(undefined);
  useLayoutEffect(() => setKept(readKeptOffer(id)), [id]);

  if (kept === undefined) return <Placeholder />;
  if (kept === null)
    return (
      <CheckoutDeadEnd
        title={t('flight.expiredTitle')}
        description={t('flight.expired')}
        to="/flights"
        action={t('flight.searchAgain')}
      />
    );
  return <FlightCheckout kept={kept} />;
}

function Placeholder() {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="md" p="md" maw={1140} mx="auto" aria-busy="true" aria-label={t('flight.loading')}>
      <Skeleton h={36} w="50%" />
      <Skeleton h={220} radius="lg" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

function FlightCheckout({ kept }: { kept: KeptOffer }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const today = useAgencyToday();
  const queryClient = useQueryClient();
  const offer = kept.offer;
  const quote = useQuery(flightQuoteQuery(offer.token));
  const priced = quote.data?.offer;
  const lastDay = lastFlightDay(offer);
  const travellers = useTravellersForm({ passengers: offer.passengers, today, lastDay });
  // The total the traveller has seen and agreed to: the search's, until a new price is accepted.
  const [agreed, setAgreed] = useState(offer.price.total);
  const [gone, setGone] = useState(false);
  // The total before the change last accepted: the change stays said, its box ticked.
  const [before, setBefore] = useState<number | null>(null);
  // The refusal a new price answered: once that price is accepted, it is not said again.
  const [answered, setAnswered] = useState<unknown>(null);
  const backToSearch = flightSearchHref(kept.search);

  const checkout = useCheckout({
    accepted: ['creditCard'],
    check: () => travellers.validate().errors,
    onRefused: (error) => {
      if (GONE.has(error.code)) {
        setGone(true);
        return true;
      }
      if (error.code === 'price_changed') {
        // Priced again: the new total is shown beside the one agreed, to be accepted first.
        void queryClient.refetchQueries({ queryKey: flightQuoteQuery(offer.token).queryKey });
        return true;
      }
      if (error.code === 'already_booked') return true;
      // Refused fields: the travellers' and the billing address's are this form's own (the first
      // traveller's names are the contact's fields), the others the checkout's.
      const contact = /^travelers\.0\.(firstName|lastName)$/;
      const own = error.errors.filter(
        (e) => /^(travelers|billingAddress)\./.test(e.field) && !contact.test(e.field),
      );
      const theirs = error.errors.filter((e) => !own.includes(e));
      if (own.length === 0 && !theirs.some((e) => contact.test(e.field))) return false;
      travellers.setErrors(Object.fromEntries(own.map((e) => [e.field, e.message])));
      checkout.form.setErrors(
        Object.fromEntries(theirs.map((e) => [e.field.replace(/^travelers\.0\./, ''), e.message])),
      );
      focusFirstError(checkout.formRef.current);
      return true;
    },
  });

  if (gone || isGone(quote.error))
    return (
      <CheckoutDeadEnd
        title={t('flight.goneTitle')}
        description={t('flight.gone')}
        to={backToSearch}
        action={t('flight.searchAgain')}
      />
    );

  const current = priced?.price.total;
  const changed = current !== undefined && current !== agreed;
  // The price the change is from: the one agreed while it is not accepted, else the one before.
  const from = changed ? agreed : before;
  const failure = checkout.error instanceof ApiError ? checkout.error : null;
  const first = offer.itineraries[0]?.segments[0];
  const last = offer.itineraries[0]?.segments.at(-1);
  const roundTrip = offer.itineraries.length > 1;

  return (
    <CheckoutFrame
      checkout={checkout}
      lead={t('flight.lead')}
      summaryTitle={t('flight.summary')}
      summaryId="flight-title"
      item={{
        subject: {
          name: first && last ? routeText(first.from.code, last.to.code, lang, roundTrip) : '',
          featuredImage: FLIGHT_PICTURE,
        },
        lines: (
          <Stack gap={2}>
            {offer.itineraries.map((it) => (
              <WayLine
                key={`${it.segments[0]?.flightNumber}-${it.segments[0]?.from.at}`}
                way={it}
                t={t}
                lang={lang}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t('flight.passengers', { count: offer.passengers })}
              {offer.cabin ? ` · ${t(`flight.cabin.${offer.cabin}`)}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {namesList(
                [...new Set(offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrierName)))],
                lang,
              )}
            </Text>
          </Stack>
        ),
      }}
      aside={
        quote.isPending ? (
          <Skeleton h={130} />
        ) : quote.isError ? (
          <ErrorState message={t('checkout.quoteFailed')} onRetry={() => void quote.refetch()} />
        ) : priced ? (
          <Fare offer={priced} lang={lang} t={t} />
        ) : null
      }
      choice={
        <TravellersSection
          checkout={checkout}
          form={travellers}
          today={today}
          lastDay={lastDay}
          lang={lang}
        />
      }
      guest={{ title: t('flight.contactTitle'), names: false }}
      payment={{ accepted: ['creditCard'], payLaterLabel: '', payLaterNote: '' }}
      afterPayment={<BillingSection form={travellers} lang={lang} />}
      body={(values) =>
        current === undefined || changed
          ? null
          : {
              type: 'flight',
              offer: offer.token,
              acceptedTotal: current,
              // Checked with the form (the terms are required to send it).
              agreeTerms: values.terms,
              travelers: travellers.getValues().travelers.map((v, i) => ({
                firstName: i === 0 ? checkout.form.getValues().firstName.trim() : v.firstName.trim(),
                lastName: i === 0 ? checkout.form.getValues().lastName.trim() : v.lastName.trim(),
                dateOfBirth: v.dateOfBirth,
                nationality: v.nationality,
                documentType: v.documentType,
                documentNumber: documentNumberOf(v.documentNumber),
                documentExpiry: v.documentExpiry,
              })),
              billingAddress: {
                line: travellers.getValues().billingAddress.line.trim(),
                city: travellers.getValues().billingAddress.city.trim(),
                postalCode: travellers.getValues().billingAddress.postalCode.trim(),
                country: travellers.getValues().billingAddress.country,
              },
            }
      }
      failure={
        <>
          {current !== undefined && from !== null && from !== current ? (
            <Alert color="orange" role="alert" title={t('flight.priceChangedTitle')}>
              <Stack gap="xs">
                <Text size="sm">
                  {t('flight.priceChanged', {
                    from: `\u2068${formatMoney(from, offer.price.currency, lang)}\u2069`,
                    to: `\u2068${formatMoney(current, offer.price.currency, lang)}\u2069`,
                  })}
                </Text>
                <Checkbox
                  label={t('flight.acceptPrice', {
                    amount: `\u2068${formatMoney(current, offer.price.currency, lang)}\u2069`,
                  })}
                  checked={!changed}
                  onChange={(e) => {
                    if (e.currentTarget.checked) {
                      setBefore(agreed);
                      setAgreed(current);
                      setAnswered(checkout.error);
                    } else setAgreed(from);
                  }}
                />
              </Stack>
            </Alert>
          ) : null}
          {!failure || failure === answered ? null : failure.code === 'already_booked' ? (
            <Alert color="orange" role="alert" title={failure.message}>
              <Anchor component={Link} to={backToSearch}>
                {t('flight.searchAgain')}
              </Anchor>
            </Alert>
          ) : failure.code === 'price_changed' ? (
            // Said above once priced again; asked again and found unchanged, it may be sent as it is.
            from !== null && from !== current ? null : (
              <Alert color="orange" role="alert">
                {failure.message}
              </Alert>
            )
          ) : (
            <Alert color="red" role="alert" title={t('checkout.failed')}>
              {failure.errors.length === 0 ? failure.message : null}
            </Alert>
          )}
          {!failure && checkout.error ? (
            <Alert color="red" role="alert">
              {t('checkout.failed')}
            </Alert>
          ) : null}
        </>
      }
      disabled={!priced || changed || !kept.bookable}
      submitLabel={
        current !== undefined
          ? t('flight.submit', { amount: formatMoney(current, offer.price.currency, lang) })
          : undefined
      }
    />
  );
}

/** One way in the aside: its day, times on each airport's clock, first flight number and stops. */
function WayLine({
  way,
  t,
  lang,
}: {
  way: FlightOfferDto['itineraries'][number];
  t: TFunction<'booking'>;
  lang: Language;
}) {
  const first = way.segments[0];
  const last = way.segments.at(-1);
  if (!first || !last) return null;
  return (
    <div>
      <Text size="sm">
        {flightDay(first.from.at, lang)} · <bdi>{first.flightNumber}</bdi>
      </Text>
      <Text size="sm">
        <bdi>{clockTime(first.from.at, lang)}</bdi> – <bdi>{clockTime(last.to.at, lang)}</bdi>
        {way.dayShift > 0 ? <sup>+{way.dayShift}</sup> : null} ·{' '}
        {way.stops > 0 ? t('flight.stops', { count: way.stops }) : t('flight.direct')}
      </Text>
    </div>
  );
}

/** The fare as the provider prices it now: base, taxes and fees (total − base), total, per passenger. */
function Fare({ offer, lang, t }: { offer: FlightOfferDto; lang: Language; t: TFunction<'booking'> }) {
  const money = (minor: number) => formatMoney(minor, offer.price.currency, lang);
  const row = (label: string, amount: string, strong = false) => (
    <AmountRow label={label} amount={amount} strong={strong} />
  );
  return (
    <Stack gap={6} role="group" aria-label={t('checkout.priceTitle')}>
      {row(t('flight.fare'), money(offer.price.base))}
      {row(t('flight.taxes'), money(offer.price.total - offer.price.base))}
      <Divider my={4} />
      {row(t('checkout.total'), money(offer.price.total), true)}
      {offer.passengers > 1 ? row(t('flight.perPassenger'), money(offer.price.perPassenger)) : null}
    </Stack>
  );
}
