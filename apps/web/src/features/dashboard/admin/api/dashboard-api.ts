import type { DashboardDto, DashboardPeriod } from '@app/shared/dashboard/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** The period asked for, as the address and the API's query carry it. */
export interface DashboardPeriodQuery {
  period: DashboardPeriod;
  from?: string;
  to?: string;
}

const query = (p: DashboardPeriodQuery) =>
  p.period === 'custom' ? { period: p.period, from: p.from, to: p.to } : { period: p.period };

/**
 * The dashboard's figures; the last answer stays on screen while another period loads. Coming
 * back to the dashboard asks again (the figures move with every booking and every admin's
 * change, e.g. a booking confirmed in the list a moment ago), showing the figures held meanwhile.
 */
export function useDashboard(period: DashboardPeriodQuery) {
  return useQuery({
    queryKey: ['admin-dashboard', query(period)],
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) => api<DashboardDto>('/admin/dashboard', { signal, query: query(period) }),
  });
}

/**
 * Downloads the period's figures as CSV: fetched with the session's bearer token (a plain link
 * would go without it) and saved under the server's name for it.
 */
export async function downloadDashboardCsv(period: DashboardPeriodQuery, days: { from: string; to: string }) {
  const csv = await api<string>('/admin/dashboard/export.csv', { query: query(period) });
  saveFile(csv, 'text/csv;charset=utf-8', `dashboard-${days.from}-${days.to}.csv`);
}
