import { ALLOWED_TRANSITIONS, type BookingStatus } from '@app/shared/bookings/status';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRow } from './booking-dto.ts';
import type { KindBooking } from './booking-kind.ts';
import type { BookingKinds } from './booking-kinds.ts';
import { bookingsRepository } from './bookings.repository.ts';

export interface StatusChange {
  actorId: string | null;
  now: Date;
  note: string;
  reason?: string;
}

/**
 * Moves a booking along ALLOWED_TRANSITIONS (409 otherwise), in one transaction. Cancelling gives
 * its stock back through its kind (rooms, seats, a table). The status update is guarded by the
 * status read, so two cancels cannot both give it back. `alsoInTransaction` runs
 * last in the same transaction (the guest's mail is put in the outbox there).
 */
export async function changeStatus(
  db: Db,
  kinds: BookingKinds,
  found: KindBooking,
  to: BookingStatus,
  change: StatusChange,
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<BookingRow> {
  const { booking } = found;
  if (!ALLOWED_TRANSITIONS[booking.status].includes(to)) throw new AppError(409, 'invalid_status_transition');
  return db.transaction(async (tx) => {
    const repo = bookingsRepository(tx);
    const updated = await repo.updateFromStatus(booking.id, booking.status, {
      status: to,
      updatedAt: change.now,
      ...(to === 'cancelled' ? { cancelledAt: change.now, cancelReason: change.reason ?? change.note } : {}),
    });
    if (!updated) throw new AppError(409, 'invalid_status_transition');
    if (to === 'cancelled') await kinds.kind(booking.type).release(tx, found, change.now);
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
