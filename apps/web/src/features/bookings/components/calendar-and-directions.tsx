import type { BookingDto } from '@app/shared/bookings/schemas';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { downloadBookingEvent } from '../api/booking-api';
import { bookingKind } from '../kinds/registry';
import { directionsUrl } from '../utils/directions';

/**
 * "Add to calendar" (the booking's .ics, the event its mails carry) and "Directions" to its place
 * (with its kind's note when the place is not the booking's own), on OpenStreetMap in a new tab, while the booking stands
 * (pending or confirmed): nothing once it is cancelled or completed. A booking found by its reference is fetched with the email it was found with
 * (`guestEmail`); otherwise with the session.
 */
export function CalendarAndDirections({ booking, guestEmail }: { booking: BookingDto; guestEmail?: string }) {
  const { t } = useTranslation('booking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;
  const place = booking.place ?? null;
  const placeNote = place ? bookingKind(booking.type).placeNote?.(t, `\u2068${place.name}\u2069`) : null;

  const addToCalendar = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadBookingEvent(booking, guestEmail);
    } catch (error) {
      setFailed(
        error instanceof ApiError && error.status !== 404 ? error.message : t('tools.calendarFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          loading={busy}
          onClick={() => void addToCalendar()}
        >
          {t('tools.addToCalendar')}
        </Button>
        {place ? (
          <Button
            component="a"
            variant="light"
            href={directionsUrl(place)}
            target="_blank"
            rel="noopener"
            aria-label={t('tools.directionsTo', { place: place.name })}
            leftSection={<IconRoute size={18} aria-hidden="true" />}
          >
            {t('tools.directions')}
          </Button>
        ) : null}
      </Group>
      {placeNote ? (
        <Text size="sm" c="dimmed">
          {placeNote}
        </Text>
      ) : null}
      {failed ? (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      ) : null}
    </Stack>
  );
}
