import type { Language } from '@app/shared/i18n/languages';
import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import { ActionIcon, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { localeOf } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useCalendar, useInventoryHotels } from './api/admin-inventory-api';
import { BulkPanel } from './components/bulk-panel';
import { InventoryCalendar } from './components/inventory-calendar';
import { NightEditor } from './components/night-editor';
import { monthRange, shiftMonth } from './utils/month';

const MONTH = /^\d{4}-\d{2}$/;

export function AdminInventoryView() {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const hotels = useInventoryHotels();
  // The address names the hotel by id or, as its public page does, by slug.
  const named = params.get('hotel');
  const listed = hotels.data?.data.find((h) => h._id === named || h.slug === named);
  // Beyond the hotels listed here, the address is taken as an id.
  const complete = hotels.data ? hotels.data.total <= hotels.data.data.length : false;
  const hotelId = listed?._id ?? (named && hotels.data && !complete ? named : null);
  const missing = Boolean(named) && complete && !listed;
  const hotel = listed;
  const room = hotel?.roomTypes.find((r) => r._id === params.get('room'));
  const roomTypeId = hotel ? (room?._id ?? null) : params.get('room');
  const month = MONTH.test(params.get('month') ?? '')
    ? (params.get('month') as string)
    : new Date().toISOString().slice(0, 7);
  const { from, to } = monthRange(month);
  const calendar = useCalendar(hotelId, roomTypeId, from, to);
  const [editing, setEditing] = useState<InventoryDayDto | null>(null);

  const hotelName = hotel ? hotel.name[lang] || hotel.name.en : '';
  const roomName = room ? room.name[lang] || room.name.en : '';
  /** Closes the night editor and puts focus back on that night's day. */
  const closeEditor = () => {
    const date = editing?.date;
    setEditing(null);
    if (date)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-date="${CSS.escape(date)}"]`)?.focus(),
      );
  };
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
      {missing ? (
        <ErrorState title={t('hotelNotFoundTitle')} message={t('hotelNotFound', { address: named ?? '' })} />
      ) : named && hotels.isPending ? (
        <Skeleton h={360} />
      ) : !hotelId ? (
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
              <InventoryCalendar
                from={from}
                days={calendar.data.days}
                currency={currency}
                onOpen={setEditing}
              />
            )}
          </Paper>
          <BulkPanel
            key={roomTypeId}
            hotelId={hotelId}
            roomTypeId={roomTypeId}
            hotelName={hotelName}
            roomName={roomName}
            currency={currency}
          />
          <NightEditor
            hotelId={hotelId}
            roomTypeId={roomTypeId}
            hotelName={hotelName}
            roomName={roomName}
            currency={currency}
            day={editing}
            onClose={closeEditor}
          />
        </>
      )}
    </Stack>
  );
}
