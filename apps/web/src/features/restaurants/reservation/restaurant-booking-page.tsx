import type { Language } from '@app/shared/i18n/languages';
import type { RestaurantDetailDto } from '@app/shared/restaurants/schemas';
import { Container, Skeleton } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CheckoutDeadEnd } from '../../../components/checkout/checkout-dead-end';
import { ErrorState } from '../../../components/states/error-state';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { isNotFound } from '../../../lib/not-found';
import { PageMeta } from '../../../lib/page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { useRestaurant } from '../api/restaurants-api';
import { ReservationForm } from './reservation-form';
import { type ReservationRequest, readReservation } from './reservation-params';

/**
 * `/restaurant-booking?restaurant=…&date=…&time=…&partySize=…&requests=…`: the table chosen on a
 * restaurant's page, the guest's details, and Reserve. Nothing is paid.
 */
export function RestaurantBookingView() {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => readReservation(params), [params]);
  const restaurant = useRestaurant(request?.restaurant);

  if (!request)
    return (
      <CheckoutDeadEnd
        head={<PageMeta title={t('restaurant.missingTitle')} description={t('restaurant.missing')} noindex />}
        title={t('restaurant.missingTitle')}
        description={t('restaurant.missing')}
        to="/restaurants"
        action={t('restaurant.backToRestaurants')}
      />
    );

  if (isNotFound(restaurant.error))
    return (
      <CheckoutDeadEnd
        head={
          <PageMeta
            title={t('restaurant.notFoundTitle')}
            description={t('restaurant.notFound')}
            noindex
            status={404}
          />
        }
        title={t('restaurant.notFoundTitle')}
        description={t('restaurant.notFound')}
        to="/restaurants"
        action={t('restaurant.backToRestaurants')}
      />
    );

  if (restaurant.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState onRetry={() => void restaurant.refetch()} />
      </Container>
    );

  if (!restaurant.data)
    return (
      <Container size="lg" py="xl" aria-busy="true">
        <Skeleton h={36} w="50%" mb="lg" />
        <Skeleton h={360} radius="lg" />
      </Container>
    );

  // A change of date, time or party is kept in the address (a reload or a shared link keeps it).
  const change = (next: Partial<ReservationRequest>) => {
    const merged = { ...request, ...next };
    const p = new URLSearchParams({
      restaurant: merged.restaurant,
      date: merged.date,
      time: merged.time,
      partySize: String(merged.partySize),
    });
    if (merged.requests) p.set('requests', merged.requests);
    setParams(p, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <ReservationMeta restaurant={restaurant.data} request={request} />
      <ReservationForm restaurant={restaurant.data} request={request} onChange={change} />
    </>
  );
}

function ReservationMeta({
  restaurant: r,
  request,
}: {
  restaurant: RestaurantDetailDto;
  request: ReservationRequest;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  return (
    <PageMeta
      title={t('restaurant.pageTitle', { name: r.name })}
      description={`${r.name} · ${formatDate(request.date, lang)} · ${formatTimeOfDay(request.time, lang)} · ${t('restaurant.party', { count: request.partySize })}`}
      image={r.featuredImage || undefined}
      imageAlt={r.name}
      noindex
    />
  );
}
