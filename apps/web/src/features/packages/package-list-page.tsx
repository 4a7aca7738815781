import { PACKAGE_SORTS, type PackageSort } from '@app/shared/packages/catalog';
import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PackageCard } from '../../components/catalog/package-card';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LabelledPagination } from '../../components/states/labelled-pagination';
import { ListLoading } from '../../components/states/list-loading';
import { PastLastPage } from '../../components/states/past-last-page';
import { Island } from '../../islands/island';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { destinationsQuery } from '../destinations';
import { PackageFiltersForm } from './components/package-filters-form';
import { type PackageFilters, packageFiltersToParams, parsePackageFilters } from './package-filters';
import { usePackageSearch } from './packages-api';

const useDestinations = () => useQuery(destinationsQuery());

/** `/packages`: tour packages filtered by the home search and this page, in the URL. */
export function PackageListView() {
  const { t } = useTranslation('packages');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parsePackageFilters(params), [params]);
  const search = usePackageSearch(filters);
  const destinations = useDestinations();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const apply = (next: Partial<PackageFilters>, replace = true) =>
    setParams(packageFiltersToParams({ ...filters, page: 1, ...next }), { replace });
  const data = search.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.lead')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md" mb="lg">
        <PackageFiltersForm
          filters={filters}
          destinations={(destinations.data?.data ?? []).map((d) => ({ value: d.slug, label: d.name }))}
          onApply={(next) => apply(next, false)}
        />
      </Paper>

      <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
        <Title order={2} size="h4" ref={resultsRef} tabIndex={-1} aria-live="polite">
          {data ? t('list.results', { count: data.total }) : '\u00a0'}
        </Title>
        <Select
          aria-label={t('filters.sort')}
          data={PACKAGE_SORTS.map((s) => ({ value: s, label: t(`filters.sorts.${s}`) }))}
          value={filters.sort}
          onChange={(v) => apply({ sort: (v ?? 'popularity') as PackageSort })}
          allowDeselect={false}
          w={{ base: 190, sm: 220 }}
        />
      </Group>

      {search.isPending ? (
        <ListLoading label={t('list.loading')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={400} radius="lg" />
            ))}
          </SimpleGrid>
        </ListLoading>
      ) : search.isError ? (
        <ErrorState
          title={t('list.loadFailed')}
          message={
            search.error instanceof ApiError && search.error.status < 500 ? search.error.message : undefined
          }
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : data && data.data.length === 0 && data.total > 0 ? (
        <PastLastPage
          results={t('list.results', { count: data.total })}
          last={data.totalPages}
          onLast={() => apply({ page: data.totalPages })}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          title={t('list.noResultsTitle')}
          description={t('list.noResults')}
          action={
            <Button variant="light" onClick={() => setParams(new URLSearchParams())}>
              {t('list.clearFilters')}
            </Button>
          }
        />
      ) : data ? (
        <Stack gap="xl">
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.data.map((trip) => (
              <PackageCard key={trip._id} trip={trip} window={filters} />
            ))}
          </SimpleGrid>
          {data.totalPages > 1 ? (
            <Box component="nav" aria-label={t('list.pagination')}>
              <LabelledPagination
                total={data.totalPages}
                value={filters.page}
                onChange={(page) => {
                  apply({ page }, false);
                  resultsRef.current?.focus();
                }}
                mx="auto"
                w="fit-content"
              />
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Container>
  );
}

/** `/packages`: the tours with their filters; one island on a page sent light. */
export function PackageListPage() {
  return <Island name="package-list" component={PackageListView} props={{}} when="interaction" />;
}
