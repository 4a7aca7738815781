import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { bookingsHref } from '../utils/admin-links';

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Each restaurant's evenings of the coming week: tables taken of its tables, and guests. */
export function EveningsTable({ evenings }: { evenings: DashboardDto['restaurantEvenings'] }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table verticalSpacing="xs">
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" c="dimmed" component="span">
            {t('evenings.caption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('evenings.restaurant')}</Table.Th>
            <Table.Th scope="col">{t('evenings.date')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('evenings.tables')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('evenings.guests')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {evenings.map((e) => (
            <Table.Tr key={`${e.restaurantId} ${e.date}`}>
              <Table.Th scope="row" fw={600}>
                {e.restaurantName}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={e.href ?? bookingsHref({ type: 'restaurant', from: e.date, to: e.date })}
                >
                  {formatDate(e.date, lang, { weekday: 'short', year: undefined })}
                </Anchor>
              </Table.Td>
              <Table.Td ta="end" style={NUMBER}>
                {t('evenings.tablesValue', {
                  taken: formatNumber(e.tablesTaken, lang),
                  total: formatNumber(e.tables, lang),
                })}
              </Table.Td>
              <Table.Td ta="end" style={NUMBER}>
                {formatNumber(e.guests, lang)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
