import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { MAX_PASSENGERS } from '@app/shared/vehicles/catalog';
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type TaxiSearch, taxiQuery } from '../utils/taxi-search-params';
import { PickupDropoffFields } from './pickup-dropoff-fields';
import { PointPickerDialog } from './point-picker-dialog';
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
  const lang = currentLanguage();
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
          <TextInput
            id="taxi-search-date"
            type="date"
            label={t('form.pickupDate')}
            min={today}
            max={lastSaleDay(today)}
            value={draft.date}
            error={error('date')}
            onChange={(e) => set({ date: e.currentTarget.value })}
          />
          <TextInput
            id="taxi-search-time"
            type="time"
            label={t('form.pickupTime')}
            value={draft.time}
            error={error('time')}
            onChange={(e) => set({ time: e.currentTarget.value })}
          />
          <NativeSelect
            id="taxi-search-passengers"
            label={t('form.passengers')}
            value={String(draft.passengers)}
            data={Array.from({ length: MAX_PASSENGERS }, (_, i) => ({
              value: String(i + 1),
              label: formatNumber(i + 1, lang),
            }))}
            onChange={(e) => set({ passengers: Number(e.currentTarget.value) })}
          />
        </div>
        <Text size="sm" c="dimmed">
          {t('form.taxiHint')}
        </Text>
        <Button
          type="submit"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('form.searchTaxis')}
        </Button>
      </Stack>
      <PointPickerDialog {...form.dialog} />
    </form>
  );
}
