import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { AddressText } from '../../../components/catalog/address-text';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { PriceBreakdown } from './price-breakdown';
import { TimeRange } from './time-range';

export function StatusBadge({ status }: { status: BookingDto['status'] }) {
  const { t } = useTranslation('booking');
  return <BookingStatusBadge status={status} label={t(`status.${status}`)} size="lg" />;
}

/** Hotel, room, dates, guests, payment and the price breakdown of one booking. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  if (booking.restaurant) return <RestaurantSummary booking={booking} restaurant={booking.restaurant} />;
  return <StaySummary booking={booking} />;
}

const item = (label: string, value: ReactNode) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ whiteSpace: 'pre-line' }}>{value}</Text>
  </div>
);

/** A table: the restaurant, the date, the time it is held, the party and where it stands; nothing paid. */
function RestaurantSummary({
  booking,
  restaurant: r,
}: {
  booking: BookingDto;
  restaurant: NonNullable<BookingDto['restaurant']>;
}) {
  const { t, i18n } = useTranslation(['booking', 'restaurants']);
  const lang = i18n.language as Language;
  const sitting = booking.sitting;
  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        {r.featuredImage ? (
          <Image src={r.featuredImage} alt="" w={120} h={84} radius="md" fit="cover" />
        ) : null}
        <div>
          <Title order={2} size="h4">
            <Anchor component={Link} to={`/restaurants/${encodeURIComponent(r.slug)}`} inherit>
              {r.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            <AddressText parts={r.address} />
          </Text>
          {r.phone ? (
            <Text size="sm" c="dimmed">
              <bdi dir="ltr">{r.phone}</bdi>
            </Text>
          ) : null}
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {item(t('restaurant.date'), formatDate(booking.checkIn, lang))}
        {sitting
          ? item(
              t('restaurant.time'),
              <TimeRange
                from={formatTimeOfDay(sitting.time, lang)}
                to={formatTimeOfDay(sitting.endTime, lang)}
              />,
            )
          : null}
        {item(t('restaurant.partyLabel'), t('restaurant.party', { count: booking.guests }))}
        {sitting
          ? item(t('restaurant.table'), t(`restaurants:reserve.tableAt.${sitting.table.location}`))
          : null}
        {item(t('detail.payment'), t('restaurant.nothingPaid'))}
      </SimpleGrid>
      {booking.specialRequests
        ? item(t('detail.specialRequests'), <bdi>{booking.specialRequests}</bdi>)
        : null}
    </Stack>
  );
}

function StaySummary({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
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
          {booking.hotel ? (
            <Text size="sm" c="dimmed">
              <AddressText parts={booking.hotel.address} />
            </Text>
          ) : null}
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
