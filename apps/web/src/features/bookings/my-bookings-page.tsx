import { BOOKING_STATUSES, type BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LabelledPagination } from '../../components/states/labelled-pagination';
import { ListLoading } from '../../components/states/list-loading';
import { formatMoney } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { useMyBookings } from './api/booking-api';
import { StatusBadge } from './components/booking-summary';
import { bookingKind, bookingKinds } from './kinds/registry';

export function MyBookingsView() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const status = (BOOKING_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as BookingStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // With nothing booked yet, the first kind's link is where to start.
  const browse = bookingKinds().find((k) => k.browse)?.browse;
  const bookings = useMyBookings(page, status);
  const filters = [
    { value: 'all', label: t('list.all') },
    ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
  ];
  const setQuery = (next: { status?: string; page?: number }) => {
    const p = new URLSearchParams();
    if (next.status) p.set('status', next.status);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.lead')}</Text>
        </div>
        {/* Five statuses do not fit a phone's width side by side: there they are a list to pick from. */}
        <SegmentedControl
          visibleFrom="sm"
          w="fit-content"
          aria-label={t('list.filter')}
          value={status ?? 'all'}
          onChange={(v) => setQuery({ status: v === 'all' ? undefined : v })}
          data={filters}
        />
        <NativeSelect
          hiddenFrom="sm"
          label={t('list.filter')}
          value={status ?? 'all'}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setQuery({ status: v === 'all' ? undefined : v });
          }}
          data={filters}
        />
        {bookings.isPending ? (
          <ListLoading label={t('list.loading')}>
            <Stack>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={110} radius="lg" />
              ))}
            </Stack>
          </ListLoading>
        ) : bookings.isError ? (
          <ErrorState
            title={t('list.loadFailed')}
            onRetry={() => void bookings.refetch()}
            retrying={bookings.isFetching}
          />
        ) : bookings.data.data.length === 0 && status ? (
          // Nothing in this tab only: the traveller may well have other bookings.
          <EmptyState
            description={t(`list.emptyStatus.${status}`)}
            action={
              <Button variant="default" onClick={() => setQuery({})}>
                {t('list.showAll')}
              </Button>
            }
          />
        ) : bookings.data.data.length === 0 ? (
          <EmptyState
            description={t('list.empty')}
            action={
              browse ? (
                <Button component={Link} to={browse.to}>
                  {browse.label(t)}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack gap="md">
            {bookings.data.data.map((b) => {
              const kind = bookingKind(b.type);
              const { name, image } = kind.subject(b);
              return (
                <Card
                  key={b._id}
                  withBorder
                  radius="lg"
                  padding="md"
                  component="article"
                  aria-labelledby={`b-${b._id}`}
                >
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    {image ? (
                      <Image src={image} alt="" w={96} h={72} radius="md" fit="cover" visibleFrom="xs" />
                    ) : null}
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Text fw={700} id={`b-${b._id}`}>
                          {name}
                        </Text>
                        <StatusBadge status={b.status} />
                      </Group>
                      <Text size="sm">
                        <kind.ListLine booking={b} />
                      </Text>
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Text size="sm" c="dimmed" ff="monospace">
                          {b.reference}
                        </Text>
                        {kind.noPrice ? (
                          <Text size="sm" c="dimmed">
                            {kind.noPrice(t)}
                          </Text>
                        ) : (
                          <Text fw={700}>
                            <bdi>{formatMoney(b.total, b.currency, lang)}</bdi>
                          </Text>
                        )}
                      </Group>
                      <Button
                        component={Link}
                        to={`/bookings/${b._id}`}
                        variant="light"
                        size="xs"
                        w="fit-content"
                        aria-label={`${t('list.view')}: ${b.reference}`}
                      >
                        {t('list.view')}
                      </Button>
                    </Stack>
                  </Group>
                </Card>
              );
            })}
            {bookings.data.totalPages > 1 ? (
              <Box component="nav" aria-label={t('list.pagination')}>
                <LabelledPagination
                  total={bookings.data.totalPages}
                  value={page}
                  onChange={(p) => setQuery({ status, page: p })}
                />
              </Box>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
