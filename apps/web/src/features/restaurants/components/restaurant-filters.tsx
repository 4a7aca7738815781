import { lastSaleDay } from '@app/shared/common/sale-horizon';
import type { Language } from '@app/shared/i18n/languages';
import { CUISINES, type Cuisine, MAX_PARTY_SIZE } from '@app/shared/restaurants/catalog';
import { timeOf } from '@app/shared/restaurants/opening-hours';
import { Button, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAgencyToday } from '../../../lib/agency-time';
import { formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { destinationsQuery } from '../../destinations';
import type { RestaurantFilters } from '../utils/search-params';
import { visitDateProblem } from '../utils/visit-date';

interface Props {
  filters: RestaurantFilters;
  onApply: (next: RestaurantFilters) => void;
}

/** The filters this form edits (sort, view and page live beside it). */
const FORM_KEYS = ['q', 'cuisine', 'priceRange', 'destination', 'date', 'partySize', 'time'] as const;

/** The times a traveller may ask for: every half hour from the morning to late in the night. */
const TIMES = Array.from({ length: 34 }, (_, i) => timeOf(7 * 60 + i * 30));

const partyWrong = (n: number | undefined) => n !== undefined && (n < 1 || n > MAX_PARTY_SIZE);

/** Every filter of the restaurant search; applied together with one Search button. */
export function RestaurantFiltersForm({ filters, onApply }: Props) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const today = useAgencyToday();
  const areas = useQuery(destinationsQuery());
  const [draft, setDraft] = useState(filters);
  const [showErrors, setShowErrors] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);
  const partyRef = useRef<HTMLInputElement>(null);
  const shown = useRef(filters);
  // A new URL (Search, Back, a link) brings its values into the form; what it left as it was, such
  // as unapplied edits when only the sort, the view or the page changed, stays as typed.
  useEffect(() => {
    const changed = FORM_KEYS.filter((key) => shown.current[key] !== filters[key]);
    shown.current = filters;
    if (changed.length === 0) return;
    setDraft((d) => ({ ...d, ...Object.fromEntries(changed.map((key) => [key, filters[key]])) }));
  }, [filters]);
  const set = <K extends keyof RestaurantFilters>(key: K, value: RestaurantFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const dateProblem = draft.date ? visitDateProblem(draft.date, today) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (dateProblem) {
      dateRef.current?.focus();
      return;
    }
    if (partyWrong(draft.partySize)) {
      partyRef.current?.focus();
      return;
    }
    const edited = Object.fromEntries(FORM_KEYS.map((key) => [key, draft[key]]));
    onApply({ ...filters, ...edited, q: draft.q?.trim() || undefined, page: 1 });
  };

  return (
    <form onSubmit={submit} aria-label={t('list.filters')} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('filters.q')}
          placeholder={t('filters.qPlaceholder')}
          value={draft.q ?? ''}
          onChange={(e) => set('q', e.currentTarget.value || undefined)}
          maxLength={100}
        />
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
          <TextInput
            ref={dateRef}
            type="date"
            label={t('filters.date')}
            value={draft.date ?? ''}
            min={today}
            max={lastSaleDay(today)}
            error={showErrors && dateProblem ? t(`filters.dateErrors.${dateProblem}`) : undefined}
            onChange={(e) => set('date', e.currentTarget.value || undefined)}
          />
          <NumberInput
            ref={partyRef}
            label={t('filters.partySize')}
            min={1}
            max={MAX_PARTY_SIZE}
            clampBehavior="none"
            allowDecimal={false}
            error={
              showErrors && partyWrong(draft.partySize)
                ? t('filters.partySizeRange', { max: MAX_PARTY_SIZE })
                : undefined
            }
            value={draft.partySize ?? ''}
            onChange={(v) => set('partySize', typeof v === 'number' ? v : undefined)}
          />
          <Select
            label={t('filters.time')}
            data={[
              { value: '', label: t('filters.anyTime') },
              ...TIMES.map((time) => ({ value: time, label: formatTimeOfDay(time, lang) })),
            ]}
            value={draft.time ?? ''}
            onChange={(v) => set('time', v || undefined)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Select
          label={t('filters.cuisine')}
          data={[
            { value: '', label: t('filters.anyCuisine') },
            ...CUISINES.map((c) => ({ value: c, label: t(`cuisines.${c}`) })),
          ]}
          value={draft.cuisine ?? ''}
          onChange={(v) => set('cuisine', (v || undefined) as Cuisine | undefined)}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
          <Select
            label={t('filters.price')}
            data={[
              { value: '', label: t('filters.anyPrice') },
              ...([1, 2, 3, 4] as const).map((n) => ({
                value: String(n),
                label: `${'₺'.repeat(n)} · ${t(`priceRanges.${n}`)}`,
              })),
            ]}
            value={draft.priceRange ? String(draft.priceRange) : ''}
            onChange={(v) => set('priceRange', v ? Number(v) : undefined)}
            allowDeselect={false}
          />
          <Select
            label={t('filters.area')}
            data={[
              { value: '', label: t('filters.anyArea') },
              ...(areas.data?.data ?? []).map((d) => ({ value: d.slug, label: d.name })),
              // An area named by the URL before the list of areas arrives (or no longer listed).
              ...(draft.destination && !areas.data?.data.some((d) => d.slug === draft.destination)
                ? [{ value: draft.destination, label: draft.destination }]
                : []),
            ]}
            value={draft.destination ?? ''}
            onChange={(v) => set('destination', v || undefined)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
          {t('filters.apply')}
        </Button>
      </Stack>
    </form>
  );
}
