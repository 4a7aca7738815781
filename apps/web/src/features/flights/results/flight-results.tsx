import type { FlightOfferDto, FlightSearchDto } from '@app/shared/travel/responses';
import {
  Alert,
  Box,
  Button,
  Drawer,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconPlaneOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListLoading } from '../../../components/states/list-loading';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { flightSearchQuery } from '../flights-api';
import { type FlightSearch, flightSearchParams } from '../utils/flight-search-params';
import { routeText } from '../utils/flight-text';
import {
  FLIGHT_SORTS,
  type FlightSort,
  filterFlights,
  filtersSet,
  NO_FILTERS,
  sortFlights,
} from '../utils/sort-flights';
import { FlightCard } from './flight-card';
import { FlightDetailsDialog } from './flight-details-dialog';
import { FlightFiltersPanel } from './flight-filters';
import classes from './flight-results.module.css';

/**
 * The server's answer to a search: skeletons while it runs; the spec's words when it fails, with a
 * Try again that asks again; the spec's words when nothing flies; else the offers found.
 */
export function FlightResults({ search }: { search: FlightSearch }) {
  const { t } = useTranslation('flights');
  const query = useQuery(flightSearchQuery(flightSearchParams(search)));
  if (query.isPending)
    return (
      <ListLoading label={t('results.searching')}>
        <Stack gap="md">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={150} radius="lg" />
          ))}
        </Stack>
      </ListLoading>
    );
  if (query.isError)
    return (
      <ErrorState
        title={t('results.failedTitle')}
        message={t('results.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.offers.length === 0)
    return (
      <EmptyState
        icon={<IconPlaneOff aria-hidden="true" />}
        title={t('results.noneTitle')}
        description={t('results.none')}
      />
    );
  return <FoundFlights data={query.data} search={search} />;
}

function FoundFlights({ data, search }: { data: FlightSearchDto; search: FlightSearch }) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const [sort, setSort] = useState<FlightSort>('best');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [chosen, setChosen] = useState<FlightOfferDto | null>(null);
  const [drawer, setDrawer] = useState(false);
  const carriers = useMemo(() => {
    const found = new Map<string, string>();
    for (const offer of data.offers)
      for (const it of offer.itineraries)
        for (const s of it.segments) found.set(s.carrier, data.carriers[s.carrier] ?? s.carrierName);
    return [...found]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
  }, [data, lang]);
  const shown = useMemo(() => sortFlights(filterFlights(data.offers, filters), sort), [data, filters, sort]);
  const narrowed = filtersSet(filters);
  const roundTrip = search.tripType === 'roundTrip';
  const days = [search.departureDate, ...(roundTrip ? [search.returnDate] : [])]
    .map((d) => formatDate(d, lang, { weekday: 'short', day: 'numeric', month: 'short', year: undefined }))
    .join(' – ');
  const panel = (idPrefix: string) => (
    <FlightFiltersPanel filters={filters} carriers={carriers} idPrefix={idPrefix} onChange={setFilters} />
  );

  return (
    <section aria-labelledby="flight-results-title">
      {data.fallback ? (
        <Alert
          color="yellow"
          mb="md"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('results.fallbackTitle')}
        >
          {t('results.fallback')}
        </Alert>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={2} size="h3" id="flight-results-title">
            {t('results.heading', { count: data.offers.length })}
          </Title>
          <Text c="dimmed" size="sm">
            {routeText(search.origin, search.destination, lang, roundTrip)} · {days} ·{' '}
            {t('passengers', { count: search.passengers })} · {t(`cabin.${search.cabin}`)}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('results.sortBy')}
          value={sort}
          onChange={(value) => setSort(value as FlightSort)}
          data={FLIGHT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
          className={classes.sort}
        />
      </Group>
      <Button
        hiddenFrom="md"
        variant="default"
        mb="md"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        onClick={() => setDrawer(true)}
      >
        {narrowed ? t('filters.titleSet') : t('filters.title')}
      </Button>
      <div className={classes.layout}>
        <Box component="aside" visibleFrom="md" aria-labelledby="flight-filters-title">
          <Paper withBorder radius="lg" p="md" className={classes.filters}>
            <Title order={2} size="h5" id="flight-filters-title" mb="md">
              {t('filters.title')}
            </Title>
            {panel('flight-filters')}
          </Paper>
        </Box>
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {narrowed ? t('results.shown', { shown: shown.length, count: data.offers.length }) : ''}
          </Text>
          {shown.length === 0 ? (
            <EmptyState
              title={t('filters.noneTitle')}
              description={t('filters.none')}
              action={
                <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
                  {t('filters.reset')}
                </Button>
              }
            />
          ) : (
            shown.map((offer) => (
              <FlightCard
                key={offer.id}
                offer={offer}
                carriers={data.carriers}
                onSelect={() => setChosen(offer)}
              />
            ))
          )}
        </Stack>
      </div>
      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        title={t('filters.title')}
        position="bottom"
        size="auto"
        closeButtonProps={{ 'aria-label': t('filters.close') }}
      >
        {panel('flight-filters-drawer')}
        <Button fullWidth mt="lg" onClick={() => setDrawer(false)}>
          {t('filters.show', { count: shown.length })}
        </Button>
      </Drawer>
      <FlightDetailsDialog
        offer={chosen}
        carriers={data.carriers}
        search={search}
        bookable={data.bookable}
        onClose={() => setChosen(null)}
      />
    </section>
  );
}
