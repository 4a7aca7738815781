import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { TFunction } from '../../../lib/use-translation';

/** What was booked: the hotel and room, or the package and its departure day. */
export function BookingItem({
  booking,
  t,
  lang,
  size = 'sm',
}: {
  booking: BookingDto;
  t: TFunction<'adminBookings'>;
  lang: Language;
  /** The name's text size: small in the list, as the other values on the detail page. */
  size?: 'sm' | 'md';
}) {
  const trip = booking.package;
  return (
    <>
      <Text size={size}>
        <bdi>{trip ? trip.name : booking.hotel?.name}</bdi>
      </Text>
      <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed">
        {trip ? (
          t('item.departure', { date: formatDate(booking.checkIn, lang) })
        ) : (
          <bdi>{booking.roomType?.name}</bdi>
        )}
      </Text>
    </>
  );
}
