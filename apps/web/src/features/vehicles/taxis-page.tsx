import { placeName } from '@app/shared/vehicles/places';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Island } from '../../islands/island';
import { useAgencyTimeZone, useAgencyToday } from '../../lib/agency-time';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { WhyChooseUs } from './search/service-cards';
import { TaxiSearchForm } from './search/taxi-search-form';
import { VehicleResults } from './search/vehicle-results';
import {
  asksTaxi,
  earliestTaxi,
  readTaxiSearch,
  taxiQuery,
  taxiSearchParams,
} from './utils/taxi-search-params';
import { localTime, routeText } from './utils/vehicle-text';

/** `/taxis`: the search (the home search's Taxis tab lands here), then a price for each taxi class. */
export function TaxisView() {
  const { t } = useTranslation(['vehicles', 'pages']);
  const lang = currentLanguage();
  const today = useAgencyToday();
  const timeZone = useAgencyTimeZone();
  const [params, setParams] = useSearchParams();
  const { search, asked } = useMemo(
    () => readTaxiSearch(params, earliestTaxi(new Date(), timeZone)),
    [params, timeZone],
  );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('pages:taxis.title')}</Title>
        <Text c="dimmed">{t('pages:taxis.lead')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md" mb="xl">
        <TaxiSearchForm
          key={`${params.toString()}|${timeZone}`}
          initial={search}
          today={today}
          onSearch={(next) => setParams(taxiSearchParams(next))}
        />
      </Paper>
      {asked ? (
        <VehicleResults
          query={taxiQuery(search)}
          trip={{ ...search, pickupDate: search.date, pickupTime: search.time }}
          summary={({ km }) =>
            t('results.rideSummary', {
              route: routeText(placeName(search.pickup, lang), placeName(search.dropoff, lang), lang),
              km: formatNumber(km ?? 0, lang),
              when: localTime(`${search.date}T${search.time}`, lang),
            })
          }
        />
      ) : (
        <Stack gap="md">
          <Text>{t('taxi.about')}</Text>
          <WhyChooseUs />
        </Stack>
      )}
    </Container>
  );
}

/** `/taxis`: one island on a page sent light, alive at the first touch. */
export function TaxisPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <>
      {/* A search's results are not for crawlers; the page without one is. */}
      {asksTaxi(params) ? <PageMeta title={t('taxis.title')} description={t('taxis.lead')} noindex /> : null}
      <Island name="taxis" component={TaxisView} props={{}} when="interaction" />
    </>
  );
}
