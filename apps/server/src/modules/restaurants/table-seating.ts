import { addDays } from '@app/shared/common/dates';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { fieldMessage } from '../../lib/messages.ts';
import type { RestaurantRow } from './restaurant-dto.ts';
import { type DayRow, restaurantsRepository } from './restaurants.repository.ts';
import { type OfferedSlot, offeredSlots, type SlotDay, type SlotRequest, slotDates } from './slots.ts';

export const asSlotDay = (d: DayRow): SlotDay => ({
  date: d.date,
  closed: d.closed,
  addedTimes: d.addedTimes,
  removedTimes: d.removedTimes,
  maxTablesPerTime: d.maxTablesPerTime,
});

export type SlotInputs = Omit<SlotRequest, 'partySize' | 'now'>;

/**
 * What `offeredSlots` needs for each restaurant's date, read through `db` (the booking's
 * transaction when a reservation is made) in three statements whatever their number: the
 * exceptions of the date and the day before, the active tables and the active sittings from the
 * day before to the day after. Also each date's own exception.
 */
export async function slotInputsFor(
  db: Db,
  restaurants: readonly RestaurantRow[],
  date: string,
  timeZone: string,
): Promise<Map<string, { inputs: SlotInputs; day: DayRow | null }>> {
  const repo = restaurantsRepository(db);
  const ids = restaurants.map((r) => r.id);
  const around = slotDates(date);
  const [days, tables, held] = await Promise.all([
    repo.days(ids, around.from, date),
    repo.activeTables(ids),
    repo.activeSittings(
      ids,
      zonedInstant(around.from, '00:00', timeZone),
      zonedInstant(addDays(around.to, 1), '00:00', timeZone),
    ),
  ]);
  return new Map(
    restaurants.map((restaurant) => {
      const own = days.filter((d) => d.restaurantId === restaurant.id);
      const inputs: SlotInputs = {
        restaurant,
        date,
        days: own.map(asSlotDay),
        tables: tables.filter((t) => t.restaurantId === restaurant.id),
        held: held.filter((h) => h.restaurantId === restaurant.id),
        timeZone,
      };
      return [restaurant.id, { inputs, day: own.find((d) => d.date === date) ?? null }];
    }),
  );
}

/** `slotInputsFor` one restaurant. */
export async function slotInputs(db: Db, restaurant: RestaurantRow, date: string, timeZone: string) {
  const found = (await slotInputsFor(db, [restaurant], date, timeZone)).get(restaurant.id);
  if (!found) throw new Error('slot inputs missing');
  return found;
}

/** 400 for a party larger than the restaurant takes, with the limit in the guest's language. */
export function partyTooLarge(maxPartySize: number, lang: Language): AppError {
  return new AppError(400, 'party_too_large', {
    detail: fieldMessage('party_size_max', lang).replace('{max}', String(maxPartySize)),
    errors: [{ field: 'partySize', code: 'out_of_range' }],
  });
}

export interface SeatRequest {
  date: string;
  /** HH:MM on the restaurant's clock. */
  time: string;
  partySize: number;
}

/**
 * Seats a party inside the reservation's transaction: takes the restaurant's seating turn (one
 * reservation of a restaurant at a time), runs the slot engine on what `tx` reads and,
 * when the asked time is offered, holds the table the engine chose for `bookingId` (the booking
 * row must already be written). 409 `time_not_available` when the time is not offered, and when a
 * concurrent reservation took the table first (the database's exclusion constraint).
 */
export async function seatParty(
  tx: Db,
  restaurant: RestaurantRow,
  req: SeatRequest,
  ctx: { now: Date; timeZone: string },
): Promise<OfferedSlot> {
  await restaurantsRepository(tx).takeSeatingTurn(restaurant.id);
  const { inputs } = await slotInputs(tx, restaurant, req.date, ctx.timeZone);
  const slot = offeredSlots({ ...inputs, partySize: req.partySize, now: ctx.now }).find(
    (s) => s.time === req.time,
  );
  if (!slot) throw new AppError(409, 'time_not_available');
  return slot;
}

/** Holds `slot`'s table for the booking; a table taken meanwhile is the same 409 as a time not offered. */
export async function holdTable(
  tx: Db,
  s: { bookingId: string; restaurantId: string; partySize: number; slot: OfferedSlot },
): Promise<void> {
  try {
    await restaurantsRepository(tx).insertSitting({
      bookingId: s.bookingId,
      restaurantId: s.restaurantId,
      tableId: s.slot.table.id,
      partySize: s.partySize,
      startsAt: s.slot.startsAt,
      endsAt: s.slot.endsAt,
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError(409, 'time_not_available');
    throw error;
  }
}

/** Frees the table a cancelled reservation held: its time is offered again. */
export async function releaseTable(tx: Db, bookingId: string): Promise<void> {
  await restaurantsRepository(tx).deactivateSitting(bookingId);
}

/** A restaurant by id or slug, for a reservation. */
export const findRestaurant = (db: Db, idOrSlug: string) => restaurantsRepository(db).find(idOrSlug);
