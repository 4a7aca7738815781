import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { PriceBreakdown } from './price-breakdown';

export function StatusBadge({ status }: { status: BookingDto['status'] }) {
  const { t } = useTranslation('booking');
  return <BookingStatusBadge status={status} label={t(`status.${status}`)} size="lg" />;
}

/** Hotel, room, dates, guests, payment and the price breakdown of one booking. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{value}</Text>
    </div>
  );
  const trip = booking.package;
  const image = booking.hotel?.featuredImage || trip?.featuredImage;
  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        {image ? <Image src={image} alt="" w={120} h={84} radius="md" fit="cover" /> : null}
        <div>
          <Title order={2} size="h4">
            {booking.hotel?.name ?? booking.package?.name}
          </Title>
          <Text size="sm" c="dimmed">
            {[booking.hotel?.addressLine].filter(Boolean).join(' · ')}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {item(
          t('detail.dates'),
          `${formatDate(booking.checkIn, lang)} – ${formatDate(booking.checkOut, lang)}`,
        )}
        {trip
          ? item(t('detail.tripLength'), t('detail.days', { count: trip.durationDays }))
          : item(t('detail.room'), booking.roomType?.name ?? '')}
        {item(
          trip ? t('detail.travellers') : t('detail.guests'),
          trip
            ? t('checkout.travellers', { count: booking.guests })
            : t('checkout.guests', { count: booking.guests }),
        )}
        {item(
          t('detail.payment'),
          booking.card
            ? t('payment.card', { brand: booking.card.brand.toUpperCase(), last4: booking.card.last4 })
            : trip
              ? t('checkout.payOnFirstDay')
              : t('payment.payAtHotel'),
        )}
      </SimpleGrid>
      {/* The guest's own words keep their direction (and full stop) inside an Arabic page. */}
      {booking.specialRequests
        ? item(t('detail.specialRequests'), <bdi>{booking.specialRequests}</bdi>)
        : null}
      <Paper withBorder radius="md" p="md">
        <PriceBreakdown value={booking} />
      </Paper>
    </Stack>
  );
}
