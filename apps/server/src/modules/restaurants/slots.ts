import { addDays } from '@app/shared/common/dates';
import { zonedInstant } from '@app/shared/common/wall-clock';
import { minutesOf, type OpeningHours, startTimesOn } from '@app/shared/restaurants/opening-hours';

/** A party cannot book a table starting sooner than this from now. */
export const BOOKING_LEAD_MINUTES = 30;
/** A table may be up to this many seats larger than the party before larger ones are offered. */
export const SPARE_SEATS = 2;

export interface SlotRestaurant {
  openingHours: OpeningHours;
  turnMinutes: number;
  maxPartySize: number;
}

/** One date's exception to the week. */
export interface SlotDay {
  date: string;
  closed: boolean;
  addedTimes: string[];
  removedTimes: string[];
  maxTablesPerTime: number | null;
}

export interface SlotTable {
  id: string;
  number: string;
  capacity: number;
  location: string;
}

/** A table held over [startsAt, endsAt). */
export interface HeldTable {
  tableId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SlotRequest {
  restaurant: SlotRestaurant;
  date: string;
  /** The exceptions of `date` and of the date before (its sittings may run past midnight). */
  days: SlotDay[];
  /** The active tables. */
  tables: SlotTable[];
  /** The active sittings from the day before `date` to the day after. */
  held: HeldTable[];
  partySize: number;
  now: Date;
  timeZone: string;
}

export interface OfferedSlot {
  /** HH:MM on the restaurant's clock. */
  time: string;
  startsAt: Date;
  endsAt: Date;
  /** The table the party would get: the smallest that fits and is free, ties by number. */
  table: SlotTable;
}

const byNumber = new Intl.Collator('en', { numeric: true });

/** The smallest free table for the party; one with at most SPARE_SEATS spare seats when there is one. */
function tableFor(free: SlotTable[], partySize: number): SlotTable | undefined {
  const fitting = free
    .filter((t) => t.capacity >= partySize)
    .sort((a, b) => a.capacity - b.capacity || byNumber.compare(a.number, b.number));
  return fitting.find((t) => t.capacity <= partySize + SPARE_SEATS) ?? fitting[0];
}

/**
 * The times a party can sit down at on a date, each with the table it would get. A time is the
 * week's times for the date (whole turn inside a sitting) less the removed ones, plus the added
 * ones (the admin's choice: only an open date is required); none on a closed date, none sooner
 * than 30 minutes from now, none where the date's cap of parties starting at one time is reached,
 * and only where a table for the party is free for the whole turn. Pure: bookings use it inside
 * their transaction with what they read there.
 */
export function offeredSlots(req: SlotRequest): OfferedSlot[] {
  const { restaurant, date, partySize } = req;
  if (partySize < 1 || partySize > restaurant.maxPartySize) return [];
  const days = new Map(req.days.map((d) => [d.date, d]));
  const day = days.get(date);
  if (day?.closed) return [];
  const closedOn = (d: string) => days.get(d)?.closed ?? false;
  const removed = new Set(day?.removedTimes ?? []);
  const times = new Set(
    startTimesOn(restaurant.openingHours, date, restaurant.turnMinutes, closedOn).filter(
      (t) => !removed.has(t),
    ),
  );
  for (const t of day?.addedTimes ?? []) times.add(t);
  const earliest = req.now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
  const turnMs = restaurant.turnMinutes * 60_000;
  const offered: OfferedSlot[] = [];
  for (const time of [...times].sort((a, b) => minutesOf(a) - minutesOf(b))) {
    const startsAt = zonedInstant(date, time, req.timeZone);
    if (startsAt.getTime() < earliest) continue;
    const endsAt = new Date(startsAt.getTime() + turnMs);
    if (day?.maxTablesPerTime != null) {
      const starting = req.held.filter((h) => h.startsAt.getTime() === startsAt.getTime()).length;
      if (starting >= day.maxTablesPerTime) continue;
    }
    const busy = new Set(
      req.held.filter((h) => h.startsAt < endsAt && startsAt < h.endsAt).map((h) => h.tableId),
    );
    const table = tableFor(
      req.tables.filter((t) => !busy.has(t.id)),
      partySize,
    );
    if (table) offered.push({ time, startsAt, endsAt, table });
  }
  return offered;
}

/** The dates whose exceptions and sittings `offeredSlots` needs for `date`. */
export const slotDates = (date: string) => ({ from: addDays(date, -1), to: addDays(date, 1) });
