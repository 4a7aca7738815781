import { CAR_TYPES, type CarType } from '@app/shared/vehicles/catalog';
import { NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type CarPageService, serverQuery, type VehicleSearch } from '../utils/vehicle-search-params';
import { PickupDropoffFields } from './pickup-dropoff-fields';
import { PointPickerDialog } from './point-picker-dialog';
import { DateField, PassengersField, SearchButton, TimeField } from './search-fields';
import { useSearchForm } from './use-search-form';
import classes from './vehicle-search.module.css';

/** The car and transfer search (spec section 3): the service, where and when, a car type or passengers. */
export function CarSearchForm({
  initial,
  today,
  onSearch,
}: {
  initial: VehicleSearch;
  today: string;
  onSearch: (search: VehicleSearch) => void;
}) {
  const { t } = useTranslation('vehicles');
  const _lang = currentLanguage();
  const form = useSearchForm(initial, { today, idPrefix: 'car-search', query: serverQuery });
  const { draft, set, error } = form;
  const rental = draft.service === 'rental';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.check()) onSearch(draft);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.search')}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('service.label')}
          value={draft.service}
          onChange={(value) => set({ service: value as CarPageService })}
          data={[
            { value: 'rental', label: t('service.rental') },
            { value: 'transfer', label: t('service.transfer') },
          ]}
          fullWidth
          maw={420}
        />
        <div className={classes.fields}>
          <PickupDropoffFields
            form={form}
            idPrefix="car-search"
            dropoffLabel={rental ? t('form.dropoff') : t('form.to')}
          />
          <DateField
            id="car-search-pickupDate"
            label={t('form.pickupDate')}
            min={today}
            today={today}
            value={draft.pickupDate}
            error={error('pickupDate')}
            onChange={(pickupDate) => {
              set(
                pickupDate && draft.returnDate < pickupDate
                  ? { pickupDate, returnDate: pickupDate }
                  : { pickupDate },
              );
            }}
          />
          <TimeField
            id="car-search-pickupTime"
            label={t('form.pickupTime')}
            value={draft.pickupTime}
            error={error('pickupTime')}
            onChange={(pickupTime) => set({ pickupTime })}
          />
          {rental ? (
            <>
              <DateField
                id="car-search-returnDate"
                label={t('form.returnDate')}
                min={draft.pickupDate || today}
                today={today}
                value={draft.returnDate}
                error={error('returnDate')}
                onChange={(returnDate) => set({ returnDate })}
              />
              <TimeField
                id="car-search-returnTime"
                label={t('form.returnTime')}
                value={draft.returnTime}
                error={error('returnTime')}
                onChange={(returnTime) => set({ returnTime })}
              />
              <NativeSelect
                id="car-search-carType"
                className={classes.wide}
                label={t('form.carType')}
                value={draft.carType ?? 'any'}
                data={[
                  { value: 'any', label: t('form.anyCarType') },
                  ...CAR_TYPES.map((type) => ({ value: type, label: t(`carType.${type}`) })),
                ]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  set({ carType: value === 'any' ? null : (value as CarType) });
                }}
              />
            </>
          ) : (
            <>
              <PassengersField
                id="car-search-passengers"
                value={draft.passengers}
                onChange={(passengers) => set({ passengers })}
              />
              <TextInput
                id="car-search-flightNumber"
                className={classes.wide}
                label={t('form.flightNumber')}
                description={t('form.flightHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={draft.flightNumber}
                maxLength={10}
                autoComplete="off"
                dir="ltr"
                error={error('flightNumber')}
                onChange={(e) => set({ flightNumber: e.currentTarget.value })}
              />
            </>
          )}
        </div>
        <SearchButton>{rental ? t('form.searchRentals') : t('form.searchTransfers')}</SearchButton>
      </Stack>
      <PointPickerDialog {...form.dialog} />
    </form>
  );
}
