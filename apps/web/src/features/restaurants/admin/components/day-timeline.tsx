import { minutesOf } from '@app/shared/restaurants/opening-hours';
import type { RestaurantTimelineDto } from '@app/shared/restaurants/schemas';
import { Box, Group, Paper, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { formatNumber, formatTimeOfDay } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useSittingWords } from './sitting-words';

/** A sitting's end in minutes of the date (one ending after midnight ends past 1440). */
const endOf = (from: string, to: string) => {
  const end = minutesOf(to);
  return end <= minutesOf(from) ? end + 1440 : end;
};

/** The hours the timeline spans: from the first time or sitting to the last end, whole hours. */
export function timelineSpan(
  tables: RestaurantTimelineDto['tables'],
  usualTimes: string[],
  turnMinutes: number,
): { start: number; end: number } {
  const starts: number[] = usualTimes.map(minutesOf);
  const ends: number[] = usualTimes.map((t) => minutesOf(t) + turnMinutes);
  for (const table of tables)
    for (const s of table.sittings) {
      starts.push(minutesOf(s.from));
      ends.push(endOf(s.from, s.to));
    }
  if (starts.length === 0) return { start: 10 * 60, end: 24 * 60 };
  return {
    start: Math.floor(Math.min(...starts) / 60) * 60,
    end: Math.ceil(Math.max(...ends) / 60) * 60,
  };
}

/**
 * Each table as a row and its parties as blocks along the day, on the restaurant's clock: for
 * screens wide enough to show the whole day (phones get `DaySittingsList`).
 */
export function DayTimeline({
  timeline,
  usualTimes,
  turnMinutes,
}: {
  timeline: RestaurantTimelineDto;
  usualTimes: string[];
  turnMinutes: number;
}) {
  const { t, i18n } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  const words = useSittingWords();
  const { start, end } = timelineSpan(timeline.tables, usualTimes, turnMinutes);
  const span = end - start;
  // An hour label every hour, every other one on a long day and every third on a day that runs
  // from last night's sitting to past this midnight (labels stay apart); none at the very end.
  const step = span > 16 * 60 ? 180 : span > 8 * 60 ? 120 : 60;
  const hours: number[] = [];
  for (let h = start; h < end; h += step) hours.push(h);
  const rtl = i18n.dir() === 'rtl';
  const at = (minutes: number) => `${((minutes - start) / span) * 100}%`;
  const clock = (minutes: number) =>
    formatTimeOfDay(
      `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      lang,
    );

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Stack gap={6} miw={640} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <Group gap="sm" wrap="nowrap" aria-hidden="true">
          <Box w={96} />
          <Box pos="relative" h={18} style={{ flex: 1 }}>
            {hours.map((h) => (
              <Text
                key={h}
                size="xs"
                c="dimmed"
                pos="absolute"
                style={{
                  insetInlineStart: at(h),
                  transform: h === start ? undefined : `translateX(${rtl ? '50%' : '-50%'})`,
                  whiteSpace: 'nowrap',
                }}
              >
                {clock(h)}
              </Text>
            ))}
          </Box>
        </Group>
        {timeline.tables.map((table) => (
          <Group key={table._id} component="li" gap="sm" wrap="nowrap" align="stretch">
            <Stack gap={0} w={96} justify="center">
              <Text fw={600} size="sm">
                {t('tables.editTitle', { number: table.number })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('list.seats', { count: table.capacity, formatted: formatNumber(table.capacity, lang) })}
              </Text>
            </Stack>
            <Paper
              withBorder
              radius="sm"
              pos="relative"
              h={48}
              style={{ flex: 1, overflow: 'hidden', background: 'var(--mantine-color-default-hover)' }}
            >
              {table.sittings.length === 0 ? (
                <Text size="xs" c="dimmed" p={6}>
                  {t('availability.free')}
                </Text>
              ) : (
                <Box component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {table.sittings.map((s) => {
                    const from = minutesOf(s.from);
                    const to = Math.min(endOf(s.from, s.to), end);
                    const { status, party, label, color, cancelled } = words(s);
                    return (
                      <Tooltip key={s.bookingId} label={`${s.reference} · ${label}`} withinPortal>
                        <Box
                          component="li"
                          tabIndex={0}
                          aria-label={`${s.reference}: ${label}`}
                          pos="absolute"
                          top={4}
                          bottom={4}
                          px={6}
                          style={{
                            insetInlineStart: at(from),
                            width: `calc(${((to - from) / span) * 100}% - 2px)`,
                            borderRadius: 6,
                            overflow: 'hidden',
                            background: `var(--mantine-color-${color}-light)`,
                            borderInlineStart: `3px solid var(--mantine-color-${color}-filled)`,
                            color: 'var(--mantine-color-text)',
                            opacity: cancelled ? 0.75 : 1,
                            textDecoration: cancelled ? 'line-through' : undefined,
                          }}
                        >
                          <Text size="xs" fw={600} truncate>
                            {formatTimeOfDay(s.from, lang)} {s.guestName}
                          </Text>
                          <Text size="xs" truncate>
                            {party} · {status}
                          </Text>
                        </Box>
                      </Tooltip>
                    );
                  })}
                </Box>
              )}
            </Paper>
          </Group>
        ))}
      </Stack>
    </ScrollArea>
  );
}
