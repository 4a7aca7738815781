import { Box, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatNumber, formatTimeOfDay } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

export interface ReservationRow {
  bookingId: string;
  reference: string;
  date: string;
  time: string;
  partySize: number;
  guestName: string;
  status: string;
  /** The table it is held at, when the list spans tables. */
  table?: string;
}

const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];
export const isKnownStatus = (s: string): s is Status => (STATUSES as readonly string[]).includes(s);

/**
 * Reservations to call about: reference, date, time, party and guest (and table when given); a
 * list on a phone, where six columns would scroll sideways.
 */
export function ReservationsTable({ rows, caption }: { rows: ReservationRow[]; caption: string }) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const withTable = rows.some((r) => r.table !== undefined);
  if (phone) return <ReservationsList rows={rows} caption={caption} />;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder fz="sm">
        <caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reservations.reference')}</Table.Th>
            <Table.Th>{t('reservations.date')}</Table.Th>
            <Table.Th>{t('reservations.time')}</Table.Th>
            {withTable ? <Table.Th>{t('tables.columns.number')}</Table.Th> : null}
            <Table.Th>{t('reservations.party')}</Table.Th>
            <Table.Th>{t('reservations.guest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.bookingId}>
              <Table.Td dir="ltr" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                {r.reference}
              </Table.Td>
              <Table.Td>{formatDate(r.date, lang)}</Table.Td>
              <Table.Td>{formatTimeOfDay(r.time, lang)}</Table.Td>
              {withTable ? <Table.Td>{r.table}</Table.Td> : null}
              <Table.Td>
                {t('reservations.guests', { count: r.partySize, formatted: formatNumber(r.partySize, lang) })}
              </Table.Td>
              <Table.Td>{r.guestName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReservationsList({ rows, caption }: { rows: ReservationRow[]; caption: string }) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  return (
    <Stack gap={6} component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((r) => (
        <Box key={r.bookingId} component="li">
          <Text size="sm" fw={600}>
            {formatTimeOfDay(r.time, lang)} · {formatDate(r.date, lang)}
          </Text>
          <Text size="sm">
            <bdi>{r.guestName}</bdi> ·{' '}
            {t('reservations.guests', { count: r.partySize, formatted: formatNumber(r.partySize, lang) })}
            {r.table !== undefined ? ` · ${t('reservations.atTable', { number: r.table })}` : ''} ·{' '}
            <Text span size="sm" ff="monospace" dir="ltr">
              {r.reference}
            </Text>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
