import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

/** The drawing's width when the page has not measured it yet (tests, first paint). */
const DEFAULT_WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 48 };

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1), for a round top of the axis. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

interface ViewsChartProps {
  perDay: { day: string; views: number }[];
  /** Says what the chart shows, e.g. "Views per day, 1 Jun – 30 Jun 2027" (the figure's name and the table's caption). */
  caption: string;
}

/**
 * Views per day as bars, drawn as plain SVG. Each bar carries a tooltip; screen readers get the
 * same numbers as a table. Time runs left to right in every language; the labels are translated.
 */
export function ViewsChart({ perDay, caption }: ViewsChartProps) {
  const { t } = useTranslation('adminBlog');
  const lang = currentLanguage();
  // Drawn at the width it is shown at, so its labels keep their size on a phone.
  const { ref, width: measured } = useElementSize();
  const WIDTH = measured > 0 ? Math.max(280, Math.round(measured)) : DEFAULT_WIDTH;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceMax(Math.max(0, ...perDay.map((d) => d.views)));
  const band = perDay.length > 0 ? plotWidth / perDay.length : plotWidth;
  const barWidth = Math.max(1, band * 0.72);
  // About one date label per 80 pixels.
  const labelEvery = Math.max(1, Math.ceil(perDay.length / Math.max(2, Math.floor(plotWidth / 80))));
  const y = (views: number) => MARGIN.top + plotHeight - (views / top) * plotHeight;
  const ticks = [0, top / 2, top].filter((v, i, all) => all.indexOf(v) === i && Number.isInteger(v));
  const dayLabel = (day: string) => formatDate(day, lang, { year: undefined });
  const fullDay = (day: string) => formatDate(day, lang, { weekday: 'short' });

  return (
    <Box component="figure" m={0} aria-label={caption}>
      <div dir="ltr" ref={ref}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          aria-hidden="true"
          focusable="false"
          style={{ display: 'block', overflow: 'visible' }}
          data-testid="views-chart"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--mantine-color-default-border)"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={MARGIN.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {formatNumber(tick, lang)}
              </text>
            </g>
          ))}
          {perDay.map((d, i) => {
            const x = MARGIN.left + i * band + (band - barWidth) / 2;
            const height = (d.views / top) * plotHeight;
            return (
              <g key={d.day}>
                <rect
                  data-day={d.day}
                  x={x}
                  y={y(d.views)}
                  width={barWidth}
                  height={height}
                  rx={Math.min(3, barWidth / 3)}
                  fill="var(--mantine-primary-color-filled)"
                >
                  <title>
                    {t('analytics.barTitle', {
                      day: fullDay(d.day),
                      count: d.views,
                      formatted: formatNumber(d.views, lang),
                    })}
                  </title>
                </rect>
                {i % labelEvery === 0 ? (
                  <text
                    x={MARGIN.left + i * band + band / 2}
                    y={HEIGHT - MARGIN.bottom + 16}
                    textAnchor="middle"
                    fontSize={11}
                    fill="var(--mantine-color-dimmed)"
                  >
                    {dayLabel(d.day)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analytics.day')}</Table.Th>
              <Table.Th scope="col">{t('analytics.views')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {perDay.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Th scope="row">{fullDay(d.day)}</Table.Th>
                <Table.Td>{formatNumber(d.views, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
