import type { DashboardPeriodFigures } from '@app/shared/dashboard/schemas';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatDateRange, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { dayTick, fullDay } from '../utils/chart-format';
import { perDayRows } from '../utils/period-days';
import { ChartFigure } from './chart-figure';
import { chartAxes, seriesColor } from './chart-settings';

/** Bookings made per day, stacked by kind, every day of the period (zero where none were made). */
export function BookingsChart({
  figures,
  kindName,
}: {
  figures: DashboardPeriodFigures;
  kindName: (type: string) => string;
}) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const range = formatDateRange(figures.from, figures.to, lang);
  if (figures.bookings.total === 0) return <Text c="dimmed">{t('charts.noBookings')}</Text>;

  // Kinds by their codes would be read as paths by the chart (a dot): each gets a plain key.
  const types = [
    ...new Set([...figures.bookings.byKind.map((k) => k.type), ...figures.bookingsPerDay.map((d) => d.type)]),
  ];
  const keyOf = new Map(types.map((type, i) => [type, `k${i}`]));
  const series = types.map((type, i) => ({ name: `k${i}`, label: kindName(type), color: seriesColor(i) }));
  const rows = perDayRows(
    figures.from,
    figures.to,
    figures.bookingsPerDay,
    series.map((s) => s.name),
    (d) => keyOf.get(d.type) ?? '',
    (d) => d.count,
  );
  const count = (n: number) => formatNumber(n, lang);
  const caption = t('charts.bookingsCaption', { range });

  return (
    <ChartFigure
      caption={caption}
      chart={
        <BarChart
          h={300}
          data={rows}
          dataKey="date"
          type="stacked"
          series={series}
          withLegend
          valueFormatter={count}
          maxBarWidth={48}
          barChartProps={{ title: caption, desc: t('charts.keys') }}
          {...chartAxes({
            lang,
            counts: true,
            categoryTick: (date) => dayTick(date, lang),
            series,
            tooltipLabel: (date) => fullDay(date, lang),
            tooltipValue: count,
          })}
        />
      }
      table={{
        head: [t('charts.day'), ...series.map((s) => s.label), t('charts.total')],
        rows: rows.map((row) => {
          const values = series.map((s) => row[s.name] ?? 0);
          return {
            key: row.date,
            cells: [fullDay(row.date, lang), ...values.map(count), count(values.reduce((a, b) => a + b, 0))],
          };
        }),
      }}
    />
  );
}
