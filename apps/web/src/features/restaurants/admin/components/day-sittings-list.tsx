import type { RestaurantTimelineDto } from '@app/shared/restaurants/schemas';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatList, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useSittingWords } from './sitting-words';

type TimelineTable = RestaurantTimelineDto['tables'][number];

/**
 * A date's parties for a phone: each table with a party as a card listing them in order, the free
 * tables named together at the end. Nothing is wider than the screen.
 */
export function DaySittingsList({ timeline }: { timeline: RestaurantTimelineDto }) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  const busy = timeline.tables.filter((table) => table.sittings.length > 0);
  const free = timeline.tables.filter((table) => table.sittings.length === 0);
  return (
    <Stack gap="sm">
      {busy.length === 0 ? <Text c="dimmed">{t('availability.noSittings')}</Text> : null}
      {busy.map((table) => (
        <TableSittings key={table._id} table={table} />
      ))}
      {free.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('availability.freeTables', {
            count: free.length,
            tables: formatList(
              free.map((table) => table.number),
              lang,
            ),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

function TableSittings({ table }: { table: TimelineTable }) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  const words = useSittingWords();
  const heading = useId();
  return (
    <Paper component="section" aria-labelledby={heading} withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} size="h5" id={heading}>
          {t('tables.editTitle', { number: table.number })}
        </Title>
        <Text size="xs" c="dimmed">
          {t('list.seats', { count: table.capacity, formatted: formatNumber(table.capacity, lang) })}
        </Text>
      </Group>
      <Stack component="ul" gap={6} mt={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {table.sittings.map((s) => {
          const w = words(s);
          return (
            <Box
              key={s.bookingId}
              component="li"
              aria-label={`${s.reference}: ${w.label}`}
              py={2}
              style={{
                paddingInlineStart: 8,
                borderInlineStart: `3px solid var(--mantine-color-${w.color}-filled)`,
                opacity: w.cancelled ? 0.75 : 1,
                textDecoration: w.cancelled ? 'line-through' : undefined,
              }}
            >
              <Text size="sm" fw={600}>
                {w.from}–{w.to} · <bdi>{s.guestName}</bdi>
              </Text>
              <Text size="xs">
                {w.party} · {w.status} ·{' '}
                <Text span size="xs" ff="monospace" dir="ltr">
                  {s.reference}
                </Text>
              </Text>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
