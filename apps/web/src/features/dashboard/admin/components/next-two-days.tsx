import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

type DayCounts = DashboardDto['arrivals'];
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Today's and tomorrow's hotel arrivals, vehicle pickups and restaurant reservations; a count opens
 * its list where there is one (pickups span three kinds of vehicle, which the list cannot show at once).
 */
export function NextTwoDays({ data }: { data: DashboardDto }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const days = [t('soon.today'), t('soon.tomorrow')];
  const lines: { key: string; what: string; counts: DayCounts }[] = [
    { key: 'arrivals', what: t('soon.arrivals'), counts: data.arrivals },
    { key: 'pickups', what: t('soon.pickups'), counts: data.pickups },
    { key: 'reservations', what: t('soon.reservations'), counts: data.restaurantReservations },
  ];

  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" c="dimmed" component="span">
            {t('soon.caption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('soon.what')}</Table.Th>
            {days.map((day, i) => (
              <Table.Th key={day} scope="col" ta="end">
                {day}
                {data.arrivals[i] ? (
                  <Text span size="xs" c="dimmed" display="block" fw={400}>
                    {formatDate(data.arrivals[i].date, lang, { weekday: 'short', year: undefined })}
                  </Text>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Th scope="row" fw={600}>
                {line.what}
              </Table.Th>
              {line.counts.map((c, i) => {
                const count = formatNumber(c.count, lang);
                return (
                  <Table.Td key={c.date} ta="end" style={NUMBER}>
                    {c.href ? (
                      <Anchor
                        component={Link}
                        to={c.href}
                        fw={700}
                        aria-label={t('soon.countLink', {
                          what: line.what,
                          day: days[i] ?? c.date,
                          formatted: count,
                        })}
                      >
                        {count}
                      </Anchor>
                    ) : (
                      <Text span fw={700}>
                        {count}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
