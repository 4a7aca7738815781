import type { TrabzonHotelsDto } from '@app/shared/travel/responses';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListLoading } from '../../../components/states/list-loading';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { trabzonHotelsQuery } from '../trabzon-hotels-api';
import { OFFERS_PARAM, type StaySearch } from '../utils/stay-search';
import { OffersDialog, type OffersFor } from './offers-dialog';
import { StaySummary } from './stay-summary';
import { TrabzonHotelCard } from './trabzon-hotel-card';
import classes from './trabzon-hotels.module.css';

/** The skeleton cards while the hotels load: as many as fill a wide screen's first rows. */
const LOADING_CARDS = 6;

/**
 * The server's answer for a stay: the hotels as it ordered them (at most 20, never padded), each
 * with View Offers; its own states while it runs, when it fails, when the server refuses the stay
 * (in its words), when nothing is found, and when its prices are samples that cannot be booked.
 */
export function HotelResults({
  stay,
  enabled = true,
  offersOf = null,
}: {
  stay: StaySearch;
  /** False until the agency's calendar is known (the stay's defaults come from it). */
  enabled?: boolean;
  /** The hotel whose offers the address opens. */
  offersOf?: string | null;
}) {
  const { t } = useTranslation('trabzonHotels');
  const search = useQuery({ ...trabzonHotelsQuery(stay), enabled });
  const [chosen, setChosen] = useState<OffersFor | null>(null);
  const [openedFromAddress, setOpenedFromAddress] = useState(false);
  const data = search.data;
  // The address may name a hotel whose offers open with the page (the way back from a checkout).
  const fromAddress =
    !openedFromAddress && offersOf ? data?.hotels.find((h) => h.hotelId === offersOf) : undefined;
  const open = chosen ?? (fromAddress ? { hotelId: fromAddress.hotelId, name: fromAddress.name } : null);

  if (search.isPending)
    return (
      <ListLoading label={t('results.searching')}>
        <div className={classes.grid}>
          {Array.from({ length: LOADING_CARDS }, (_, n) => n).map((n) => (
            <Skeleton key={n} h={420} radius="lg" />
          ))}
        </div>
      </ListLoading>
    );
  if (search.isError) {
    const error = search.error;
    // A stay the server refuses (check-out not after check-in, an edited address) is said in its words.
    const refused = error instanceof ApiError && error.status === 400 ? error : null;
    if (refused)
      return (
        <Alert color="orange" role="alert" title={t('results.refusedTitle')}>
          {refused.errors.length
            ? refused.errors.map((e) => <div key={e.field}>{e.message}</div>)
            : refused.message}
        </Alert>
      );
    return (
      <ErrorState
        title={t('results.failedTitle')}
        message={t('results.failed')}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }
  if (!data) return null;
  if (data.hotels.length === 0)
    return <EmptyState title={t('results.noneTitle')} description={t('results.none')} />;
  return (
    <Stack gap="md" aria-busy={search.isFetching}>
      <div>
        <Title order={2} size="h3">
          {t('results.heading', { count: data.hotels.length })}
        </Title>
        <Text c="dimmed" size="sm">
          <StaySummary stay={stay} nights={data.nights} />
        </Text>
      </div>
      <FallbackNotice data={data} />
      <div className={classes.grid}>
        {data.hotels.map((hotel, index) => (
          <TrabzonHotelCard
            key={hotel.hotelId}
            hotel={hotel}
            index={index}
            onViewOffers={() => setChosen({ hotelId: hotel.hotelId, name: hotel.name })}
          />
        ))}
      </div>
      <OffersDialog
        hotel={open}
        stay={stay}
        bookable={data.bookable}
        onClose={() => {
          setChosen(null);
          setOpenedFromAddress(true);
          forgetOffersInAddress();
        }}
      />
    </Stack>
  );
}

/** Said above the list when its prices are the offline provider's samples (the live one is down). */
function FallbackNotice({ data }: { data: TrabzonHotelsDto }) {
  const { t } = useTranslation('trabzonHotels');
  if (!data.fallback && data.bookable) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('results.fallbackTitle')}
    >
      {t('results.fallback')}
    </Alert>
  );
}

/**
 * The offers an address opened (the checkout's "other offers" link) are closed: the address stops
 * naming them, so a reload or a shared link shows the list. Only the history entry changes; nothing
 * is fetched or rendered again.
 */
function forgetOffersInAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(OFFERS_PARAM)) return;
  url.searchParams.delete(OFFERS_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
