import { HOTEL_SORTS, type HotelSort } from '@app/shared/hotels/catalog';
import {
  Box,
  Button,
  Container,
  Drawer,
  Grid,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CardsBelowMap } from '../../components/catalog/cards-below-map';
import { FiltersBeside, FiltersButton } from '../../components/catalog/filters-placement';
import { HotelCard } from '../../components/catalog/hotel-card';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LabelledPagination } from '../../components/states/labelled-pagination';
import { ListLoading } from '../../components/states/list-loading';
import { PastLastPage } from '../../components/states/past-last-page';
import { Island } from '../../islands/island';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useHotelSearch } from './api/hotels-api';
import { activeFilterCount, HotelFiltersForm } from './components/hotel-filters';
import { HotelResultsMap } from './components/hotel-results-map';
import {
  type HotelFilters,
  hotelFiltersToParams,
  parseHotelFilters,
  stayParams,
} from './utils/search-params';

export function HotelListView() {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHotelFilters(params), [params]);
  const search = useHotelSearch(filters);
  const [drawerOpen, drawer] = useDisclosure(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const apply = (next: HotelFilters, replace = false) => {
    setParams(hotelFiltersToParams(next), { replace });
    drawer.close();
  };
  const stayQuery = stayParams(filters);
  const count = activeFilterCount(filters);
  const data = search.data;

  const form = <HotelFiltersForm filters={filters} onApply={(f) => apply(f)} />;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.lead')}</Text>
      </Stack>
      <Grid gap="xl">
        <FiltersBeside>{form}</FiltersBeside>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
            <Title order={2} size="h4" ref={resultsRef} tabIndex={-1} aria-live="polite">
              {data ? t('list.results', { count: data.total }) : '\u00a0'}
            </Title>
            <Group gap="sm" wrap="wrap">
              <SegmentedControl
                aria-label={t('list.viewAs')}
                data={[
                  { value: 'list', label: t('list.viewList') },
                  { value: 'map', label: t('list.viewMap') },
                ]}
                value={filters.view}
                onChange={(v) => apply({ ...filters, view: v === 'map' ? 'map' : 'list', page: 1 }, true)}
              />
              <FiltersButton onClick={drawer.open}>
                {count ? t('list.filtersCount', { count }) : t('list.filters')}
              </FiltersButton>
              <Select
                aria-label={t('filters.sort')}
                data={HOTEL_SORTS.map((s) => ({ value: s, label: t(`filters.sorts.${s}`) }))}
                value={filters.sort}
                onChange={(v) => apply({ ...filters, sort: (v ?? 'popularity') as HotelSort, page: 1 }, true)}
                allowDeselect={false}
                w={{ base: 170, sm: 210 }}
              />
            </Group>
          </Group>

          {search.isPending ? (
            <ListLoading label={t('list.loading')}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {[1, 2, 3, 4, 5, 6].map((n) => (
                  <Skeleton key={n} h={380} radius="lg" />
                ))}
              </SimpleGrid>
            </ListLoading>
          ) : search.isError ? (
            <ErrorState
              title={t('list.loadFailed')}
              message={search.error instanceof ApiError ? search.error.message : undefined}
              onRetry={() => void search.refetch()}
              retrying={search.isFetching}
            />
          ) : data && data.data.length === 0 && data.total > 0 ? (
            <PastLastPage
              results={t('list.results', { count: data.total })}
              last={data.totalPages}
              onLast={() => apply({ ...filters, page: data.totalPages }, true)}
            />
          ) : data && data.data.length === 0 && data.largestRoom ? (
            <EmptyState
              title={t('list.tooManyGuestsTitle', { count: filters.guests ?? 1 })}
              description={t('list.tooManyGuests')}
              action={
                <Button
                  variant="light"
                  onClick={() => apply({ ...filters, guests: data.largestRoom, page: 1 })}
                >
                  {t('list.searchFewer', { count: data.largestRoom })}
                </Button>
              }
            />
          ) : data && data.data.length === 0 ? (
            <EmptyState
              title={t('list.noResultsTitle')}
              description={t('list.noResults')}
              action={
                <Button variant="light" onClick={() => apply(parseHotelFilters(new URLSearchParams()))}>
                  {t('list.clearFilters')}
                </Button>
              }
            />
          ) : data && filters.view === 'map' ? (
            <Stack gap="xl">
              <HotelResultsMap hotels={data.data} total={data.total} stayQuery={stayQuery} />
              <CardsBelowMap label={t('list.mapList')}>
                {data.data.map((hotel) => (
                  <HotelCard key={hotel._id} hotel={hotel} stayQuery={stayQuery} />
                ))}
              </CardsBelowMap>
            </Stack>
          ) : data ? (
            <Stack gap="xl">
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="lg"
                style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
              >
                {data.data.map((hotel) => (
                  <HotelCard key={hotel._id} hotel={hotel} stayQuery={stayQuery} />
                ))}
              </SimpleGrid>
              {data.totalPages > 1 ? (
                <Box component="nav" aria-label={t('list.pagination')}>
                  <LabelledPagination
                    total={data.totalPages}
                    value={filters.page}
                    onChange={(page) => {
                      apply({ ...filters, page });
                      resultsRef.current?.focus();
                      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    }}
                    mx="auto"
                    w="fit-content"
                  />
                </Box>
              ) : null}
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title={t('list.filters')}
        position="bottom"
        size="90%"
        closeButtonProps={{ 'aria-label': t('list.closeFilters') }}
      >
        {form}
      </Drawer>
    </Container>
  );
}

/**
 * `/hotels`: the search, its filters and results; one island on a page sent light, which comes
 * alive at once when the map is the view asked for (it is the page's content).
 */
export function HotelListPage() {
  const [params] = useSearchParams();
  const map = parseHotelFilters(params).view === 'map';
  return (
    <Island name="hotel-list" component={HotelListView} props={{}} when={map ? 'visible' : 'interaction'} />
  );
}
