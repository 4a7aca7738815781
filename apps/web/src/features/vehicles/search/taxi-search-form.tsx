import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type TaxiSearch, taxiQuery } from '../utils/taxi-search-params';
import { PickupDropoffFields } from './pickup-dropoff-fields';
import { PointPickerDialog } from './point-picker-dialog';
import { DateField, PassengersField, SearchButton, TimeField } from './search-fields';
import { useSearchForm } from './use-search-form';
import classes from './vehicle-search.module.css';

/** The server's names of the taxi search's fields, as the form names them. */
const FIELD_OF: Record<string, string> = { pickupDate: 'date', pickupTime: 'time' };

/** The taxi search: from and to (a fixed place or a point on the map), date, time and passengers. */
export function TaxiSearchForm({
  initial,
  today,
  onSearch,
}: {
  initial: TaxiSearch;
  today: string;
  onSearch: (search: TaxiSearch) => void;
}) {
  const { t } = useTranslation('vehicles');
  const _lang = currentLanguage();
  const form = useSearchForm(initial, {
    today,
    idPrefix: 'taxi-search',
    query: taxiQuery,
    fieldOf: FIELD_OF,
  });
  const { draft, set, error } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.check()) onSearch(draft);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.search')}>
      <Stack gap="md">
        <div className={classes.fields}>
          <PickupDropoffFields form={form} idPrefix="taxi-search" dropoffLabel={t('form.dropoff')} />
          <DateField
            id="taxi-search-date"
            label={t('form.pickupDate')}
            min={today}
            today={today}
            value={draft.date}
            error={error('date')}
            onChange={(date) => set({ date })}
          />
          <TimeField
            id="taxi-search-time"
            label={t('form.pickupTime')}
            value={draft.time}
            error={error('time')}
            onChange={(time) => set({ time })}
          />
          <PassengersField
            id="taxi-search-passengers"
            value={draft.passengers}
            onChange={(passengers) => set({ passengers })}
          />
        </div>
        <Text size="sm" c="dimmed">
          {t('form.taxiHint')}
        </Text>
        <SearchButton>{t('form.searchTaxis')}</SearchButton>
      </Stack>
      <PointPickerDialog {...form.dialog} />
    </form>
  );
}
