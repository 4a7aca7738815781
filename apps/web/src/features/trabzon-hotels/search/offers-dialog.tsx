import { Alert, Modal, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListLoading } from '../../../components/states/list-loading';
import { useTranslation } from '../../../lib/use-translation';
import { hotelOffersQuery } from '../trabzon-hotels-api';
import type { StaySearch } from '../utils/stay-search';
import { RoomOfferCard } from './room-offer-card';
import { StaySummary } from './stay-summary';

export interface OffersFor {
  hotelId: string;
  name: string;
}

/**
 * A hotel's room offers for the stay, in a dialog (the whole screen on a phone): while they load,
 * when they fail (with Try again), when there are none, and the list with Book Now. Offers that
 * are sample prices (the live provider is down) cannot be booked, and the dialog says why.
 */
export function OffersDialog({
  hotel,
  stay,
  bookable,
  onClose,
}: {
  hotel: OffersFor | null;
  stay: StaySearch;
  /** Whether the list the hotel was chosen from may be booked. */
  bookable: boolean;
  onClose: () => void;
}) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(width < ${theme.breakpoints.sm})`) ?? false;
  return (
    <Modal
      opened={hotel !== null}
      onClose={onClose}
      title={hotel?.name}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      centered={!phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-h3-font-size)' } }}
    >
      {hotel ? <OffersBody hotel={hotel} stay={stay} bookable={bookable} /> : null}
    </Modal>
  );
}

function OffersBody({ hotel, stay, bookable }: { hotel: OffersFor; stay: StaySearch; bookable: boolean }) {
  const { t } = useTranslation('trabzonHotels');
  const offers = useQuery(hotelOffersQuery(hotel.hotelId, stay));
  const data = offers.data;
  let body: ReactNode;
  if (offers.isPending)
    body = (
      <ListLoading label={t('offers.loading')}>
        <Stack gap="sm">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={150} radius="md" />
          ))}
        </Stack>
      </ListLoading>
    );
  else if (offers.isError)
    body = (
      <ErrorState
        title={t('offers.failedTitle')}
        message={t('offers.failed')}
        onRetry={() => void offers.refetch()}
        retrying={offers.isFetching}
      />
    );
  else if (!data || data.offers.length === 0)
    body = <EmptyState title={t('offers.noneTitle')} description={t('offers.none')} />;
  else {
    const canBook = bookable && data.bookable;
    body = (
      <Stack gap="sm" component="section" aria-label={t('offers.list')}>
        {data.fallback ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconInfoCircle aria-hidden="true" />}
            title={t('results.fallbackTitle')}
          >
            {t('results.fallback')}
          </Alert>
        ) : null}
        {data.offers.map((offer) => (
          <RoomOfferCard
            key={offer.id}
            offer={offer}
            hotelId={hotel.hotelId}
            stay={stay}
            bookable={canBook}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <StaySummary stay={stay} nights={data?.nights} />
      </Text>
      {body}
    </Stack>
  );
}
