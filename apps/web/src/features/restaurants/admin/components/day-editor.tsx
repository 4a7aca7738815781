import type { RestaurantDayDto } from '@app/shared/restaurants/schemas';
import { restaurantDayInput } from '@app/shared/restaurants/schemas';
import { ActionIcon, Alert, Badge, Button, Chip, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertCircle, IconAlertTriangle, IconDeviceFloppy, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { EditorSection } from '../../../../components/editor-section';
import { NumberField } from '../../../../components/number-field';
import { ApiError } from '../../../../lib/api-client';
import { formatDate, formatNumber, formatTimeOfDay } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { schemaIssues } from '../../../../lib/schema-issues';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useSaveRestaurantDay } from '../api/admin-restaurants-api';
import { restaurantFieldTexts } from '../utils/field-texts';
import { ReservationsTable } from './reservations-table';

interface DayValues {
  closed: boolean;
  reason: string;
  addedTimes: string[];
  removedTimes: string[];
  maxTablesPerTime: number | string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const toBody = (v: DayValues) => ({
  closed: v.closed,
  reason: v.reason,
  addedTimes: v.addedTimes,
  removedTimes: v.removedTimes,
  maxTablesPerTime: v.maxTablesPerTime === '' ? null : Number(v.maxTablesPerTime),
});

/** One date's exception: the times offered (usual ones off or on, added ones, a cap) and closing it. */
export function DayEditor({ restaurantId, day }: { restaurantId: string; day: RestaurantDayDto }) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  const fieldMessage = useFieldMessage(restaurantFieldTexts);
  const errorMessage = useErrorMessage();
  const save = useSaveRestaurantDay(restaurantId, day.date);
  const [newTime, setNewTime] = useState('');
  const [newTimeError, setNewTimeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DayValues>({
    mode: 'controlled',
    initialValues: {
      closed: day.closed,
      reason: day.reason,
      addedTimes: day.addedTimes,
      removedTimes: day.removedTimes,
      maxTablesPerTime: day.maxTablesPerTime ?? '',
    },
    validate: (values) => {
      const parsed = restaurantDayInput.safeParse(toBody(values));
      const errors: FormErrors = {};
      if (!parsed.success)
        for (const issue of schemaIssues(parsed.error))
          errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
  });
  const values = form.values;
  // The reservations standing on the date, as the server names them: closing it keeps them.
  const standing = day.standing.map((r) => ({ ...r, date: day.date }));

  const toggleUsual = (time: string, offered: boolean) =>
    form.setFieldValue(
      'removedTimes',
      offered ? values.removedTimes.filter((x) => x !== time) : [...values.removedTimes, time].sort(),
    );

  const addTime = () => {
    if (!TIME.test(newTime)) {
      setNewTimeError(t('validation.timeInvalid'));
      return;
    }
    const offered = day.usualTimes.includes(newTime) && !values.removedTimes.includes(newTime);
    if (offered || values.addedTimes.includes(newTime)) {
      setNewTimeError(t('availability.duplicateTime'));
      return;
    }
    setNewTimeError(null);
    if (day.usualTimes.includes(newTime)) toggleUsual(newTime, true);
    else form.setFieldValue('addedTimes', [...values.addedTimes, newTime].sort());
    setNewTime('');
  };

  const submit = form.onSubmit(
    (v) => {
      setFormError(null);
      save.mutate(restaurantDayInput.parse(toBody(v)), {
        onSuccess: (saved) => {
          const fresh = {
            closed: saved.closed,
            reason: saved.reason,
            addedTimes: saved.addedTimes,
            removedTimes: saved.removedTimes,
            maxTablesPerTime: saved.maxTablesPerTime ?? '',
          };
          form.setValues(fresh);
          form.resetDirty(fresh);
          notify({ color: 'uzungol', message: t('availability.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError)
            for (const issue of error.errors)
              if (issue.field in v)
                form.setFieldError(issue.field, fieldMessage(issue.code, issue.field, issue.message));
          setFormError(errorMessage(error, t('availability.saveFailed')));
        },
      });
    },
    () => setFormError(t('editor.fixFields')),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <EditorSection title={t('availability.times')} description={t('availability.timesHint')}>
          <Stack gap={6}>
            <Text fw={600} size="sm" id={`usual-${day.date}`}>
              {t('availability.usualTimes')}
            </Text>
            {day.usualTimes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('availability.noUsualTimes')}
              </Text>
            ) : (
              <Group gap={6} role="group" aria-labelledby={`usual-${day.date}`}>
                {day.usualTimes.map((time) => {
                  const offered = !values.removedTimes.includes(time);
                  return (
                    <Chip
                      key={time}
                      checked={offered}
                      onChange={(on) => toggleUsual(time, on)}
                      disabled={values.closed}
                      aria-label={t('availability.toggleTime', { time: formatTimeOfDay(time, lang) })}
                      variant={offered ? 'filled' : 'outline'}
                      color={offered ? 'sea' : 'gray'}
                      size="sm"
                    >
                      <span style={{ textDecoration: offered ? undefined : 'line-through' }}>
                        {formatTimeOfDay(time, lang)}
                      </span>
                    </Chip>
                  );
                })}
              </Group>
            )}
          </Stack>
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('availability.addedTimes')}
            </Text>
            {values.addedTimes.length > 0 ? (
              <Group gap={6}>
                {values.addedTimes.map((time) => (
                  <Badge
                    key={time}
                    size="lg"
                    variant="light"
                    color="uzungol"
                    rightSection={
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        color="uzungol"
                        aria-label={t('availability.removeAdded', { time: formatTimeOfDay(time, lang) })}
                        onClick={() =>
                          form.setFieldValue(
                            'addedTimes',
                            values.addedTimes.filter((x) => x !== time),
                          )
                        }
                      >
                        <IconX size={14} aria-hidden="true" />
                      </ActionIcon>
                    }
                  >
                    {formatTimeOfDay(time, lang)}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Group gap="xs" align="flex-start">
              <TimeInput
                label={t('availability.addTime')}
                dir="ltr"
                w={140}
                value={newTime}
                onChange={(e) => {
                  setNewTime(e.currentTarget.value);
                  setNewTimeError(null);
                }}
                error={newTimeError}
                disabled={values.closed}
              />
              <Button
                variant="light"
                mt={25}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={addTime}
                disabled={values.closed}
              >
                {t('availability.add')}
              </Button>
            </Group>
          </Stack>
          <NumberField
            label={t('availability.cap')}
            description={t('availability.capHint')}
            min={0}
            max={200}
            allowDecimal={false}
            w={{ base: '100%', xs: 260 }}
            disabled={values.closed}
            {...form.getInputProps('maxTablesPerTime')}
          />
        </EditorSection>

        <EditorSection title={t('availability.closeDate')} description={t('availability.closeDateHint')}>
          <Switch
            size="md"
            label={t('availability.closeDate')}
            {...form.getInputProps('closed', { type: 'checkbox' })}
          />
          {values.closed ? (
            <TextInput
              label={t('availability.reason')}
              placeholder={t('availability.reasonPlaceholder')}
              withAsterisk
              maxLength={200}
              {...form.getInputProps('reason')}
            />
          ) : null}
          {values.closed && standing.length > 0 ? (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('availability.closedWithReservations', {
                    count: standing.length,
                    formatted: formatNumber(standing.length, lang),
                  })}
                </Text>
                <ReservationsTable
                  rows={standing}
                  caption={t('availability.timeline', { date: formatDate(day.date, lang) })}
                />
              </Stack>
            </Alert>
          ) : null}
        </EditorSection>

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={save.isPending}
            disabled={!form.isDirty()}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            {t('availability.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
