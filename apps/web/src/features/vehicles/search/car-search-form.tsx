import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { CAR_TYPES, type CarType, MAX_PASSENGERS } from '@app/shared/vehicles/catalog';
import { Button, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type CarPageService, serverQuery, type VehicleSearch } from '../utils/vehicle-search-params';
import { PickupDropoffFields } from './pickup-dropoff-fields';
import { PointPickerDialog } from './point-picker-dialog';
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
  const lang = currentLanguage();
  const form = useSearchForm(initial, { today, idPrefix: 'car-search', query: serverQuery });
  const { draft, set, error } = form;
  const rental = draft.service === 'rental';
  const last = lastSaleDay(today);

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
          <TextInput
            id="car-search-pickupDate"
            type="date"
            label={t('form.pickupDate')}
            min={today}
            max={last}
            value={draft.pickupDate}
            error={error('pickupDate')}
            onChange={(e) => {
              const pickupDate = e.currentTarget.value;
              set(
                pickupDate && draft.returnDate < pickupDate
                  ? { pickupDate, returnDate: pickupDate }
                  : { pickupDate },
              );
            }}
          />
          <TextInput
            id="car-search-pickupTime"
            type="time"
            label={t('form.pickupTime')}
            value={draft.pickupTime}
            error={error('pickupTime')}
            onChange={(e) => set({ pickupTime: e.currentTarget.value })}
          />
          {rental ? (
            <>
              <TextInput
                id="car-search-returnDate"
                type="date"
                label={t('form.returnDate')}
                min={draft.pickupDate || today}
                max={last}
                value={draft.returnDate}
                error={error('returnDate')}
                onChange={(e) => set({ returnDate: e.currentTarget.value })}
              />
              <TextInput
                id="car-search-returnTime"
                type="time"
                label={t('form.returnTime')}
                value={draft.returnTime}
                error={error('returnTime')}
                onChange={(e) => set({ returnTime: e.currentTarget.value })}
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
              <NativeSelect
                id="car-search-passengers"
                label={t('form.passengers')}
                value={String(draft.passengers)}
                data={Array.from({ length: MAX_PASSENGERS }, (_, i) => ({
                  value: String(i + 1),
                  label: formatNumber(i + 1, lang),
                }))}
                onChange={(e) => set({ passengers: Number(e.currentTarget.value) })}
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
        <Button
          type="submit"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-end' }}
        >
          {rental ? t('form.searchRentals') : t('form.searchTransfers')}
        </Button>
      </Stack>
      <PointPickerDialog {...form.dialog} />
    </form>
  );
}
