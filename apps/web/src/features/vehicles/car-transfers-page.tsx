import { placeName } from '@app/shared/vehicles/places';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Island } from '../../islands/island';
import { useAgencyToday } from '../../lib/agency-time';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { CarSearchForm } from './search/car-search-form';
import { ServiceCards, WhyChooseUs } from './search/service-cards';
import { VehicleResults } from './search/vehicle-results';
import { asksSearch, readSearch, searchParams, serverQuery } from './utils/vehicle-search-params';
import { localTime, routeText } from './utils/vehicle-text';

/** `/car-transfers`: the search, then the services and why us before a search, or the vehicles found. */
export function CarTransfersView() {
  const { t } = useTranslation(['vehicles', 'pages']);
  const lang = currentLanguage();
  const today = useAgencyToday();
  const [params, setParams] = useSearchParams();
  const { search, asked } = useMemo(() => readSearch(params, today), [params, today]);
  const from = placeName(search.pickup, lang);
  const to = placeName(search.dropoff, lang);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('pages:carTransfers.title')}</Title>
        <Text c="dimmed">{t('pages:carTransfers.lead')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md" mb="xl">
        <CarSearchForm
          key={`${params.toString()}|${today}`}
          initial={search}
          today={today}
          onSearch={(next) => setParams(searchParams(next))}
        />
      </Paper>
      {asked ? (
        <VehicleResults
          query={serverQuery(search)}
          trip={search}
          summary={({ km, days }) =>
            search.service === 'rental'
              ? t('results.rentalSummary', {
                  from: `${localTime(`${search.pickupDate}T${search.pickupTime}`, lang)} · ${from}`,
                  to: `${localTime(`${search.returnDate}T${search.returnTime}`, lang)} · ${to}`,
                  days: t('results.days', { count: days ?? 1 }),
                })
              : t('results.rideSummary', {
                  route: routeText(from, to, lang),
                  km: formatNumber(km ?? 0, lang),
                  when: localTime(`${search.pickupDate}T${search.pickupTime}`, lang),
                })
          }
          onAnyType={
            search.service === 'rental' && search.carType
              ? () => setParams(searchParams({ ...search, carType: null }))
              : undefined
          }
        />
      ) : (
        <Stack gap={48}>
          <ServiceCards today={today} />
          <WhyChooseUs />
        </Stack>
      )}
    </Container>
  );
}

/** `/car-transfers`: one island on a page sent light, alive at the first touch. */
export function CarTransfersPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <>
      {/* A search's results are not for crawlers; the page without one is. */}
      {asksSearch(params) ? (
        <PageMeta title={t('carTransfers.title')} description={t('carTransfers.lead')} noindex />
      ) : null}
      <Island name="car-transfers" component={CarTransfersView} props={{}} when="interaction" />
    </>
  );
}
