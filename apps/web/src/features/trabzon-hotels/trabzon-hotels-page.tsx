import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicSettings } from '../../components/layout/use-public-settings';
import { Island } from '../../islands/island';
import { useAgencyToday } from '../../lib/agency-time';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { HotelResults } from './search/hotel-results';
import { StaySearchForm } from './search/stay-search-form';
import { asksStay, OFFERS_PARAM, readStay, stayParams } from './utils/stay-search';

/**
 * `/trabzon-hotels`: the stay (its address, from the agency's calendar's defaults when it names
 * none), then the best rated hotels around Trabzon and Rize for it, each with its room offers.
 */
export function TrabzonHotelsView() {
  const { t } = useTranslation(['trabzonHotels', 'pages']);
  const settings = usePublicSettings();
  const today = useAgencyToday();
  const [params, setParams] = useSearchParams();
  const { stay } = useMemo(() => readStay(params, today), [params, today]);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('pages:trabzonHotels.title')}</Title>
        <Text c="dimmed">{t('pages:trabzonHotels.lead')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md" mb="xl">
        <StaySearchForm
          key={`${params.toString()}|${today}`}
          initial={stay}
          today={today}
          onSearch={(next) => setParams(stayParams(next))}
        />
      </Paper>
      <HotelResults
        stay={stay}
        // The defaults are the agency's calendar's: its time zone comes with the public settings.
        enabled={!settings.isPending}
        offersOf={params.get(OFFERS_PARAM)}
      />
    </Container>
  );
}

/** `/trabzon-hotels`: one island on a page sent light, alive at the first touch. */
export function TrabzonHotelsPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <>
      {/* A search's results are not for crawlers; the page without one is. */}
      {asksStay(params) ? (
        <PageMeta title={t('trabzonHotels.title')} description={t('trabzonHotels.lead')} noindex />
      ) : null}
      <Island
        name="trabzon-hotels"
        component={TrabzonHotelsView}
        props={{}}
        // The way back from a checkout names a hotel: its offers open at once.
        when={params.has(OFFERS_PARAM) ? 'carried' : 'interaction'}
      />
    </>
  );
}
