import type { DayType } from '@app/shared/inventory/schemas';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useBulkUpdate } from '../api/admin-inventory-api';

type Num = number | '';

/** Apply fields to a date range for weekdays, weekend days or both; only filled fields change. */
export function BulkPanel({
  hotelId,
  roomTypeId,
  currency,
}: {
  hotelId: string;
  roomTypeId: string;
  currency: string;
}) {
  const { t } = useTranslation('adminInventory');
  const bulk = useBulkUpdate(hotelId, roomTypeId);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [dayTypes, setDayTypes] = useState<DayType[]>(['weekday', 'weekend']);
  const [totalRooms, setTotal] = useState<Num>('');
  const [availableRooms, setAvailable] = useState<Num>('');
  const [basePrice, setBase] = useState<Num>('');
  const [seasonal, setSeasonal] = useState<Num>('');
  const [promotion, setPromotion] = useState<Num>('');
  const [blocked, setBlocked] = useState(false);
  const [blockReason, setBlockReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cleared, setCleared] = useState<number | null>(null);
  const num = (set: (v: Num) => void) => (v: string | number) => set(typeof v === 'number' ? v : '');

  const check = () => {
    if (!start || !end) return t('messages.datesRequired');
    if (dayTypes.length === 0) return t('messages.dayTypeRequired');
    if (blocked && !blockReason.trim()) return t('messages.blockReasonRequired');
    if (totalRooms !== '' && availableRooms !== '' && availableRooms > totalRooms)
      return t('messages.availableExceeds');
    return null;
  };

  const apply = () => {
    const found = check();
    setProblem(found);
    setCleared(null);
    if (found) return;
    bulk.mutate({
      startDate: start,
      endDate: end,
      dayTypes,
      ...(totalRooms !== '' ? { totalRooms } : {}),
      ...(availableRooms !== '' ? { availableRooms } : {}),
      ...(basePrice !== '' ? { basePrice: Math.round(basePrice * 100) } : {}),
      ...(seasonal !== '' ? { seasonalAdjustment: seasonal } : {}),
      ...(promotion !== '' ? { promotionDiscountPercent: promotion } : {}),
      ...(blocked ? { blocked: true, blockReason: blockReason.trim() } : {}),
    });
  };

  const clear = async () => {
    if (!start || !end) {
      setProblem(t('messages.datesRequired'));
      return;
    }
    setProblem(null);
    try {
      const result = await api<{ deleted: number }>(`/inventory/hotels/${hotelId}/${roomTypeId}`, {
        method: 'DELETE',
        query: { from: start, to: end },
      });
      setCleared(result.deleted);
      bulk.reset();
    } catch (e) {
      setProblem(`${t('errors.delete')} ${e instanceof ApiError ? e.message : String(e)}`);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bulk-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bulk-title">
          {t('bulk.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bulk.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('bulk.start')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('bulk.end')}
            value={end}
            min={start || undefined}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('bulk.dayTypes')}
          value={dayTypes}
          onChange={(v) => setDayTypes(v as DayType[])}
        >
          <Group mt={4}>
            <Checkbox value="weekday" label={t('bulk.weekday')} />
            <Checkbox value="weekend" label={t('bulk.weekend')} />
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('fields.totalRooms')}
            min={0}
            max={500}
            allowDecimal={false}
            value={totalRooms}
            onChange={num(setTotal)}
          />
          <NumberInput
            label={t('fields.availableRooms')}
            min={0}
            max={500}
            allowDecimal={false}
            value={availableRooms}
            onChange={num(setAvailable)}
          />
          <NumberInput
            label={t('fields.basePrice', { currency })}
            min={0}
            decimalScale={2}
            value={basePrice}
            onChange={num(setBase)}
          />
          <NumberInput
            label={t('fields.seasonalAdjustment')}
            min={-99}
            max={500}
            value={seasonal}
            onChange={num(setSeasonal)}
          />
          <NumberInput
            label={t('fields.promotionDiscountPercent')}
            min={0}
            max={100}
            value={promotion}
            onChange={num(setPromotion)}
          />
        </SimpleGrid>
        <Checkbox
          label={t('fields.blocked')}
          checked={blocked}
          onChange={(e) => setBlocked(e.currentTarget.checked)}
        />
        {blocked ? (
          <TextInput
            label={t('fields.blockReason')}
            value={blockReason}
            onChange={(e) => setBlockReason(e.currentTarget.value)}
            withAsterisk
          />
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {bulk.error ? (
          <Alert color="red" role="alert">
            {t('errors.bulk')} {bulk.error instanceof ApiError ? bulk.error.message : String(bulk.error)}
          </Alert>
        ) : null}
        {bulk.data ? (
          <Alert color="uzungol" role="status">
            {t('bulk.result', { updated: bulk.data.updated })}
            {bulk.data.skipped.length ? ` ${t('bulk.skipped', { dates: bulk.data.skipped.join(', ') })}` : ''}
          </Alert>
        ) : null}
        {cleared !== null ? (
          <Alert color="uzungol" role="status">
            {t('bulk.cleared', { count: cleared })}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={apply} loading={bulk.isPending}>
            {t('bulk.apply')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => void clear()}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
