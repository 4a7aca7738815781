import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { MAX_PASSENGERS } from '@app/shared/vehicles/catalog';
import { DEFAULT_DROPOFF, DEFAULT_PICKUP, type Place } from '@app/shared/vehicles/places';
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useTranslation } from '../../../lib/use-translation';
import { loadSearchIssues } from '../utils/load-search-issues';
import { type TaxiSearch, taxiQuery } from '../utils/taxi-search-params';
import { PlaceField } from './place-field';
import { type PointMode, PointPickerDialog } from './point-picker-dialog';
import classes from './vehicle-search.module.css';

const NO_SCREEN_TEXTS = { keyOf: () => undefined };

/** The server's names of the taxi search's fields, as the form names them. */
const FIELD_OF: Record<string, keyof TaxiSearch> = { pickupDate: 'date', pickupTime: 'time' };

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
  const timeZone = useAgencyTimeZone();
  const fieldMessage = useFieldMessage(NO_SCREEN_TEXTS);
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [mapFor, setMapFor] = useState<PointMode | null>(null);
  const set = (next: Partial<TaxiSearch>) => {
    setDraft((d) => ({ ...d, ...next }));
    setIssues((found) => {
      const left = { ...found };
      for (const key of Object.keys(next)) delete left[key];
      return left;
    });
  };
  const error = (field: keyof TaxiSearch) => (issues[field] ? fieldMessage(issues[field], field) : undefined);
  const point = (place: Place) =>
    place.code === 'CUSTOM' ? { latitude: place.latitude, longitude: place.longitude } : null;

  useEffect(() => {
    void loadSearchIssues();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { searchIssues } = await loadSearchIssues();
    const found: Record<string, string> = {};
    for (const [field, code] of Object.entries(
      searchIssues(taxiQuery(draft), { today, now: new Date(), timeZone }),
    ))
      found[FIELD_OF[field] ?? field] ??= code;
    setIssues(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`taxi-search-${first}`)?.focus();
      return;
    }
    onSearch(draft);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.search')}>
      <Stack gap="md">
        <div className={classes.fields}>
          <div className={classes.wide}>
            <PlaceField
              id="taxi-search-pickup"
              label={t('form.pickup')}
              value={draft.pickup}
              lang={lang}
              error={error('pickup')}
              onChange={(pickup) => set({ pickup })}
              onMap={() => setMapFor('pickup')}
              onRemove={() => set({ pickup: { code: DEFAULT_PICKUP } })}
            />
          </div>
          <div className={classes.wide}>
            <PlaceField
              id="taxi-search-dropoff"
              label={t('form.dropoff')}
              value={draft.dropoff}
              lang={lang}
              error={error('dropoff')}
              onChange={(dropoff) => set({ dropoff })}
              onMap={() => setMapFor('dropoff')}
              onRemove={() => set({ dropoff: { code: DEFAULT_DROPOFF } })}
            />
          </div>
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
      <PointPickerDialog
        mode={mapFor}
        initial={mapFor ? point(mapFor === 'pickup' ? draft.pickup : draft.dropoff) : null}
        onCancel={() => setMapFor(null)}
        onConfirm={(mode, chosen) => {
          set(
            mode === 'pickup'
              ? { pickup: { code: 'CUSTOM', ...chosen } }
              : { dropoff: { code: 'CUSTOM', ...chosen } },
          );
          setMapFor(null);
        }}
      />
    </form>
  );
}
