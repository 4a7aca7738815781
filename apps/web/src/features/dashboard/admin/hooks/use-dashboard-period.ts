import { DASHBOARD_PERIODS, type DashboardPeriod } from '@app/shared/dashboard/schemas';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardPeriodQuery } from '../api/dashboard-api';

/** The server's period when the address names none. */
export const DEFAULT_PERIOD: DashboardPeriod = '7d';

function readPeriod(params: URLSearchParams): DashboardPeriodQuery {
  const name = params.get('period');
  const period = (DASHBOARD_PERIODS as readonly string[]).includes(name ?? '')
    ? (name as DashboardPeriod)
    : DEFAULT_PERIOD;
  if (period !== 'custom') return { period };
  // A custom period's dates go to the server as they are: it says what is wrong with them.
  return { period, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
}

/**
 * The dashboard's period, kept in the address (`?period=30d`, `?period=custom&from=…&to=…`) so a
 * view can be shared and reloaded; a change replaces the history entry.
 */
export function useDashboardPeriod() {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => readPeriod(params), [params]);
  const choose = (next: DashboardPeriodQuery) => {
    const search = new URLSearchParams(params);
    search.set('period', next.period);
    for (const key of ['from', 'to'] as const) {
      const value = next.period === 'custom' ? next[key] : undefined;
      if (value) search.set(key, value);
      else search.delete(key);
    }
    setParams(search, { replace: true });
  };
  return { period, choose };
}
