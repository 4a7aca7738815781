import type { Language } from '@app/shared/i18n/languages';
import {
  AIRPORT_FREE_WAIT_MINUTES,
  type RentalExtra,
  type VehicleService,
} from '@app/shared/vehicles/catalog';
import { placeName } from '@app/shared/vehicles/places';
import { Alert, Anchor, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { isNotFound } from '../../../lib/not-found';
import { useTranslation } from '../../../lib/use-translation';
import { CheckoutFrame, useCheckout } from '../../bookings';
import { localTime, routeText } from '../utils/vehicle-text';
import { readVehicleTrip, tripBody } from '../utils/vehicle-trip-params';
import { useVehicleClass, useVehicleQuote } from '../vehicles-api';

/** Where a traveller goes back to choose again: the service's own page. */
const SEARCH_PAGE: Record<VehicleService, string> = {
  rental: '/car-transfers',
  transfer: '/car-transfers?service=transfer',
  taxi: '/taxis',
};

/**
 * `/booking?type=car_rental|transfer|taxi&classId&pickup&dropoff&pickupDate&pickupTime…`: the
 * checkout of a vehicle. The class is named in the reader's language; the price is the server's
 * quote (a rental's extras chosen here are asked for again). A transfer takes its flight and the
 * name on the driver's sign. Paid by card, or on pickup (rentals) or to the driver (rides).
 */
export function VehicleCheckoutView({ service }: { service: VehicleService }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const asked = useMemo(() => readVehicleTrip(params, service), [params, service]);
  const [extras, setExtras] = useState<RentalExtra[]>(asked?.extras ?? []);
  const [flightNumber, setFlightNumber] = useState(asked?.flightNumber ?? '');
  const [nameSign, setNameSign] = useState(asked?.nameSign ?? '');
  const trip = asked ? { ...asked, extras } : null;
  const vehicle = useVehicleClass(trip?.classId);
  const quote = useVehicleQuote(
    service,
    trip ? { ...trip, flightNumber: undefined, nameSign: undefined } : null,
  );
  const rental = service === 'rental';
  const checkout = useCheckout({ accepted: ['creditCard', 'payAtHotel'] });
  const searchPage = SEARCH_PAGE[service];

  if (!trip)
    return (
      <CheckoutDeadEnd
        title={t('checkout.title')}
        description={t('vehicle.missing')}
        to={searchPage}
        action={t('vehicle.backToSearch')}
      />
    );
  if (isNotFound(vehicle.error) || isNotFound(quote.error))
    return (
      <CheckoutDeadEnd
        title={t('vehicle.classGoneTitle')}
        description={t('vehicle.classGone')}
        to={searchPage}
        action={t('vehicle.backToSearch')}
      />
    );

  const offer = quote.data;
  const gone = checkout.error instanceof ApiError && checkout.error.code === 'vehicle_unavailable';
  return (
    <CheckoutFrame
      checkout={checkout}
      body={() => ({
        ...tripBody(service, { ...trip, flightNumber: flightNumber.trim(), nameSign: nameSign.trim() }),
      })}
      lead={t(rental ? 'vehicle.leadRental' : 'vehicle.leadRide')}
      summaryTitle={t(rental ? 'vehicle.summaryRental' : 'vehicle.summaryRide')}
      summaryId="vehicle-title"
      item={{
        subject: vehicle.data
          ? { name: `${vehicle.data.name} · ${vehicle.data.model}`, featuredImage: vehicle.data.image }
          : undefined,
        pending: vehicle.isPending,
        height: 110,
        lines: (
          <>
            <Text size="sm">
              {routeText(placeName(trip.pickup, lang), placeName(trip.dropoff, lang), lang)}
            </Text>
            <Text size="sm" c="dimmed">
              {localTime(`${trip.pickupDate}T${trip.pickupTime}`, lang)}
              {rental && trip.returnDate && trip.returnTime
                ? ` – ${localTime(`${trip.returnDate}T${trip.returnTime}`, lang)}`
                : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {rental && offer?.days ? `${t('vehicle.days', { count: offer.days })} · ` : ''}
              {t('vehicle.passengers', { count: trip.passengers })}
              {offer?.km != null ? ` · ${t('vehicle.km', { km: offer.km })}` : ''}
            </Text>
            {offer?.oneWayFee ? (
              <Text size="sm" c="dimmed">
                {t('vehicle.oneWayIncluded', { amount: formatMoney(offer.oneWayFee, offer.currency, lang) })}
              </Text>
            ) : null}
          </>
        ),
      }}
      quote={{
        query: quote,
        height: 120,
        saysRefusal: true,
        unavailable: (q) => (
          <Alert
            color="orange"
            title={t(q.reason === 'too_many_passengers' ? 'vehicle.tooSmall' : 'vehicle.unavailableTitle')}
          >
            <Anchor component={Link} to={searchPage}>
              {t('vehicle.chooseRide')}
            </Anchor>
          </Alert>
        ),
        subtotalLabel: t(rental ? 'vehicle.rentalPrice' : 'vehicle.ridePrice'),
      }}
      aside={
        rental && offer?.extras.length ? (
          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t('vehicle.extrasTitle')}
            </Text>
            {offer.extras.map((e) => (
              <Checkbox
                key={e.code}
                checked={extras.includes(e.code)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setExtras((now) => (on ? [...now, e.code] : now.filter((x) => x !== e.code)));
                }}
                label={`${t(`vehicle.extra.${e.code}`)} · ${formatMoney(e.amount, offer.currency, lang)}`}
              />
            ))}
          </Stack>
        ) : null
      }
      choice={
        service === 'transfer' ? (
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="meet-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="meet-title">
                {t('vehicle.flight')}
              </Title>
              <TextInput
                label={t('vehicle.flightLabel')}
                description={
                  trip.pickup.code === 'TZX'
                    ? t('vehicle.flightHint', { minutes: AIRPORT_FREE_WAIT_MINUTES })
                    : undefined
                }
                dir="ltr"
                autoCapitalize="characters"
                value={flightNumber}
                onChange={(e) => setFlightNumber(e.currentTarget.value)}
              />
              <TextInput
                label={t('vehicle.nameSignLabel')}
                description={t('vehicle.nameSignHint')}
                value={nameSign}
                onChange={(e) => setNameSign(e.currentTarget.value)}
              />
            </Stack>
          </Paper>
        ) : undefined
      }
      requestsHint={t('vehicle.requestsHint')}
      payment={{
        accepted: ['creditCard', 'payAtHotel'],
        payLaterLabel: t(rental ? 'vehicle.payOnPickup' : 'vehicle.payDriver'),
        payLaterNote: t(rental ? 'vehicle.payOnPickupNote' : 'vehicle.payDriverNote'),
      }}
      failure={
        gone ? (
          <Alert color="orange" role="alert" title={t('vehicle.unavailableTitle')}>
            <Anchor component={Link} to={searchPage}>
              {t('vehicle.chooseRide')}
            </Anchor>
          </Alert>
        ) : undefined
      }
    />
  );
}
