import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useBooking } from './api/booking-api';
import { BookingSummary, StatusBadge } from './components/booking-summary';
import { CalendarAndDirections } from './components/calendar-and-directions';
import { CancelBooking } from './components/cancel-booking';
import { bookingKind } from './kinds/registry';

export function BookingDetailView() {
  const { id } = useParams();
  const { t } = useTranslation('booking');
  const booking = useBooking(id);

  if (booking.isPending)
    return (
      <Container size="md" py="xl" aria-busy="true">
        <Skeleton h={300} radius="lg" />
      </Container>
    );
  if (booking.isError)
    return (
      <Container size="md" py="xl">
        {booking.error instanceof ApiError && booking.error.status === 404 ? (
          <EmptyState
            description={t('detail.notFound')}
            action={
              <Button component={Link} to="/bookings">
                {t('detail.back')}
              </Button>
            }
          />
        ) : (
          <ErrorState title={t('detail.loadFailed')} onRetry={() => void booking.refetch()} />
        )}
      </Container>
    );
  const b = booking.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/bookings" size="sm">
          {t('detail.back')}
        </Anchor>
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t('detail.title', { reference: b.reference })}
          </Title>
          <StatusBadge status={b.status} />
        </Group>
        <BookingSummary booking={b} />
        <CalendarAndDirections booking={b} />
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('detail.policyTitle')}
          </Title>
          <Text size="sm">{bookingKind(b.type).cancelRule(t)}</Text>
        </Stack>
        <CancelBooking booking={b} />
      </Stack>
    </Container>
  );
}
