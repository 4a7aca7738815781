import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateRange, formatMoney, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { percent } from '../utils/chart-format';
import { FocusableScroll } from './focusable-scroll';

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Each hotel over the next 30 nights: occupancy and room nights sold, then revenue, average daily
 * rate (ADR) and revenue per available room night (RevPAR), one line per currency booked in.
 */
export function HotelsTable({ hotels }: { hotels: DashboardDto['hotels'] }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const perCurrency = (
    revenue: DashboardDto['hotels']['hotels'][number]['revenue'],
    pick: (r: (typeof revenue)[number]) => number,
  ): ReactNode =>
    revenue.length === 0 ? (
      <Text span c="dimmed">
        {t('hotels.none')}
      </Text>
    ) : (
      <Stack gap={0} align="flex-end">
        {revenue.map((r) => (
          <bdi key={r.currency}>{formatMoney(pick(r), r.currency, lang)}</bdi>
        ))}
      </Stack>
    );

  const caption = t('hotels.caption', { range: formatDateRange(hotels.from, hotels.to, lang) });
  return (
    <FocusableScroll label={caption} minWidth={640}>
      <Table verticalSpacing="xs" striped>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" c="dimmed" component="span">
            {caption}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hotels.hotel')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('hotels.occupancy')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('hotels.roomNights')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('hotels.revenue')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <abbr title={t('hotels.adr')}>{t('hotels.adrShort')}</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <abbr title={t('hotels.revpar')}>{t('hotels.revparShort')}</abbr>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hotels.hotels.map((h) => (
            <Table.Tr key={h.hotelId}>
              <Table.Th scope="row" fw={600}>
                {h.name}
              </Table.Th>
              <Table.Td ta="end" style={NUMBER}>
                {percent(h.occupancy, lang)}
              </Table.Td>
              <Table.Td ta="end" style={NUMBER}>
                {t('hotels.roomNightsValue', {
                  sold: formatNumber(h.roomNightsSold, lang),
                  total: formatNumber(h.roomNights, lang),
                })}
              </Table.Td>
              <Table.Td ta="end" style={NUMBER}>
                {perCurrency(h.revenue, (r) => r.amount)}
              </Table.Td>
              <Table.Td ta="end" style={NUMBER}>
                {perCurrency(h.revenue, (r) => r.adr)}
              </Table.Td>
              <Table.Td ta="end" style={NUMBER}>
                {perCurrency(h.revenue, (r) => r.revpar)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FocusableScroll>
  );
}
