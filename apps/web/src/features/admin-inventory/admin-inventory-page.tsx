import type { Language } from '@app/shared/i18n/languages';
import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { formatMoney, localeOf } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { useCalendar, useInventoryHotels } from './api/admin-inventory-api';
import { BulkPanel } from './components/bulk-panel';
import { NightEditor } from './components/night-editor';
import { mondayOffset, monthRange, shiftMonth } from './utils/month';

const MONTH = /^\d{4}-\d{2}$/;

function dayTone(day: InventoryDayDto) {
  if (day.blocked)
    return {
      bg: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-5))',
      border: 'var(--mantine-color-gray-6)',
    };
  if (day.availableRooms === 0)
    return {
      bg: 'light-dark(var(--mantine-color-red-0), var(--mantine-color-dark-6))',
      border: 'var(--mantine-color-red-7)',
    };
  if ((day.record?.promotionDiscountPercent ?? 0) > 0)
    return {
      bg: 'light-dark(var(--mantine-color-tea-0), var(--mantine-color-dark-6))',
      border: 'var(--mantine-color-tea-7)',
    };
  return {
    bg: undefined,
    border: day.record ? 'var(--mantine-color-sea-6)' : 'var(--mantine-color-default-border)',
  };
}

export function AdminInventoryView() {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const hotels = useInventoryHotels();
  const hotelId = params.get('hotel');
  const roomTypeId = params.get('room');
  const month = MONTH.test(params.get('month') ?? '')
    ? (params.get('month') as string)
    : new Date().toISOString().slice(0, 7);
  const { from, to } = monthRange(month);
  const calendar = useCalendar(hotelId, roomTypeId, from, to);
  const [editing, setEditing] = useState<InventoryDayDto | null>(null);

  const hotel = hotels.data?.data.find((h) => h._id === hotelId);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const monthLabel = new Intl.DateTimeFormat(localeOf(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T00:00:00Z`));
  const weekdays = useMemo(
    () =>
      [1, 2, 3, 4, 5, 6, 7].map((d) =>
        new Intl.DateTimeFormat(localeOf(lang), { weekday: 'short', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2024, 0, d)),
        ),
      ),
    [lang],
  );
  const currency = calendar.data?.currency ?? 'TRY';
  const rtl = i18n.dir() === 'rtl';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('lead')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('hotel')}
          placeholder={t('selectHotel')}
          searchable
          data={(hotels.data?.data ?? []).map((h) => ({ value: h._id, label: h.name[lang] || h.name.en }))}
          value={hotelId}
          onChange={(v) => set({ hotel: v, room: null })}
          error={hotels.isError ? t('loadFailed') : undefined}
        />
        <Select
          label={t('roomType')}
          placeholder={t('selectRoomType')}
          data={(hotel?.roomTypes ?? []).map((r) => ({ value: r._id, label: r.name[lang] || r.name.en }))}
          value={roomTypeId}
          onChange={(v) => set({ room: v })}
          disabled={!hotel}
        />
      </SimpleGrid>
      {!hotelId ? (
        <EmptyState description={t('selectHotel')} />
      ) : !roomTypeId ? (
        <EmptyState description={t('selectRoomType')} />
      ) : (
        <>
          <Paper
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={t('calendar', { month: monthLabel })}
          >
            <Group justify="space-between" mb="sm">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('previousMonth')}
                onClick={() => set({ month: shiftMonth(month, -1) })}
              >
                {rtl ? <IconChevronRight aria-hidden="true" /> : <IconChevronLeft aria-hidden="true" />}
              </ActionIcon>
              <Title order={2} size="h4">
                {monthLabel}
              </Title>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('nextMonth')}
                onClick={() => set({ month: shiftMonth(month, 1) })}
              >
                {rtl ? <IconChevronLeft aria-hidden="true" /> : <IconChevronRight aria-hidden="true" />}
              </ActionIcon>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {t('formula')}
            </Text>
            {calendar.isPending ? (
              <Skeleton h={360} />
            ) : calendar.isError ? (
              <ErrorState title={t('loadFailed')} onRetry={() => void calendar.refetch()} />
            ) : (
              <Box style={{ overflowX: 'auto' }}>
                <Box
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(7, minmax(84px, 1fr))',
                    gap: 6,
                    minWidth: 620,
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
                  {calendar.data.days.map((day) => {
                    const tone = dayTone(day);
                    const dayNumber = Number(day.date.slice(8));
                    return (
                      <UnstyledButton
                        key={day.date}
                        onClick={() => setEditing(day)}
                        p={6}
                        style={{
                          border: `1px solid ${tone.border}`,
                          borderRadius: 8,
                          background: tone.bg,
                          minHeight: 82,
                        }}
                      >
                        <VisuallyHidden>{t('day.open', { date: day.date })}</VisuallyHidden>
                        <Text fw={700} size="sm">
                          {dayNumber}
                        </Text>
                        <Text size="xs">
                          {t('day.rooms', { available: day.availableRooms, total: day.totalRooms })}
                        </Text>
                        <Text size="xs" fw={600}>
                          <bdi>{formatMoney(day.price, currency, lang)}</bdi>
                        </Text>
                        {day.blocked ? (
                          <Text size="xs" fw={700} title={day.blockReason}>
                            {t('day.blocked', { reason: day.blockReason })}
                          </Text>
                        ) : day.availableRooms === 0 ? (
                          <Text size="xs" fw={700}>
                            {t('day.soldOut')}
                          </Text>
                        ) : (day.record?.promotionDiscountPercent ?? 0) > 0 ? (
                          <Text size="xs" fw={700}>
                            {t('day.promotion')} {day.record?.promotionDiscountPercent}%
                          </Text>
                        ) : null}
                      </UnstyledButton>
                    );
                  })}
                </Box>
              </Box>
            )}
            <Group gap="xs" mt="sm" aria-label={t('legend.title')}>
              <Badge variant="filled" autoContrast color="sea">
                {t('legend.custom')}
              </Badge>
              <Badge variant="filled" autoContrast color="gray">
                {t('legend.defaults')}
              </Badge>
              <Badge variant="filled" autoContrast color="gray">
                {t('legend.blocked')}
              </Badge>
              <Badge variant="filled" autoContrast color="red">
                {t('legend.soldOut')}
              </Badge>
              <Badge variant="filled" autoContrast color="yellow">
                {t('legend.promotion')}
              </Badge>
            </Group>
          </Paper>
          <BulkPanel hotelId={hotelId} roomTypeId={roomTypeId} currency={currency} />
          <NightEditor
            hotelId={hotelId}
            roomTypeId={roomTypeId}
            currency={currency}
            day={editing}
            onClose={() => setEditing(null)}
          />
        </>
      )}
    </Stack>
  );
}
