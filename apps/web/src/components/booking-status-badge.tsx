import type { BookingStatus } from '@app/shared/bookings/status';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/** One colour per booking status, for the traveller's and the admin's screens alike. */
export const BOOKING_STATUS_COLOR: Record<BookingStatus, MantineColor> = {
  pending: 'yellow',
  confirmed: 'uzungol',
  completed: 'gray',
  cancelled: 'red',
};

/** A booking's status as a filled badge (its text is AA on it in both schemes, see contrast-variables). */
export function BookingStatusBadge({
  status,
  label,
  size,
}: {
  status: BookingStatus;
  label: string;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge
      color={BOOKING_STATUS_COLOR[status]}
      variant="filled"
      autoContrast
      size={size}
      // Never cut to "CONFIR…" in a narrow table column.
      miw="max-content"
    >
      {label}
    </Badge>
  );
}
