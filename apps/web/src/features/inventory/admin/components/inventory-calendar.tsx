import type { Language } from '@app/shared/i18n/languages';
import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { formatDate, formatMoney, formatMoneyShort, formatNumber, localeOf } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/use-translation';
import { mondayOffset } from '../utils/month';
import { DAY_KINDS, DAY_TONE_CLASS, dayKind } from './day-tone';

interface Props {
  from: string;
  days: InventoryDayDto[];
  currency: string;
  onOpen: (day: InventoryDayDto) => void;
}

/**
 * A month of nights, Monday first; each day opens its editor. On a phone, where seven columns do
 * not fit, the nights are a list, one under another.
 */
export function InventoryCalendar({ from, days, currency, onOpen }: Props) {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const weekdays = useMemo(
    () =>
      [1, 2, 3, 4, 5, 6, 7].map((d) =>
        new Intl.DateTimeFormat(localeOf(lang), { weekday: 'short', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2024, 0, d)),
        ),
      ),
    [lang],
  );

  const month = new Intl.DateTimeFormat(localeOf(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T00:00:00Z`));

  return (
    <>
      {phone ? (
        <Stack
          component="ul"
          gap={6}
          aria-label={t('nights', { month })}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {days.map((day) => (
            <li key={day.date}>
              <DayButton day={day} currency={currency} onOpen={onOpen} row />
            </li>
          ))}
        </Stack>
      ) : (
        <Box style={{ overflowX: 'auto', position: 'relative' }}>
          <Box
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(7, minmax(96px, 1fr))',
              gap: 6,
              minWidth: 708,
            }}
          >
            {weekdays.map((w) => (
              <Text key={w} size="xs" fw={700} ta="center" c="dimmed" aria-hidden="true">
                {w}
              </Text>
            ))}
            {Array.from({ length: mondayOffset(from) }, (_, i) => `blank-${from}-${i}`).map((k) => (
              <div key={k} />
            ))}
            {days.map((day) => (
              <DayButton key={day.date} day={day} currency={currency} onOpen={onOpen} />
            ))}
          </Box>
        </Box>
      )}
      <Group
        component="ul"
        gap="md"
        m={0}
        mt="sm"
        p={0}
        aria-label={t('legend.title')}
        style={{ listStyle: 'none' }}
      >
        {DAY_KINDS.map((kind) => (
          <Group key={kind} gap={6} component="li" wrap="nowrap">
            <Box
              aria-hidden="true"
              w={20}
              h={16}
              className={DAY_TONE_CLASS[kind]}
              style={{ borderRadius: 4 }}
            />
            <Text size="sm">{t(`legend.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

/** One night: its date, rooms left, price and what marks it; a calendar cell, or a row of a phone's list. */
function DayButton({
  day,
  currency,
  onOpen,
  row = false,
}: {
  day: InventoryDayDto;
  currency: string;
  onOpen: (day: InventoryDayDto) => void;
  row?: boolean;
}) {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const promotion = day.record?.promotionDiscountPercent ?? 0;
  const longDate = formatDate(day.date, lang, { weekday: 'long', month: 'long' });
  return (
    <UnstyledButton
      data-date={day.date}
      onClick={() => onOpen(day)}
      p={6}
      w={row ? '100%' : undefined}
      className={DAY_TONE_CLASS[dayKind(day)]}
      title={formatMoney(day.price, currency, lang)}
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
        flexWrap: row ? 'wrap' : undefined,
        alignItems: row ? 'baseline' : undefined,
        columnGap: row ? 12 : undefined,
        justifyContent: 'flex-start',
        minWidth: 0,
        overflowWrap: 'break-word',
        borderRadius: 8,
        minHeight: row ? 44 : 82,
      }}
    >
      <VisuallyHidden>{t('day.open', { date: longDate })}</VisuallyHidden>
      <Text fw={700} size="sm" aria-hidden="true" miw={row ? 64 : undefined}>
        {row
          ? formatDate(day.date, lang, { weekday: 'short', month: undefined, year: undefined })
          : Number(day.date.slice(8))}
      </Text>
      <Text size="xs">{t('day.rooms', { available: day.availableRooms, count: day.totalRooms })}</Text>
      <Text size="xs" fw={600}>
        <bdi>{formatMoneyShort(day.price, currency, lang)}</bdi>
      </Text>
      {day.blocked ? (
        <Text size="xs" lineClamp={3} title={day.blockReason}>
          {/* The reason is the admin's own text, in any language: kept apart from the sentence's direction. */}
          {t('day.blocked', { reason: `\u2068${day.blockReason}\u2069` })}
        </Text>
      ) : day.availableRooms === 0 ? (
        <Text size="xs" fw={700}>
          {t('day.soldOut')}
        </Text>
      ) : promotion > 0 ? (
        <Text size="xs" fw={700}>
          {t('day.promotion')}{' '}
          <bdi>{formatNumber(promotion / 100, lang, { style: 'percent', maximumFractionDigits: 2 })}</bdi>
        </Text>
      ) : null}
    </UnstyledButton>
  );
}
