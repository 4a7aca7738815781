import { addDays, weekdayOf } from '../common/dates.ts';

/**
 * A restaurant's week: per ISO weekday ("1" Monday … "7" Sunday) its sittings, each open from
 * `from` to `to` (HH:MM on the restaurant's clock). A sitting whose `to` is not after its `from`
 * runs past midnight into the next calendar date. A weekday without sittings is closed.
 */
export const ISO_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];
export interface Sitting {
  from: string;
  to: string;
}
export type OpeningHours = Record<IsoWeekday, Sitting[]>;

/** Whether the restaurant is closed on a calendar date by its own decision (a holiday, works). */
export type ClosedOn = (date: string) => boolean;
const neverClosed: ClosedOn = () => false;

/** The step between the times a table can be booked from, minutes. */
export const START_STEP_MINUTES = 30;
const DAY = 24 * 60;

/** Minutes since midnight of `HH:MM`. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** `HH:MM` of minutes since midnight (taken modulo a day). */
export function timeOf(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** ISO weekday of a YYYY-MM-DD date ("1" Monday … "7" Sunday). */
export function isoWeekdayOf(date: string): IsoWeekday {
  return String(weekdayOf(date) || 7) as IsoWeekday;
}

/** A sitting in minutes from the midnight that starts the date it opens on; `end` may pass 1440. */
interface Span {
  start: number;
  end: number;
}

function spansOpeningOn(hours: OpeningHours, date: string): Span[] {
  return (hours[isoWeekdayOf(date)] ?? []).map(({ from, to }) => {
    const start = minutesOf(from);
    const end = minutesOf(to);
    return { start, end: end <= start ? end + DAY : end };
  });
}

/**
 * The sittings that open on a calendar date, as the week gives them (one past midnight keeps its
 * `to` of the next morning); none on a date the restaurant closed.
 */
export function sittingsOn(hours: OpeningHours, date: string, closedOn: ClosedOn = neverClosed): Sitting[] {
  return closedOn(date) ? [] : [...(hours[isoWeekdayOf(date)] ?? [])];
}

/** An open interval of one calendar date, in minutes from its midnight (end at most 1440). */
export interface OpenInterval {
  from: string;
  /** `24:00` when it runs on past midnight. */
  to: string;
  /** Whether it is the after-midnight part of the previous date's sitting. */
  carried: boolean;
}

/**
 * When the restaurant is open on a calendar date: the after-midnight part of the previous date's
 * sittings (unless that date was closed) and the date's own sittings, cut at midnight, in order.
 * A closed date is closed all day: last night's sitting ends at its midnight.
 */
export function openIntervalsOn(hours: OpeningHours, date: string, closedOn: ClosedOn = neverClosed) {
  const intervals: { start: number; end: number; carried: boolean }[] = [];
  if (closedOn(date)) return intervals;
  const previous = addDays(date, -1);
  if (!closedOn(previous))
    for (const s of spansOpeningOn(hours, previous))
      if (s.end > DAY) intervals.push({ start: 0, end: s.end - DAY, carried: true });
  for (const s of spansOpeningOn(hours, date))
    intervals.push({ start: s.start, end: Math.min(s.end, DAY), carried: false });
  return intervals.sort((a, b) => a.start - b.start);
}

/** `openIntervalsOn` as HH:MM (the end of a day is `24:00`). */
export function hoursOn(hours: OpeningHours, date: string, closedOn: ClosedOn = neverClosed): OpenInterval[] {
  return openIntervalsOn(hours, date, closedOn).map((i) => ({
    from: timeOf(i.start),
    to: i.end === DAY ? '24:00' : timeOf(i.end),
    carried: i.carried,
  }));
}

/**
 * The times of a calendar date a party can sit down at: every 30 minutes from each sitting's
 * `from` while the whole turn fits before the sitting ends. A sitting past midnight gives its
 * after-midnight times to the next date; a closed date gives none, nor do the sittings opening
 * on it give any to the next date.
 */
export function startTimesOn(
  hours: OpeningHours,
  date: string,
  turnMinutes: number,
  closedOn: ClosedOn = neverClosed,
): string[] {
  const starts = new Set<number>();
  if (closedOn(date)) return [];
  const collect = (opening: string, shift: number) => {
    if (closedOn(opening)) return;
    for (const s of spansOpeningOn(hours, opening))
      for (let t = s.start; t + turnMinutes <= s.end; t += START_STEP_MINUTES) {
        const onDate = t - shift;
        if (onDate >= 0 && onDate < DAY) starts.add(onDate);
      }
  };
  collect(addDays(date, -1), DAY);
  collect(date, 0);
  return [...starts].sort((a, b) => a - b).map(timeOf);
}

/** Whether the restaurant is open at a local date and time (HH:MM). */
export function isOpenAt(
  hours: OpeningHours,
  localDate: string,
  localTime: string,
  closedOn: ClosedOn = neverClosed,
): boolean {
  const t = minutesOf(localTime);
  return openIntervalsOn(hours, localDate, closedOn).some((i) => i.start <= t && t < i.end);
}

/**
 * The next time a sitting opens after a local date and time: the same date or one of the next
 * seven; null when the week has no sitting (or every one of those dates is closed).
 */
export function nextOpening(
  hours: OpeningHours,
  localDate: string,
  localTime: string,
  closedOn: ClosedOn = neverClosed,
): { date: string; time: string } | null {
  const now = minutesOf(localTime);
  for (let d = 0; d <= 7; d++) {
    const date = addDays(localDate, d);
    if (closedOn(date)) continue;
    const starts = spansOpeningOn(hours, date)
      .map((s) => s.start)
      .filter((start) => d > 0 || start > now)
      .sort((a, b) => a - b);
    if (starts[0] !== undefined) return { date, time: timeOf(starts[0]) };
  }
  return null;
}
