import { addDays } from '@app/shared/common/dates';

/** Every day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * One row per day of the period for a chart, zero where the answer has nothing: the API lists only
 * the days that had bookings. `key` names the row's column for an item, `value` its number.
 */
export function perDayRows<T extends { date: string }>(
  from: string,
  to: string,
  items: readonly T[],
  columns: readonly string[],
  key: (item: T) => string,
  value: (item: T) => number,
): Array<{ date: string } & Record<string, number>> {
  const rows = new Map(
    daysOf(from, to).map((date) => {
      const row: { date: string } & Record<string, number> = { date } as { date: string } & Record<
        string,
        number
      >;
      for (const column of columns) row[column] = 0;
      return [date, row] as const;
    }),
  );
  for (const item of items) {
    const row = rows.get(item.date);
    const column = key(item);
    if (row && columns.includes(column)) row[column] = (row[column] ?? 0) + value(item);
  }
  return [...rows.values()];
}
