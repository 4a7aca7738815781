import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Alert, Button, Container, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { AGENCY_TIME_ZONE } from '../../lib/agency-time';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { useSession } from '../session/session-store';
import { BookingSummary, StatusBadge } from './components/booking-summary';

export function ConfirmationView() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const location = useLocation();
  const [params] = useSearchParams();
  const { status } = useSession();
  const booking = (location.state as { booking?: BookingDto } | null)?.booking;
  const reference = params.get('reference') ?? '';

  if (!booking || booking.reference !== reference)
    return (
      <Container size="sm" py="xl">
        <EmptyState
          title={t('confirmed.reference')}
          description={t('confirmed.missing')}
          action={
            <Button
              component={Link}
              to={
                status === 'authenticated'
                  ? '/bookings'
                  : `/bookings/find?reference=${encodeURIComponent(reference)}`
              }
            >
              {status === 'authenticated' ? t('confirmed.myBookings') : t('confirmed.find')}
            </Button>
          }
        />
      </Container>
    );

  const pending = booking.status === 'pending';
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={40} color="var(--mantine-color-uzungol-7)" aria-hidden="true" />
          <Title order={1}>{pending ? t('confirmed.pendingTitle') : t('confirmed.title')}</Title>
        </Group>
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text size="sm" c="dimmed">
                {t('confirmed.reference')}
              </Text>
              <Text fw={800} size="xl" ff="monospace" data-testid="booking-reference">
                {booking.reference}
              </Text>
            </div>
            <Group gap="sm">
              <StatusBadge status={booking.status} />
              <CopyButton value={booking.reference}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    leftSection={<IconCopy size={16} aria-hidden="true" />}
                    onClick={copy}
                  >
                    {copied ? t('confirmed.copied') : t('confirmed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Group>
        </Paper>
        {pending ? <Alert color="yellow">{t('confirmed.pending')}</Alert> : null}
        <Text>{t('confirmed.email', { email: booking.email })}</Text>
        <Text>
          {t('confirmed.freeCancel', {
            date: formatDateTime(booking.freeCancellationUntil, lang, AGENCY_TIME_ZONE),
          })}
        </Text>
        <BookingSummary booking={booking} />
        {status === 'authenticated' ? (
          <Button component={Link} to="/bookings" w="fit-content">
            {t('confirmed.myBookings')}
          </Button>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Button
              component={Link}
              to={`/bookings/find?reference=${encodeURIComponent(booking.reference)}`}
              state={{ email: booking.email }}
            >
              {t('confirmed.manage')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('confirmed.findLater')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
