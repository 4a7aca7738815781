import type { Language } from '@app/shared/i18n/languages';
import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteNight, useSaveNight } from '../api/admin-inventory-api';
import { type NightValues, nightBody, nightValues, validateNight } from '../utils/night-form';

interface Props {
  hotelId: string;
  roomTypeId: string;
  currency: string;
  day: InventoryDayDto | null;
  onClose: () => void;
}

/** Every field of one night's record, validated with the spec's messages. */
export function NightEditor({ hotelId, roomTypeId, currency, day, onClose }: Props) {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const [values, setValues] = useState<NightValues | null>(day ? nightValues(day) : null);
  const [errors, setErrors] = useState<Partial<Record<keyof NightValues, string>>>({});
  const save = useSaveNight(hotelId, roomTypeId);
  const remove = useDeleteNight(hotelId, roomTypeId);
  useEffect(() => {
    setValues(day ? nightValues(day) : null);
    setErrors({});
    save.reset();
    remove.reset();
  }, [day, save.reset, remove.reset]);

  if (!day || !values) return null;
  const set = <K extends keyof NightValues>(k: K, v: NightValues[K]) => setValues({ ...values, [k]: v });
  const err = (k: keyof NightValues) => (errors[k] ? t(`messages.${errors[k]}`) : undefined);
  const num = (k: keyof NightValues) => (v: string | number) =>
    set(k, (typeof v === 'number' ? v : '') as never);
  const failure = (prefix: string, e: unknown) =>
    `${t(prefix)} ${e instanceof ApiError ? e.message : String(e)}`;

  const submit = () => {
    const found = validateNight(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ date: day.date, body: nightBody(values) }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('edit.title', { date: formatDate(day.date, lang) })} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('fields.totalRooms')}
            min={0}
            max={500}
            allowDecimal={false}
            value={values.totalRooms}
            onChange={num('totalRooms')}
            error={err('totalRooms')}
          />
          <NumberInput
            label={t('fields.availableRooms')}
            min={0}
            max={500}
            allowDecimal={false}
            value={values.availableRooms}
            onChange={num('availableRooms')}
            error={err('availableRooms')}
          />
          <NumberInput
            label={t('fields.basePrice', { currency })}
            min={0}
            decimalScale={2}
            value={values.basePrice}
            onChange={num('basePrice')}
            error={err('basePrice')}
            thousandSeparator
          />
          <NumberInput
            label={t('fields.priceModifier')}
            min={0.01}
            max={10}
            step={0.05}
            decimalScale={3}
            value={values.priceModifier}
            onChange={num('priceModifier')}
          />
          <NumberInput
            label={t('fields.seasonalAdjustment')}
            min={-99}
            max={500}
            value={values.seasonalAdjustment}
            onChange={num('seasonalAdjustment')}
          />
          <NumberInput
            label={t('fields.promotionDiscountPercent')}
            min={0}
            max={100}
            value={values.promotionDiscountPercent}
            onChange={num('promotionDiscountPercent')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.promotionCode')}
          value={values.promotionCode}
          maxLength={40}
          onChange={(e) => set('promotionCode', e.currentTarget.value.toUpperCase())}
        />
        <Checkbox
          label={t('fields.blocked')}
          checked={values.blocked}
          onChange={(e) => set('blocked', e.currentTarget.checked)}
        />
        {values.blocked ? (
          <TextInput
            label={t('fields.blockReason')}
            value={values.blockReason}
            maxLength={200}
            onChange={(e) => set('blockReason', e.currentTarget.value)}
            error={err('blockReason')}
            withAsterisk
          />
        ) : null}
        <Textarea
          label={t('fields.notes')}
          value={values.notes}
          maxLength={1000}
          autosize
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        {save.error ? (
          <Alert color="red" role="alert">
            {failure('errors.save', save.error)}
          </Alert>
        ) : null}
        {remove.error ? (
          <Alert color="red" role="alert">
            {failure('errors.delete', remove.error)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {day.record ? (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(day.date, { onSuccess: onClose })}
            >
              {t('edit.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
