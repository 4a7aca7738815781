import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { bookingsHref } from '../utils/admin-links';

/** Departures shown before "Show every departure". */
const FIRST = 8;
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The coming package departures, soonest first: seats sold of the seats there are. */
export function DeparturesTable({ departures }: { departures: DashboardDto['departures'] }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const [all, setAll] = useState(false);
  const shown = all ? departures : departures.slice(0, FIRST);

  return (
    <Stack gap="xs" align="flex-start">
      <Table.ScrollContainer minWidth={420} w="100%">
        <Table verticalSpacing="xs">
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>
            <Text size="sm" c="dimmed" component="span">
              {t('departures.caption')}
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('departures.package')}</Table.Th>
              <Table.Th scope="col">{t('departures.date')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('departures.seats')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((d) => {
              const sold = d.seatsTotal > 0 ? (d.seatsSold / d.seatsTotal) * 100 : 0;
              return (
                <Table.Tr key={d.departureId}>
                  <Table.Th scope="row" fw={600}>
                    <Anchor component={Link} to={d.href ?? bookingsHref({ type: 'package' })}>
                      {d.packageName}
                    </Anchor>
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.startDate, lang)}</Table.Td>
                  <Table.Td ta="end" style={NUMBER}>
                    <Stack gap={4} align="flex-end">
                      {t('departures.seatsValue', {
                        sold: formatNumber(d.seatsSold, lang),
                        total: formatNumber(d.seatsTotal, lang),
                      })}
                      <Progress value={sold} w={96} size="sm" aria-hidden="true" />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {departures.length > FIRST ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll((shownAll) => !shownAll)}>
          {all
            ? t('departures.showFewer')
            : t('departures.showAll', { formatted: formatNumber(departures.length, lang) })}
        </Button>
      ) : null}
    </Stack>
  );
}
