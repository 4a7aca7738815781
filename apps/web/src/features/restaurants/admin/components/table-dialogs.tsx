import { TABLE_LOCATIONS, type TableLocation } from '@app/shared/restaurants/catalog';
import { type RestaurantTableDto, restaurantTableInput } from '@app/shared/restaurants/schemas';
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
 * Confirms deleting a table. The server refuses while reservations hold it (409
 * table_has_sittings): then the dialog offers to deactivate it and lists its coming reservations.
 */
export function DeleteTableDialog({
  restaurantId,
  table,
  onClose,
}: {
  restaurantId: string;
  table: RestaurantTableDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminRestaurants', 'common']);
  return (
    <Modal
      opened={table !== null}
      onClose={onClose}
      title={table ? t('tables.deleteTitle', { number: table.number }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {table ? (
        <DeleteTableBody key={table._id} restaurantId={restaurantId} table={table} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function DeleteTableBody({
  restaurantId,
  table,
  onClose,
}: {
  restaurantId: string;
  table: RestaurantTableDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const errorMessage = useErrorMessage();
  const remove = useDeleteTable(restaurantId);
  const save = useSaveTable(restaurantId);
  const refused = remove.error instanceof ApiError && remove.error.code === 'table_has_sittings';
  const coming = useTableReservations(restaurantId, table._id, refused);
  const number = table.number;

  const confirm = () =>
    remove.mutate(table._id, {
      onSuccess: () => {
        notify({ color: 'uzungol', message: t('tables.deleted', { number }) });
        onClose();
      },
    });

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
      <Text>{t('tables.deleteBody', { number })}</Text>
      {refused ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('tables.hasSittings', { number })}
            </Text>
            <Text size="sm">{t('tables.deactivateHint')}</Text>
          </Stack>
        </Alert>
      ) : remove.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(remove.error, t('tables.deleteFailed'))}
        </Alert>
      ) : null}
      {refused ? (
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
      ) : null}
      {save.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(save.error, t('tables.saveFailed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('tables.cancel')}
        </Button>
        {refused ? (
          table.active ? (
            <Button
              leftSection={<IconPlayerPause size={18} aria-hidden="true" />}
              onClick={deactivate}
              loading={save.isPending}
            >
              {t('tables.deactivate')}
            </Button>
          ) : null
        ) : (
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={confirm}
            loading={remove.isPending}
          >
            {t('tables.deleteConfirm')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
