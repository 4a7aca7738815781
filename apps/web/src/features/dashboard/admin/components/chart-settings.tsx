// The charts' stylesheet comes with the admin's dashboard only: public pages stay light. The
// charts' legend and tooltip draw a Mantine colour swatch, which no other page uses.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { directionOf, type Language } from '@app/shared/i18n/languages';
import { type BarChartProps, type BarChartSeries, ChartTooltip } from '@mantine/charts';

/**
 * Series colours that read in both schemes: a darker shade on the light page, a lighter one on
 * the dark page (each at least 3:1 against its background), neighbours in different hues.
 */
export const SERIES_COLORS = [
  'light-dark(var(--mantine-color-sea-7), var(--mantine-color-sea-3))',
  'light-dark(var(--mantine-color-orange-8), var(--mantine-color-orange-4))',
  'light-dark(var(--mantine-color-uzungol-8), var(--mantine-color-uzungol-4))',
  'light-dark(var(--mantine-color-grape-7), var(--mantine-color-grape-3))',
  'light-dark(var(--mantine-color-cyan-9), var(--mantine-color-cyan-3))',
  'light-dark(var(--mantine-color-pink-7), var(--mantine-color-pink-3))',
  'light-dark(var(--mantine-color-indigo-7), var(--mantine-color-indigo-3))',
  'light-dark(var(--mantine-color-tea-9), var(--mantine-color-tea-3))',
  'light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))',
] as const;

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];

type AxisSettings = Pick<BarChartProps, 'xAxisProps' | 'yAxisProps' | 'tooltipProps' | 'legendProps'>;

/**
 * Where a bar chart's axes go in the reader's direction. The chart itself is drawn left to right
 * (Mantine sets `dir="ltr"` on it); in Arabic the category axis is reversed, so time runs from
 * right to left, and the value axis stands on the right. The tooltip and the legend (under the
 * chart) are written in the reader's direction, the tooltip's label and values formatted for them.
 */
export function chartAxes({
  lang,
  vertical = false,
  counts = false,
  percentages = false,
  categoryTick,
  series,
  tooltipLabel,
  tooltipValue,
}: {
  lang: Language;
  /** Bars lying down: categories on the y axis (hotels), values on the x axis. */
  vertical?: boolean;
  /** Whole numbers: the value axis says 1, 2, 3, never 1.5. */
  counts?: boolean;
  /** Values from 0 to 100: the value axis runs over all of them, whatever the figures. */
  percentages?: boolean;
  categoryTick: (value: string) => string;
  series: BarChartSeries[];
  tooltipLabel: (value: string) => string;
  tooltipValue: (value: number) => string;
}): AxisSettings {
  const dir = directionOf(lang);
  const rtl = dir === 'rtl';
  const scale = percentages ? { domain: [0, 100], ticks: [0, 25, 50, 75, 100] } : {};
  const yAxis = {
    orientation: rtl ? ('right' as const) : ('left' as const),
    tick: { transform: rtl ? 'translate(10, 0)' : 'translate(-10, 0)', fontSize: 12, fill: 'currentColor' },
    width: 'auto' as const,
    ...(counts ? { allowDecimals: false } : {}),
  };
  return {
    xAxisProps: vertical ? { reversed: rtl, ...scale } : { reversed: rtl, tickFormatter: categoryTick },
    yAxisProps: vertical ? { ...yAxis, tickFormatter: categoryTick } : { ...yAxis, ...scale },
    legendProps: { verticalAlign: 'bottom', wrapperStyle: { direction: dir } },
    tooltipProps: {
      content: ({ active, label, payload }) =>
        active && payload?.length ? (
          <ChartTooltip
            dir={dir}
            label={tooltipLabel(String(label ?? ''))}
            // Of several series (a day's kinds), those at zero say nothing.
            payload={series.length > 1 ? payload?.filter((item) => Number(item.value) !== 0) : payload}
            series={series}
            valueFormatter={tooltipValue}
          />
        ) : null,
    },
  };
}
