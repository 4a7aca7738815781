import { addDays, checkOutAfter } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useAgencyToday } from '../../../lib/agency-time';
import { problemField, type StayDates, stayProblem } from '../../../lib/stay-problem';
import { useTranslation } from '../../../lib/use-translation';

export { problemField, type StayDates, type StayProblem, stayProblem } from '../../../lib/stay-problem';

/**
 * Check-in and check-out date fields on Trabzon's calendar. Check-in is not before today; moving
 * check-in moves check-out with it, keeping the stay's length. With `showErrors`, a stay that
 * cannot be searched says why under the field concerned.
 */
export function StayDateFields({
  value,
  onChange,
  showErrors = false,
  checkInRef,
  checkOutRef,
}: {
  value: StayDates;
  onChange: (next: StayDates) => void;
  showErrors?: boolean;
  checkInRef?: Ref<HTMLInputElement>;
  checkOutRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('hotels');
  const today = useAgencyToday();
  const problem = showErrors ? stayProblem(value, today) : null;
  const errorOn = (field: 'checkIn' | 'checkOut') =>
    problem && problemField(problem) === field ? t(`filters.stayErrors.${problem}`) : undefined;
  return (
    <>
      <TextInput
        ref={checkInRef}
        type="date"
        label={t('filters.checkIn')}
        value={value.checkIn ?? ''}
        min={today}
        max={lastSaleDay(today)}
        error={errorOn('checkIn')}
        onChange={(e) => {
          const checkIn = e.currentTarget.value || undefined;
          onChange({ checkIn, checkOut: checkOutAfter(checkIn ?? '', value) });
        }}
      />
      <TextInput
        ref={checkOutRef}
        type="date"
        label={t('filters.checkOut')}
        value={value.checkOut ?? ''}
        min={value.checkIn ? addDays(value.checkIn, 1) : today}
        max={lastSaleDay(today)}
        error={errorOn('checkOut')}
        onChange={(e) => onChange({ ...value, checkOut: e.currentTarget.value || undefined })}
      />
    </>
  );
}
