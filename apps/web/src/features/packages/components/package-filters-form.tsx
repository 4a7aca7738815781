import { Button, Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PackageFilters } from '../package-filters';

/** The filters this form edits (sort and page live beside it). */
const FORM_KEYS = ['destination', 'from', 'to', 'length', 'maxPrice', 'deals'] as const;
type FormKey = (typeof FORM_KEYS)[number];

/** A departure window that ends before it starts can find nothing. */
export const windowWrong = (f: Pick<PackageFilters, 'from' | 'to'>) => !!(f.from && f.to && f.to < f.from);

interface Props {
  filters: PackageFilters;
  destinations: { value: string; label: string }[];
  onApply: (next: Pick<PackageFilters, FormKey>) => void;
}

/**
 * Every filter of the package search, applied together with one Search button (as on /hotels), so
 * a price or a date is searched once it is complete, not at every key.
 */
export function PackageFiltersForm({ filters, destinations, onApply }: Props) {
  const { t } = useTranslation('packages');
  const [draft, setDraft] = useState(filters);
  const [showErrors, setShowErrors] = useState(false);
  const toRef = useRef<HTMLInputElement>(null);
  const shown = useRef(filters);
  // A new URL brings its values into the form; unapplied edits of other filters stay as typed.
  useEffect(() => {
    const changed = FORM_KEYS.filter((key) => shown.current[key] !== filters[key]);
    shown.current = filters;
    if (changed.length)
      setDraft((d) => ({ ...d, ...Object.fromEntries(changed.map((key) => [key, filters[key]])) }));
  }, [filters]);
  const set = <K extends FormKey>(key: K, value: PackageFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (windowWrong(draft)) {
      setShowErrors(true);
      toRef.current?.focus();
      return;
    }
    setShowErrors(false);
    onApply({
      destination: draft.destination,
      from: draft.from,
      to: draft.to,
      length: draft.length,
      maxPrice: draft.maxPrice,
      deals: draft.deals,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('list.filters')}>
      {/* Tops in line, so a message under one field does not lift its box above the others. */}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
        <Select
          label={t('filters.destination')}
          data={[{ value: '', label: t('filters.anyDestination') }, ...destinations]}
          value={draft.destination ?? ''}
          onChange={(v) => set('destination', v || undefined)}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={draft.from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value || undefined)}
        />
        <TextInput
          ref={toRef}
          type="date"
          label={t('filters.to')}
          min={draft.from}
          value={draft.to ?? ''}
          error={showErrors && windowWrong(draft) ? t('filters.toBeforeFrom') : undefined}
          onChange={(e) => set('to', e.currentTarget.value || undefined)}
        />
        <Select
          label={t('filters.length')}
          data={(['', '1-2', '3-4', '5+'] as const).map((v) => ({
            value: v,
            label: t(`filters.lengths.${v || 'any'}`),
          }))}
          value={draft.length}
          onChange={(v) => set('length', (v ?? '') as PackageFilters['length'])}
          allowDeselect={false}
        />
        <NumberInput
          label={t('filters.maxPrice')}
          min={0}
          step={500}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator
          value={draft.maxPrice ?? ''}
          onChange={(v) => set('maxPrice', typeof v === 'number' && v > 0 ? v : undefined)}
        />
        <Checkbox
          mb={8}
          style={{ alignSelf: 'end' }}
          label={t('filters.deals')}
          checked={draft.deals}
          onChange={(e) => set('deals', e.currentTarget.checked)}
        />
        <Button
          type="submit"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          style={{ alignSelf: 'end' }}
        >
          {t('filters.apply')}
        </Button>
      </SimpleGrid>
    </form>
  );
}
