import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { BarChart } from '@mantine/charts';
import { formatDateRange, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { percent, shortName } from '../utils/chart-format';
import { ChartFigure } from './chart-figure';
import { chartAxes, seriesColor } from './chart-settings';

/** Each hotel's share of room nights sold over the next 30 nights, as bars lying down. */
export function OccupancyChart({ hotels }: { hotels: DashboardDto['hotels'] }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const series = [{ name: 'occupancy', label: t('charts.occupancyShare'), color: seriesColor(2) }];
  // Percentages on the chart (0–100), so its axis reads 0 %, 25 %, 50 %…
  const rows = hotels.hotels.map((h) => ({ name: h.name, occupancy: Math.round(h.occupancy * 1000) / 10 }));
  const caption = t('charts.occupancyCaption', { range: formatDateRange(hotels.from, hotels.to, lang) });
  const share = (value: number) => percent(value / 100, lang);

  return (
    <ChartFigure
      caption={caption}
      chart={
        <BarChart
          h={Math.max(140, 48 + rows.length * 40)}
          data={rows}
          dataKey="name"
          orientation="vertical"
          series={series}
          valueFormatter={share}
          maxBarWidth={28}
          gridAxis="y"
          barChartProps={{ title: caption, desc: t('charts.keys') }}
          {...chartAxes({
            lang,
            vertical: true,
            percentages: true,
            categoryTick: (name) => shortName(name),
            series,
            tooltipLabel: (name) => name,
            tooltipValue: share,
          })}
        />
      }
      table={{
        head: [t('charts.hotel'), t('charts.occupancyShare'), t('hotels.roomNights')],
        rows: hotels.hotels.map((h) => ({
          key: h.hotelId,
          cells: [
            h.name,
            percent(h.occupancy, lang),
            t('hotels.roomNightsValue', {
              sold: formatNumber(h.roomNightsSold, lang),
              total: formatNumber(h.roomNights, lang),
            }),
          ],
        })),
      }}
    />
  );
}
