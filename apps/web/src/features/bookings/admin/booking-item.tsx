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
  const { t: tr } = useTranslation('restaurants');
  const trip = booking.package;
  const name = booking.restaurant?.name ?? trip?.name ?? booking.hotel?.name;
  const detail = booking.sitting ? (
    t('item.table', {
      table: booking.sitting.table.number,
      location: tr(`reserve.tableAt.${booking.sitting.table.location}`),
    })
  ) : trip ? (
    t('item.departure', { date: formatDate(booking.checkIn, lang) })
  ) : booking.roomType ? (
    <bdi>{booking.roomType.name}</bdi>
  ) : null;
  return (
    <>
      <Text size={size}>
        <bdi>{name}</bdi>
      </Text>
      {detail ? (
        <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed">
          {detail}
        </Text>
      ) : null}
    </>
  );
}

/** When it takes place: a table's date and sitting, a stay's or a trip's first and last day, or its one day. */
export function bookingWhen(booking: BookingDto, t: TFunction<'adminBookings'>, lang: Language): string {
  if (booking.sitting)
    return t('item.sittingWhen', {
      date: formatDate(booking.checkIn, lang),
      time: formatTimeOfDay(booking.sitting.time, lang),
      endTime: formatTimeOfDay(booking.sitting.endTime, lang),
    });
  if (booking.checkOut === booking.checkIn) return formatDate(booking.checkIn, lang);
  return `${formatDate(booking.checkIn, lang)} – ${formatDate(booking.checkOut, lang)}`;
}
