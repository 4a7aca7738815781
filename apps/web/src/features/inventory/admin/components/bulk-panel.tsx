import type { Language } from '@app/shared/i18n/languages';
import { BULK_SKIP_REASONS, type DayType } from '@app/shared/inventory/schemas';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { ApiError } from '../../../../lib/api-client';
import { focusFirstError } from '../../../../lib/form-focus';
import { formatDate } from '../../../../lib/format';
import { type PlainTextKey, useTranslation } from '../../../../lib/use-translation';
import { type ClearResult, type DateRange, useBulkUpdate, useClearRange } from '../api/admin-inventory-api';
import { formatDates } from '../utils/date-list';
import {
  type InventoryMessage,
  type NumberField as NumberFieldName,
  type NumberText,
  numberProblem,
  rangeProblems,
  readNumber,
} from '../utils/field-rules';
import type { RoomScope } from '../utils/night-form';
import { serverFieldErrors } from '../utils/server-errors';
import { NumberField } from './number-field';

type Field = 'startDate' | 'endDate' | 'dayTypes' | NumberFieldName | 'blockReason';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = [
  'startDate',
  'endDate',
  'dayTypes',
  'totalRooms',
  'availableRooms',
  'basePrice',
  'seasonalAdjustment',
  'promotionDiscountPercent',
  'blockReason',
];
/** The clear call names its dates `from` and `to`. */
const CLEAR_ALIAS = { from: 'startDate', to: 'endDate' };

type Props = RoomScope;

/** Apply fields to a date range for weekdays, weekend days or both; only filled fields change. */
export function BulkPanel({ hotelId, roomTypeId, hotelName, roomName, currency }: Props) {
  const { t, i18n } = useTranslation('adminInventory');
  const lang = i18n.language as Language;
  const titleId = useId();
  const bulk = useBulkUpdate(hotelId, roomTypeId);
  const [cleared, setCleared] = useState<ClearResult | null>(null);
  const clear = useClearRange(hotelId, roomTypeId, setCleared);
  const container = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [dayTypes, setDayTypes] = useState<DayType[]>(['weekday', 'weekend']);
  const [numbers, setNumbers] = useState<Record<NumberFieldName, NumberText>>({
    totalRooms: '',
    availableRooms: '',
    basePrice: '',
    priceModifier: '',
    seasonalAdjustment: '',
    promotionDiscountPercent: '',
  });
  const [blocked, setBlocked] = useState(false);
  const [blockReason, setBlockReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  /** The range the confirmation asks about; kept while the dialog closes. */
  const [confirmRange, setConfirmRange] = useState<DateRange | null>(null);
  const [confirming, setConfirming] = useState(false);
  const message = (key: InventoryMessage | undefined) => (key ? t(`messages.${key}`) : undefined);

  /** Shows the problems on their fields and focuses the first; true when there are none. */
  const show = (problems: Errors) => {
    const found = Object.fromEntries(Object.entries(problems).filter(([, text]) => text)) as Errors;
    setErrors(found);
    if (Object.keys(found).length) focusFirstError(container.current);
    return Object.keys(found).length === 0;
  };

  const check = (): Errors => {
    const found: Errors = {};
    const range = rangeProblems(start, end);
    if (range.startDate) found.startDate = message(range.startDate);
    if (range.endDate) found.endDate = message(range.endDate);
    if (dayTypes.length === 0) found.dayTypes = message('dayTypeRequired');
    for (const field of Object.keys(numbers) as NumberFieldName[]) {
      const problem = numberProblem(field, numbers[field]);
      if (problem) found[field] = message(problem);
    }
    const total = readNumber(numbers.totalRooms);
    const available = readNumber(numbers.availableRooms);
    if (!found.totalRooms && !found.availableRooms && total !== undefined && (available ?? 0) > total)
      found.availableRooms = message('availableExceeds');
    if (blocked && !blockReason.trim()) found.blockReason = message('blockReasonRequired');
    return found;
  };

  const apply = () => {
    setCleared(null);
    bulk.reset();
    if (!show(check())) return;
    const value = (field: NumberFieldName) => readNumber(numbers[field]);
    const basePrice = value('basePrice');
    bulk.mutate(
      {
        startDate: start,
        endDate: end,
        dayTypes,
        totalRooms: value('totalRooms'),
        availableRooms: value('availableRooms'),
        basePrice: basePrice === undefined ? undefined : Math.round(basePrice * 100),
        seasonalAdjustment: value('seasonalAdjustment'),
        promotionDiscountPercent: value('promotionDiscountPercent'),
        ...(blocked ? { blocked: true, blockReason: blockReason.trim() } : {}),
      },
      { onError: (e) => show(serverFieldErrors(e, FIELDS)) },
    );
  };

  const askToClear = () => {
    setCleared(null);
    bulk.reset();
    const range = rangeProblems(start, end);
    if (!show({ startDate: message(range.startDate), endDate: message(range.endDate) })) return;
    setConfirmRange({ from: start, to: end });
    setConfirming(true);
  };

  const failure = (prefix: PlainTextKey<'adminInventory'>, e: unknown) =>
    `${t(prefix)} ${e instanceof ApiError ? e.message : String(e)}`;
  const onField = (e: unknown, alias?: Record<string, string>) =>
    Object.keys(serverFieldErrors(e, FIELDS, alias)).length > 0;
  const setNumber = (field: NumberFieldName) => (v: NumberText) => setNumbers((n) => ({ ...n, [field]: v }));
  const numberField = (field: NumberFieldName, label: string, extra: object = {}) => (
    <NumberField
      label={label}
      value={numbers[field]}
      onChange={setNumber(field)}
      error={errors[field]}
      {...extra}
    />
  );
  const result = bulk.data;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" ref={container}>
        <Title order={2} size="h4" id={titleId}>
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
            error={errors.startDate}
          />
          <TextInput
            type="date"
            label={t('bulk.end')}
            value={end}
            min={start || undefined}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={errors.endDate}
          />
        </SimpleGrid>
        <Box data-invalid={errors.dayTypes ? 'true' : undefined}>
          <Checkbox.Group
            label={t('bulk.dayTypes')}
            value={dayTypes}
            onChange={(v) => setDayTypes(v as DayType[])}
            error={errors.dayTypes}
          >
            <Group mt={4}>
              <Checkbox value="weekday" label={t('bulk.weekday')} />
              <Checkbox value="weekend" label={t('bulk.weekend')} />
            </Group>
          </Checkbox.Group>
        </Box>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          {numberField('totalRooms', t('fields.totalRooms'), { min: 0, max: 500 })}
          {numberField('availableRooms', t('fields.availableRooms'), { min: 0, max: 500 })}
          {numberField('basePrice', t('fields.basePrice', { currency }), {
            min: 0,
            decimalScale: 2,
            thousandSeparator: true,
          })}
          {numberField('seasonalAdjustment', t('fields.seasonalAdjustment'), { min: -99, max: 500 })}
          {numberField('promotionDiscountPercent', t('fields.promotionDiscountPercent'), {
            min: 0,
            max: 100,
          })}
        </SimpleGrid>
        <Checkbox
          label={t('bulk.blocked')}
          checked={blocked}
          onChange={(e) => setBlocked(e.currentTarget.checked)}
        />
        {blocked ? (
          <TextInput
            label={t('fields.blockReason')}
            value={blockReason}
            maxLength={200}
            dir="auto"
            onChange={(e) => setBlockReason(e.currentTarget.value)}
            error={errors.blockReason}
            withAsterisk
          />
        ) : null}
        {bulk.error && !onField(bulk.error) ? (
          <Alert color="red" role="alert">
            {failure('errors.bulk', bulk.error)}
          </Alert>
        ) : null}
        {result ? (
          <Alert color={result.skipped.length ? 'orange' : 'uzungol'} role="status">
            <Stack gap={4}>
              <span>{t('bulk.result', { count: result.updated })}</span>
              {BULK_SKIP_REASONS.map((reason) => {
                const dates = result.skipped.filter((s) => s.reason === reason).map((s) => s.date);
                return dates.length ? (
                  <span key={reason}>
                    {t(`bulk.skipped.${reason}`, { count: dates.length, dates: formatDates(dates, lang) })}
                  </span>
                ) : null;
              })}
            </Stack>
          </Alert>
        ) : null}
        {cleared ? (
          <Alert color="uzungol" role="status">
            <Stack gap={4}>
              <span>{t('bulk.cleared', { count: cleared.deleted })}</span>
              {cleared.kept.length ? (
                <span>
                  {t('bulk.kept', { count: cleared.kept.length, dates: formatDates(cleared.kept, lang) })}
                </span>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group>
          <Button onClick={apply} loading={bulk.isPending}>
            {t('bulk.apply')}
          </Button>
          <Button variant="subtle" color="red" onClick={askToClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDeleteDialog<DateRange>
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('bulk.confirmClear.title')}
        body={
          confirmRange
            ? t('bulk.confirmClear.body', {
                room: roomName,
                hotel: hotelName,
                start: formatDate(confirmRange.from, lang),
                end: formatDate(confirmRange.to, lang),
              })
            : ''
        }
        confirmLabel={t('bulk.confirmClear.confirm')}
        cancelLabel={t('bulk.confirmClear.cancel')}
        mutation={clear}
        id={confirmRange}
        errorText={(e) =>
          onField(e, CLEAR_ALIAS)
            ? Object.values(serverFieldErrors(e, FIELDS, CLEAR_ALIAS)).join(' ')
            : failure('errors.delete', e)
        }
        onDeleted={() => undefined}
      />
    </Paper>
  );
}
