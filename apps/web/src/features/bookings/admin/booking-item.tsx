import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Text } from '@mantine/core';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/use-translation';

/** What was booked: the hotel and room, the package and its departure day, or the restaurant and its table. */
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
  const { t: tr } = useTranslation('restaurants');
  if (booking.restaurant)
    return (
      <>
        <Text size={size}>
          <bdi>{booking.restaurant.name}</bdi>
        </Text>
        {booking.sitting ? (
          <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed">
            {t('item.sitting', {
              time: formatTimeOfDay(booking.sitting.time, lang),
              endTime: formatTimeOfDay(booking.sitting.endTime, lang),
              table: booking.sitting.table.number,
              location: tr(`reserve.tableAt.${booking.sitting.table.location}`),
            })}
          </Text>
        ) : null}
      </>
    );
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
