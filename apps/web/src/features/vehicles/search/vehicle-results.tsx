import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListLoading } from '../../../components/states/list-loading';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { vehicleSearchQuery } from '../vehicles-api';
import { checkoutHref, type SearchedTrip } from './checkout-href';
import { VehicleOfferCard } from './vehicle-offer-card';

/**
 * The server's answer to a search (`query`, service included): a card per class, free ones first
 * as the server orders them; its own states while it runs, when it fails and when nothing matches.
 */
export function VehicleResults({
  query,
  trip,
  summary,
  onAnyType,
}: {
  query: URLSearchParams;
  trip: SearchedTrip;
  /** The trip in a line, under the count. */
  summary: (found: { km: number | null; days: number | null }) => string;
  /** A search of one car type that found none may widen to every type. */
  onAnyType?: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const search = useQuery(vehicleSearchQuery(query));
  const data = search.data;
  if (search.isPending)
    return (
      <ListLoading label={t('results.searching')}>
        <Stack gap="md">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={180} radius="lg" />
          ))}
        </Stack>
      </ListLoading>
    );
  if (search.isError)
    return (
      <ErrorState
        title={t('results.failed')}
        message={
          search.error instanceof ApiError && search.error.status < 500 ? search.error.message : undefined
        }
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  if (!data) return null;
  if (data.offers.length === 0)
    return (
      <EmptyState
        title={t('results.noneTitle')}
        description={t('results.none')}
        action={
          onAnyType ? (
            <Button variant="light" onClick={onAnyType}>
              {t('results.anyType')}
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <Stack gap="md" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }} aria-busy={search.isFetching}>
      <div>
        <Title order={2} size="h3">
          {t('results.heading', { count: data.offers.length })}
        </Title>
        <Text c="dimmed" size="sm">
          {summary({ km: data.km, days: data.days })}
        </Text>
      </div>
      {data.offers.map((offer) => (
        <VehicleOfferCard
          key={offer.classId}
          offer={offer}
          href={checkoutHref(offer.service, offer.classId, trip)}
        />
      ))}
    </Stack>
  );
}
