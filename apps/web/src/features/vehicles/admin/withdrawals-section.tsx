import { lastSaleDay } from '@app/shared/common/sale-window';
import { MAX_WITHDRAWAL_REASON_LENGTH, type VehicleWithdrawalDto } from '@app/shared/vehicles/admin-schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EditorSection } from '../../../components/editor-section';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { useAgencyToday } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { FREE_TEXT_INPUT } from '../../../lib/input-direction';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useVehicleWithdrawals, useWithdrawalActions } from './admin-vehicles-api';

interface AddErrors {
  day?: string;
  reason?: string;
}

/**
 * The days a class is withdrawn for maintenance: those ahead, each with the bookings that stand
 * that day and a way to put it back on sale; a day to add with its reason. Past days are counted,
 * not changed.
 */
export function WithdrawalsSection({ classId }: { classId: string }) {
  const { t } = useTranslation('adminVehicles');
  const lang = currentLanguage();
  const errorMessage = useErrorMessage(adminErrorTexts);
  const list = useVehicleWithdrawals(classId);
  const actions = useWithdrawalActions(classId);
  const today = useAgencyToday();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<AddErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  // The day named in the question, kept while the dialog fades out.
  const asked = useRef<string | null>(null);
  if (removing) asked.current = removing;
  const dayRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  const showErrors = (next: AddErrors) => {
    setErrors(next);
    if (next.day) dayRef.current?.focus();
    else if (next.reason) reasonRef.current?.focus();
  };

  const dayText = (code: string) =>
    code === 'date_in_past'
      ? t('withdrawals.dayInPast')
      : code === 'date_too_far'
        ? t('withdrawals.dayTooFar')
        : t('withdrawals.dayRequired');

  const check = (): AddErrors => {
    const found: AddErrors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) found.day = t('withdrawals.dayRequired');
    else if (day < today) found.day = t('withdrawals.dayInPast');
    else if (day > lastSaleDay(today)) found.day = t('withdrawals.dayTooFar');
    if (!reason.trim()) found.reason = t('withdrawals.reasonRequired');
    return found;
  };

  const add = () => {
    setProblem(null);
    const found = check();
    if (found.day || found.reason) return showErrors(found);
    setErrors({});
    actions.save.mutate(
      { day, body: { reason: reason.trim() } },
      {
        onSuccess: (saved) => {
          const date = formatDate(saved.day, lang);
          notify({
            color: 'uzungol',
            message:
              saved.bookings > 0
                ? t('withdrawals.addedWithBookings', {
                    date,
                    count: saved.bookings,
                    formatted: formatNumber(saved.bookings, lang),
                  })
                : t('withdrawals.added', { date }),
          });
          setDay('');
          setReason('');
        },
        onError: (error) => {
          const fields: AddErrors = {};
          if (error instanceof ApiError)
            for (const issue of error.errors) {
              if (issue.field === 'date') fields.day = dayText(issue.code);
              if (issue.field === 'reason') fields.reason = t('withdrawals.reasonRequired');
            }
          if (fields.day || fields.reason) showErrors(fields);
          else setProblem(errorMessage(error, t('withdrawals.failed')));
        },
      },
    );
  };

  const submitOnEnter = (event: React.KeyboardEvent) => {
    // The class's own form is around this one: Enter adds the day, not saves the class.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const ahead = (list.data ?? []).filter((w) => w.day >= today);
  const past = (list.data ?? []).length - ahead.length;

  return (
    <EditorSection title={t('withdrawals.title')} description={t('withdrawals.hint')}>
      {list.isPending ? (
        <LoadingState label={t('withdrawals.loading')} />
      ) : list.isError ? (
        <ErrorState
          message={t('withdrawals.loadFailed')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : ahead.length === 0 ? (
        <Text c="dimmed">{t('withdrawals.empty')}</Text>
      ) : (
        <DaysTable days={ahead} onRemove={setRemoving} />
      )}
      {past > 0 ? (
        <Text size="sm" c="dimmed">
          {t('withdrawals.past', { count: past, formatted: formatNumber(past, lang) })}
        </Text>
      ) : null}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={dayRef}
          type="date"
          label={t('withdrawals.day')}
          withAsterisk
          min={today}
          max={lastSaleDay(today)}
          value={day}
          error={errors.day}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setErrors((e) => ({ ...e, day: undefined }));
          }}
          onKeyDown={submitOnEnter}
        />
        <TextInput
          ref={reasonRef}
          label={t('withdrawals.reason')}
          placeholder={t('withdrawals.reasonPlaceholder')}
          withAsterisk
          maxLength={MAX_WITHDRAWAL_REASON_LENGTH}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
          onKeyDown={submitOnEnter}
          style={{ flex: '1 1 16rem' }}
          {...FREE_TEXT_INPUT}
        />
        <Button
          variant="light"
          mt={25}
          leftSection={<IconCalendarOff size={18} aria-hidden="true" />}
          loading={actions.save.isPending}
          onClick={add}
        >
          {t('withdrawals.add')}
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <ConfirmDeleteDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('withdrawals.removeTitle')}
        body={asked.current ? t('withdrawals.removeBody', { date: formatDate(asked.current, lang) }) : ''}
        confirmLabel={t('withdrawals.removeConfirm')}
        cancelLabel={t('withdrawals.cancel')}
        mutation={actions.remove}
        id={removing}
        errorText={(error) => errorMessage(error, t('withdrawals.removeFailed'))}
        onDeleted={() =>
          notify({
            color: 'uzungol',
            message: t('withdrawals.removed', { date: formatDate(asked.current ?? '', lang) }),
          })
        }
        focusAfter={() => dayRef.current?.focus()}
      />
    </EditorSection>
  );
}

function DaysTable({ days, onRemove }: { days: VehicleWithdrawalDto[]; onRemove: (day: string) => void }) {
  const { t } = useTranslation('adminVehicles');
  const lang = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" striped aria-label={t('withdrawals.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('withdrawals.day')}</Table.Th>
            <Table.Th>{t('withdrawals.reason')}</Table.Th>
            <Table.Th>{t('withdrawals.bookingsColumn')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('withdrawals.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((w) => {
            const date = formatDate(w.day, lang);
            return (
              <Table.Tr key={w.day}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
                <Table.Td dir="auto">{w.reason}</Table.Td>
                <Table.Td>
                  {w.bookings > 0 ? (
                    <Text size="sm" c="orange.8" fw={600}>
                      {t('withdrawals.standing', {
                        count: w.bookings,
                        formatted: formatNumber(w.bookings, lang),
                      })}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('withdrawals.bookingsNone')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Tooltip label={t('withdrawals.remove', { date })} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={40}
                        aria-label={t('withdrawals.remove', { date })}
                        onClick={() => onRemove(w.day)}
                      >
                        <IconTrash size={20} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
