import { addDays } from '@app/shared/common/dates';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export interface StayDates {
  checkIn?: string;
  checkOut?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Check-in and check-out date fields. Check-in is not before today; check-out is never on or
 * before check-in (moving check-in past it moves check-out to the next day).
 */
export function StayDateFields({
  value,
  onChange,
  checkInRef,
}: {
  value: StayDates;
  onChange: (next: StayDates) => void;
  checkInRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('hotels');
  return (
    <>
      <TextInput
        ref={checkInRef}
        type="date"
        label={t('filters.checkIn')}
        value={value.checkIn ?? ''}
        min={today()}
        onChange={(e) => {
          const checkIn = e.currentTarget.value || undefined;
          const keep = value.checkOut && checkIn && value.checkOut > checkIn;
          onChange({ checkIn, checkOut: checkIn && !keep ? addDays(checkIn, 1) : value.checkOut });
        }}
      />
      <TextInput
        type="date"
        label={t('filters.checkOut')}
        value={value.checkOut ?? ''}
        min={value.checkIn ? addDays(value.checkIn, 1) : today()}
        onChange={(e) => onChange({ ...value, checkOut: e.currentTarget.value || undefined })}
      />
    </>
  );
}
