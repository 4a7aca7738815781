import { TABLE_LOCATIONS, type TableLocation } from '@app/shared/restaurants/catalog';
import {
  type RestaurantAdminTableDto,
  type RestaurantTableDto,
  restaurantTableInput,
} from '@app/shared/restaurants/schemas';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertCircle, IconAlertTriangle, IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { NumberField } from '../../../../components/number-field';
import { ApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { schemaIssues } from '../../../../lib/schema-issues';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteTable, useSaveTable, useTableReservations } from '../api/admin-restaurants-api';
import { restaurantFieldTexts } from '../utils/field-texts';
import { ReservationsTable } from './reservations-table';

interface TableValues {
  number: string;
  capacity: number | string;
  location: TableLocation;
  active: boolean;
}

const toBody = (v: TableValues) => ({
  number: v.number,
  capacity: v.capacity === '' ? undefined : Number(v.capacity),
  location: v.location,
  active: v.active,
});

/** Adds a table (`table` is 'new') or edits one. */
export function TableEditorDialog({
  restaurantId,
  table,
  onClose,
}: {
  restaurantId: string;
  table: RestaurantTableDto | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminRestaurants', 'common']);
  return (
    <Modal
      opened={table !== null}
      onClose={onClose}
      title={
        table === 'new' || table === null
          ? t('tables.newTitle')
          : t('tables.editTitle', { number: table.number })
      }
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {table ? (
        <TableForm
          key={table === 'new' ? 'new' : table._id}
          restaurantId={restaurantId}
          table={table === 'new' ? null : table}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function TableForm({
  restaurantId,
  table,
  onClose,
}: {
  restaurantId: string;
  table: RestaurantTableDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const fieldMessage = useFieldMessage(restaurantFieldTexts);
  const errorMessage = useErrorMessage();
  const save = useSaveTable(restaurantId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TableValues>({
    mode: 'controlled',
    initialValues: table
      ? { number: table.number, capacity: table.capacity, location: table.location, active: table.active }
      : { number: '', capacity: 4, location: 'inside', active: true },
    validate: (values) => {
      const parsed = restaurantTableInput.safeParse(toBody(values));
      const errors: FormErrors = {};
      if (!parsed.success)
        for (const issue of schemaIssues(parsed.error))
          errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const body = restaurantTableInput.parse(toBody(values));
    setFormError(null);
    save.mutate(
      { tableId: table?._id ?? null, body },
      {
        onSuccess: (saved) => {
          notify({ color: 'uzungol', message: t('tables.saved', { number: saved.number }) });
          onClose();
        },
        onError: (error) => {
          let placed = false;
          if (error instanceof ApiError)
            for (const issue of error.errors)
              if (issue.field in values) {
                form.setFieldError(issue.field, fieldMessage(issue.code, issue.field, issue.message));
                placed = true;
              }
          if (!placed) setFormError(errorMessage(error, t('tables.saveFailed')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('tables.number')}
          withAsterisk
          maxLength={20}
          data-autofocus
          {...form.getInputProps('number')}
        />
        <NumberField
          label={t('tables.capacity')}
          withAsterisk
          min={1}
          max={30}
          allowDecimal={false}
          {...form.getInputProps('capacity')}
        />
        <Select
          label={t('tables.location')}
          allowDeselect={false}
          data={TABLE_LOCATIONS.map((l) => ({ value: l, label: t(`locations.${l}`) }))}
          {...form.getInputProps('location')}
        />
        <Switch
          label={t('tables.activeField')}
          description={t('tables.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tables.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('tables.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Deletes a table, or says why it cannot be: a table a party ever sat at stays (its reservations
 * keep naming it; the list answers `deletable`, and the server refuses with 409 table_has_sittings
 * should a party take it meanwhile). Then the dialog offers to deactivate it and lists its coming
 * reservations. It says one thing or the other, never both.
 */
export function DeleteTableDialog({
  restaurantId,
  table,
  onClose,
}: {
  restaurantId: string;
  table: RestaurantAdminTableDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminRestaurants', 'common']);
  // The table the server refused to delete while this dialog was open.
  const [refused, setRefused] = useState<string | null>(null);
  const blocked = table ? !table.deletable || refused === table._id : false;
  return (
    <Modal
      opened={table !== null}
      onClose={onClose}
      title={
        table ? t(blocked ? 'tables.cannotDeleteTitle' : 'tables.deleteTitle', { number: table.number }) : ''
      }
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {table ? (
        blocked ? (
          <KeepTableBody key={table._id} restaurantId={restaurantId} table={table} onClose={onClose} />
        ) : (
          <DeleteTableBody
            key={table._id}
            restaurantId={restaurantId}
            table={table}
            onClose={onClose}
            onRefused={() => setRefused(table._id)}
          />
        )
      ) : null}
    </Modal>
  );
}

function DeleteTableBody({
  restaurantId,
  table,
  onClose,
  onRefused,
}: {
  restaurantId: string;
  table: RestaurantAdminTableDto;
  onClose: () => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const errorMessage = useErrorMessage();
  const remove = useDeleteTable(restaurantId);
  const number = table.number;

  const confirm = () =>
    remove.mutate(table._id, {
      onSuccess: () => {
        notify({ color: 'uzungol', message: t('tables.deleted', { number }) });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'table_has_sittings') onRefused();
      },
    });

  return (
    <Stack gap="md">
      <Text>{t('tables.deleteBody', { number })}</Text>
      {remove.isError && !(remove.error instanceof ApiError && remove.error.code === 'table_has_sittings') ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(remove.error, t('tables.deleteFailed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('tables.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={confirm}
          loading={remove.isPending}
        >
          {t('tables.deleteConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Why a table that seated parties stays, its coming reservations, and deactivating it instead. */
function KeepTableBody({
  restaurantId,
  table,
  onClose,
}: {
  restaurantId: string;
  table: RestaurantAdminTableDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const errorMessage = useErrorMessage();
  const save = useSaveTable(restaurantId);
  const coming = useTableReservations(restaurantId, table._id, true);
  const number = table.number;

  const deactivate = () =>
    save.mutate(
      {
        tableId: table._id,
        body: { number: table.number, capacity: table.capacity, location: table.location, active: false },
      },
      {
        onSuccess: () => {
          notify({ color: 'uzungol', message: t('tables.deactivated', { number }) });
          onClose();
        },
      },
    );

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('tables.cannotDelete')}
          </Text>
          <Text size="sm">{table.active ? t('tables.deactivateHint') : t('tables.alreadyInactive')}</Text>
        </Stack>
      </Alert>
      <Stack gap="xs">
        <Text fw={600}>{t('tables.comingTitle')}</Text>
        {coming.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('tables.comingLoading')}</Text>
          </Group>
        ) : coming.isError ? (
          <Text size="sm" c="red">
            {t('tables.comingFailed')}
          </Text>
        ) : coming.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tables.comingNone')}
          </Text>
        ) : (
          <ReservationsTable rows={coming.data} caption={t('tables.comingTitle')} />
        )}
      </Stack>
      {save.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(save.error, t('tables.saveFailed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {table.active ? t('tables.cancel') : t('tables.close')}
        </Button>
        {table.active ? (
          <Button
            leftSection={<IconPlayerPause size={18} aria-hidden="true" />}
            onClick={deactivate}
            loading={save.isPending}
          >
            {t('tables.deactivate')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
