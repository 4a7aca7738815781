import type { DashboardPeriodFigures } from '@app/shared/dashboard/schemas';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { formatDateRange, formatMoney } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { dayTick, fullDay, moneyTick } from '../utils/chart-format';
import { perDayRows } from '../utils/period-days';
import { ChartFigure } from './chart-figure';
import { chartAxes, seriesColor } from './chart-settings';

/**
 * Revenue per day in one currency at a time (amounts in different currencies are never added or
 * drawn on one axis), every day of the period; a picker when the period earned in several.
 */
export function RevenueChart({ figures }: { figures: DashboardPeriodFigures }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const pickerLabel = useId();
  // The currency that earned the most first.
  const currencies = [...figures.revenue].sort((a, b) => b.amount - a.amount).map((r) => r.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  if (!currency) return <Text c="dimmed">{t('charts.noRevenue')}</Text>;

  const series = [{ name: 'amount', label: t('figures.revenue'), color: seriesColor(0) }];
  const rows = perDayRows(
    figures.from,
    figures.to,
    figures.revenuePerDay.filter((d) => d.currency === currency),
    ['amount'],
    () => 'amount',
    (d) => d.amount,
  );
  const amount = (minor: number) => formatMoney(minor, currency, lang);
  const caption = t('charts.revenueCaption', {
    currency,
    range: formatDateRange(figures.from, figures.to, lang),
  });

  return (
    <ChartFigure
      caption={caption}
      controls={
        currencies.length > 1 ? (
          <div>
            <Text id={pickerLabel} size="sm" fw={500} mb={4}>
              {t('charts.currency')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={pickerLabel}
              value={currency}
              onChange={setChosen}
              data={currencies}
            />
          </div>
        ) : null
      }
      chart={
        <BarChart
          h={280}
          data={rows}
          dataKey="date"
          series={series}
          valueFormatter={(minor) => moneyTick(minor, currency, lang)}
          maxBarWidth={48}
          barChartProps={{ title: caption, desc: t('charts.keys') }}
          {...chartAxes({
            lang,
            categoryTick: (date) => dayTick(date, lang),
            series,
            tooltipLabel: (date) => fullDay(date, lang),
            tooltipValue: amount,
          })}
        />
      }
      table={{
        head: [t('charts.day'), t('figures.revenue')],
        rows: rows.map((row) => ({
          key: row.date,
          cells: [fullDay(row.date, lang), <bdi key="amount">{amount(row.amount ?? 0)}</bdi>],
        })),
      }}
    />
  );
}
