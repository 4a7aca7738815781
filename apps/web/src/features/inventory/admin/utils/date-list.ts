import { addDays } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { formatDateRange, formatList } from '../../../../lib/format';

/** Sorted dates (YYYY-MM-DD) as runs of consecutive days: [first, last] each. */
export function dateRuns(dates: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of [...dates].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

/** Dates in the reader's language, consecutive nights as one range: "1–3 Mar 2027 and 8 Mar 2027". */
export function formatDates(dates: string[], lang: Language): string {
  return formatList(
    dateRuns(dates).map(([first, last]) => formatDateRange(first, last, lang)),
    lang,
  );
}
