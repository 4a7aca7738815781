import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Button,
  Container,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { useAgencyTimeZone } from '../../lib/agency-time';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session/session-store';
import { useTranslation } from '../../lib/use-translation';
import { useMyBookingByReference } from './api/booking-api';
import { BookingSummary, StatusBadge } from './components/booking-summary';
import { CalendarAndDirections } from './components/calendar-and-directions';
import { bookingKind } from './kinds/registry';

const findHref = (reference: string) => `/bookings/find?reference=${encodeURIComponent(reference)}`;

/**
 * `/booking/confirmed?reference=…`: the booking just made (carried in the page state). After a
 * reload or from the history the state is gone: a signed-in traveller gets the booking loaded by
 * its reference, a guest the reference and the lookup with it filled in.
 */
export function ConfirmationView() {
  const location = useLocation();
  const [params] = useSearchParams();
  const { status } = useSession();
  const carried = (location.state as { booking?: BookingDto } | null)?.booking;
  const reference = params.get('reference')?.trim() ?? '';
  const fromState = carried && carried.reference === reference ? carried : null;
  const signedIn = status === 'authenticated';
  const loaded = useMyBookingByReference(signedIn && !fromState ? reference : '');
  const booking = fromState ?? loaded.data ?? null;

  if (booking) return <Confirmation booking={booking} signedIn={signedIn} />;
  if (loaded.isLoading)
    return (
      <Container size="md" py="xl" aria-busy="true">
        <Skeleton h={300} radius="lg" />
      </Container>
    );
  return <NotShown reference={reference} />;
}

/** The reference from the address, and where to see the booking. */
function NotShown({ reference }: { reference: string }) {
  const { t } = useTranslation('booking');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="center">
        {reference ? (
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed">
              {t('confirmed.reference')}
            </Text>
            <Text fw={800} size="xl" ff="monospace" dir="ltr" data-testid="booking-reference">
              {reference}
            </Text>
          </Stack>
        ) : null}
        <EmptyState
          title={reference ? t('confirmed.notShownTitle') : t('confirmed.reference')}
          description={t('confirmed.missing')}
          action={
            <Button component={Link} to={findHref(reference)}>
              {t('confirmed.find')}
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}

function Confirmation({ booking, signedIn }: { booking: BookingDto; signedIn: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const pending = booking.status === 'pending';
  const deadline = formatDateTime(booking.freeCancellationUntil, lang, useAgencyTimeZone());
  // A stay booked the day before (or later) is past its free-cancellation time already.
  const freeCancelOver = Date.parse(booking.freeCancellationUntil) <= Date.now();
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
              <Text fw={800} size="xl" ff="monospace" dir="ltr" data-testid="booking-reference">
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
        {pending ? <Alert color="yellow">{bookingKind(booking.type).pendingNote(t)}</Alert> : null}
        {/* The address is set apart (FSI…PDI) so its dots stay put inside an Arabic sentence. */}
        <Text>{t('confirmed.email', { email: `\u2068${booking.email}\u2069` })}</Text>
        {freeCancelOver ? (
          <Alert color="orange">{t('confirmed.noFreeCancel', { date: deadline })}</Alert>
        ) : (
          <Text>{t('confirmed.freeCancel', { date: deadline })}</Text>
        )}
        <BookingSummary booking={booking} />
        {/* A guest's booking is reached with its reference and the email it was made with. */}
        <CalendarAndDirections booking={booking} guestEmail={signedIn ? undefined : booking.email} />
        {signedIn ? (
          <Group gap="sm">
            <Button component={Link} to={`/bookings/${booking._id}`}>
              {t('confirmed.view')}
            </Button>
            <Button component={Link} to="/bookings" variant="default">
              {t('confirmed.myBookings')}
            </Button>
          </Group>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Button component={Link} to={findHref(booking.reference)} state={{ email: booking.email }}>
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
