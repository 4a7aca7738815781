import { ALLOWED_TRANSITIONS, type BookingStatus } from '@app/shared/bookings/status';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inventoryService } from '../inventory/inventory.service.ts';
import { packageSeats } from '../packages/packages.service.ts';
import { releaseTable } from '../restaurants/table-seating.ts';
import type { BookingRow } from './booking-dto.ts';
import { bookingsRepository } from './bookings.repository.ts';

export interface StatusChange {
  actorId: string | null;
  now: Date;
  note: string;
  reason?: string;
}

/**
 * Moves a booking along ALLOWED_TRANSITIONS (409 otherwise), in one transaction. Cancelling gives
 * one room back on every night of the stay (never above the night's total) through the
 * inventory, the seats back on the departure through the packages, or a restaurant's table back
 * (its sitting inactive). The status update is
 * guarded by the status read, so two cancels cannot both give them back. `alsoInTransaction` runs
 * last in the same transaction (the guest's mail is put in the outbox there).
 */
export async function changeStatus(
  db: Db,
  booking: BookingRow,
  to: BookingStatus,
  change: StatusChange,
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<BookingRow> {
  if (!ALLOWED_TRANSITIONS[booking.status].includes(to)) throw new AppError(409, 'invalid_status_transition');
  return db.transaction(async (tx) => {
    const repo = bookingsRepository(tx);
    const updated = await repo.updateFromStatus(booking.id, booking.status, {
      status: to,
      updatedAt: change.now,
      ...(to === 'cancelled' ? { cancelledAt: change.now, cancelReason: change.reason ?? change.note } : {}),
    });
    if (!updated) throw new AppError(409, 'invalid_status_transition');
    if (to === 'cancelled' && booking.type === 'hotel' && booking.roomTypeId)
      await inventoryService(tx).releaseRooms(
        booking.roomTypeId,
        booking.checkIn,
        booking.checkOut,
        booking.rooms,
        change.now,
      );
    if (to === 'cancelled' && booking.type === 'package' && booking.departureId)
      await packageSeats(tx).releaseSeats(booking.departureId, booking.guests, change.now);
    if (to === 'cancelled' && booking.type === 'restaurant') await releaseTable(tx, booking.id);
    await repo.addEvent({
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: to,
      actorId: change.actorId,
      note: change.note,
      createdAt: change.now,
    });
    await alsoInTransaction?.(tx);
    return updated;
  });
}
