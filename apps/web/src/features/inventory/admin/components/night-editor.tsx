import type { Language } from '@app/shared/i18n/languages';
import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { ApiError } from '../../../../lib/api-client';
import { focusFirstError } from '../../../../lib/form-focus';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { type PlainTextKey, useTranslation } from '../../../../lib/use-translation';
import { useDeleteNight, useSaveNight } from '../api/admin-inventory-api';
import type { NumberText } from '../utils/field-rules';
import {
  type NightValues,
  NUMBER_FIELDS,
  nightBody,
  nightValues,
  type RoomScope,
  validateNight,
} from '../utils/night-form';
import { serverFieldErrors } from '../utils/server-errors';
import { NumberField } from './number-field';

interface Props extends RoomScope {
  day: InventoryDayDto | null;
  onClose: () => void;
}

const FIELDS: (keyof NightValues)[] = [...NUMBER_FIELDS, 'promotionCode', 'blockReason', 'notes'];

/** Every field of one night's record, validated with the spec's messages. */
export function NightEditor({ hotelId, roomTypeId, hotelName, roomName, currency, day, onClose }: Props) {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const [values, setValues] = useState<NightValues | null>(day ? nightValues(day) : null);
  const [errors, setErrors] = useState<Partial<Record<keyof NightValues, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const container = useRef<HTMLFormElement>(null);
  const save = useSaveNight(hotelId, roomTypeId);
  const remove = useDeleteNight(hotelId, roomTypeId);
  useEffect(() => {
    setValues(day ? nightValues(day) : null);
    setErrors({});
    setConfirming(false);
    save.reset();
  }, [day, save.reset]);

  if (!day || !values) return null;
  const date = formatDate(day.date, lang);
  const set = <K extends keyof NightValues>(k: K, v: NightValues[K]) => setValues({ ...values, [k]: v });
  const num = (k: keyof NightValues) => (v: NumberText) => set(k, v as never);
  const err = (k: keyof NightValues) => errors[k];
  const failure = (prefix: PlainTextKey<'adminInventory'>, e: unknown) =>
    `${t(prefix)} ${e instanceof ApiError ? e.message : String(e)}`;

  const submit = () => {
    const found = Object.fromEntries(
      Object.entries(validateNight(values)).map(([k, key]) => [k, t(`messages.${key}`)]),
    );
    setErrors(found);
    save.reset();
    if (Object.keys(found).length) {
      focusFirstError(container.current);
      return;
    }
    save.mutate(
      { date: day.date, body: nightBody(values) },
      {
        onSuccess: () => {
          notify({ color: 'uzungol', message: t('edit.saved') });
          onClose();
        },
        onError: (e) => {
          const fromServer = serverFieldErrors(e, FIELDS);
          if (Object.keys(fromServer).length) {
            setErrors(fromServer);
            focusFirstError(container.current);
          }
        },
      },
    );
  };
  const serverFailed = save.error && !Object.keys(serverFieldErrors(save.error, FIELDS)).length;

  return (
    <>
      <Modal
        opened={!confirming}
        onClose={onClose}
        title={t('edit.title', { date })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('edit.cancel') }}
      >
        <form
          ref={container}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberField
                label={t('fields.totalRooms')}
                min={0}
                max={500}
                value={values.totalRooms}
                onChange={num('totalRooms')}
                error={err('totalRooms')}
              />
              <NumberField
                label={t('fields.availableRooms')}
                min={0}
                max={500}
                value={values.availableRooms}
                onChange={num('availableRooms')}
                error={err('availableRooms')}
              />
              <NumberField
                label={t('fields.basePrice', { currency })}
                min={0}
                decimalScale={2}
                value={values.basePrice}
                onChange={num('basePrice')}
                error={err('basePrice')}
                thousandSeparator
              />
              <NumberField
                label={t('fields.priceModifier')}
                min={0.01}
                max={10}
                step={0.05}
                decimalScale={3}
                value={values.priceModifier}
                onChange={num('priceModifier')}
                error={err('priceModifier')}
              />
              <NumberField
                label={t('fields.seasonalAdjustment')}
                min={-99}
                max={500}
                value={values.seasonalAdjustment}
                onChange={num('seasonalAdjustment')}
                error={err('seasonalAdjustment')}
              />
              <NumberField
                label={t('fields.promotionDiscountPercent')}
                min={0}
                max={100}
                value={values.promotionDiscountPercent}
                onChange={num('promotionDiscountPercent')}
                error={err('promotionDiscountPercent')}
              />
            </SimpleGrid>
            <TextInput
              label={t('fields.promotionCode')}
              value={values.promotionCode}
              maxLength={40}
              dir="ltr"
              onChange={(e) => set('promotionCode', e.currentTarget.value.toUpperCase())}
              error={err('promotionCode')}
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
                dir="auto"
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
              dir="auto"
              onChange={(e) => set('notes', e.currentTarget.value)}
              error={err('notes')}
            />
            {serverFailed ? (
              <Alert color="red" role="alert">
                {failure('errors.save', save.error)}
              </Alert>
            ) : null}
            <Group justify="space-between">
              {day.record ? (
                <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                  {t('edit.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('edit.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('edit.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDeleteDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('edit.confirmDelete.title', { date })}
        body={t('edit.confirmDelete.body', { date, room: roomName, hotel: hotelName })}
        confirmLabel={t('edit.confirmDelete.confirm')}
        cancelLabel={t('edit.confirmDelete.cancel')}
        mutation={remove}
        id={day.date}
        errorText={(e) => failure('errors.delete', e)}
        onDeleted={() => {
          notify({ color: 'uzungol', message: t('edit.deleted') });
          onClose();
        }}
      />
    </>
  );
}
