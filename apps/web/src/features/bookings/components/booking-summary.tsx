import type { BookingDto } from '@app/shared/bookings/schemas';
import { Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { useTranslation } from '../../../lib/use-translation';
import { bookingKind } from '../kinds/registry';

export function StatusBadge({ status }: { status: BookingDto['status'] }) {
  const { t } = useTranslation('booking');
  return <BookingStatusBadge status={status} label={t(`status.${status}`)} size="lg" />;
}

/** One booking in full, as its kind shows it: what, when, who, payment and, when paid, the price. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  const { Summary } = bookingKind(booking.type);
  return <Summary booking={booking} />;
}

const item = (label: string, value: ReactNode) => (
  <div key={label}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ whiteSpace: 'pre-line' }}>{value}</Text>
  </div>
);

/** A row of the summary: its label and value; null leaves it out. */
export type SummaryRow = readonly [label: string, value: ReactNode] | null;

/**
 * The frame every kind's summary fills: the picture and name (and what the kind says under it), its
 * rows, then how it is paid (the card, or the kind's words for no card), the guest's requests, and
 * the price when the kind has one.
 */
export function BookingSummaryFrame({
  booking,
  image,
  title,
  details,
  rows,
  unpaid,
  price,
}: {
  booking: BookingDto;
  image?: string | null;
  title: ReactNode;
  details?: ReactNode;
  rows: readonly SummaryRow[];
  /** How it is paid when no card was taken. */
  unpaid: string;
  price?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        {image ? <Image src={image} alt="" w={120} h={84} radius="md" fit="cover" /> : null}
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {details}
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows.map((row) => (row ? item(row[0], row[1]) : null))}
        {item(
          t('detail.payment'),
          booking.card
            ? t('payment.card', { brand: booking.card.brand.toUpperCase(), last4: booking.card.last4 })
            : unpaid,
        )}
      </SimpleGrid>
      {/* The guest's own words keep their direction (and full stop) inside an Arabic page. */}
      {booking.specialRequests
        ? item(t('detail.specialRequests'), <bdi>{booking.specialRequests}</bdi>)
        : null}
      {price ? (
        <Paper withBorder radius="md" p="md">
          {price}
        </Paper>
      ) : null}
    </Stack>
  );
}
