import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import type { TFunction } from '../../../lib/use-translation';
import { bookingKind } from '../kinds/registry';

/** What was booked, as its kind says it (a hotel and room, a package and its departure day, …). */
export function BookingItem({
  booking,
  size = 'sm',
}: {
  booking: BookingDto;
  /** The name's text size: small in the list, as the other values on the detail page. */
  size?: 'sm' | 'md';
}) {
  const { Item } = bookingKind(booking.type).admin;
  return <Item booking={booking} size={size} />;
}

/** A kind's item: the name of what was booked, and a dimmer line under it when there is one. */
export function BookingItemLines({
  name,
  detail,
  size,
}: {
  name: string;
  detail: ReactNode;
  size: 'sm' | 'md';
}) {
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

/** When it takes place, as its kind says it. */
export function bookingWhen(booking: BookingDto, t: TFunction<'adminBookings'>, lang: Language): string {
  return bookingKind(booking.type).admin.when(booking, t, lang);
}

/** A booking's first and last day, as a range even when they are the same day. */
export function dayRange(booking: BookingDto, lang: Language): string {
  return `${formatDate(booking.checkIn, lang)} – ${formatDate(booking.checkOut, lang)}`;
}

/** A booking's first and last day, or its one day. */
export function daysWhen(booking: BookingDto, lang: Language): string {
  if (booking.checkOut === booking.checkIn) return formatDate(booking.checkIn, lang);
  return dayRange(booking, lang);
}
