import type { Amenity } from '@app/shared/hotels/catalog';
import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  NumberInput,
  Pill,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { HotelFilters } from '../utils/search-params';
import { StayDateFields } from './stay-dates';

const TOP_AMENITIES: Amenity[] = [
  'wifi',
  'breakfast',
  'parking',
  'spa',
  'seaView',
  'lakeView',
  'halalFood',
  'familyRooms',
];

interface Props {
  filters: HotelFilters;
  onApply: (next: HotelFilters) => void;
}

/** Every filter of the hotel search; applied together with one Search button. */
export function HotelFiltersForm({ filters, onApply }: Props) {
  const { t } = useTranslation('hotels');
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = <K extends keyof HotelFilters>(key: K, value: HotelFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stay = draft.checkIn && draft.checkOut && draft.checkOut > draft.checkIn;
    onApply({
      ...draft,
      checkIn: stay ? draft.checkIn : undefined,
      checkOut: stay ? draft.checkOut : undefined,
      page: 1,
    });
  };

  const starOptions = [
    { value: '0', label: t('filters.anyStars') },
    { value: '5', label: t('filters.fiveStars') },
    ...[4, 3, 2, 1].map((n) => ({ value: String(n), label: t('filters.starsAndUp', { count: n }) })),
  ];

  return (
    <form onSubmit={submit} aria-label={t('list.filters')}>
      <Stack gap="md">
        <TextInput
          label={t('filters.where')}
          placeholder={t('filters.wherePlaceholder')}
          value={draft.q ?? ''}
          onChange={(e) => set('q', e.currentTarget.value || undefined)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          maxLength={100}
        />
        {draft.destination ? (
          <Group gap="xs">
            <Pill size="md">{t('filters.destination', { name: draft.destination })}</Pill>
            <CloseButton
              size="sm"
              aria-label={t('filters.removeDestination')}
              onClick={() => set('destination', undefined)}
            />
          </Group>
        ) : null}
        <SimpleGrid cols={2} spacing="sm">
          <StayDateFields value={draft} onChange={(stay) => setDraft((d) => ({ ...d, ...stay }))} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('filters.guests')}
            min={1}
            max={10}
            value={draft.guests ?? ''}
            onChange={(v) => set('guests', typeof v === 'number' ? Math.min(10, Math.max(1, v)) : undefined)}
            allowDecimal={false}
          />
          <Select
            label={t('filters.stars')}
            data={starOptions}
            value={String(draft.minStars)}
            onChange={(v) => set('minStars', Number(v ?? 0))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={`${t('filters.price')} · ${t('filters.minPrice')}`}
            min={0}
            value={draft.minPrice ?? ''}
            onChange={(v) => set('minPrice', typeof v === 'number' ? v : undefined)}
            allowDecimal={false}
            thousandSeparator
          />
          <NumberInput
            label={`${t('filters.price')} · ${t('filters.maxPrice')}`}
            min={0}
            value={draft.maxPrice ?? ''}
            onChange={(v) => set('maxPrice', typeof v === 'number' ? v : undefined)}
            allowDecimal={false}
            thousandSeparator
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('filters.amenities')}
          value={draft.amenities}
          onChange={(v) => set('amenities', v as Amenity[])}
        >
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            {TOP_AMENITIES.map((a) => (
              <Checkbox key={a} value={a} label={t(`amenities.${a}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
          {t('filters.apply')}
        </Button>
      </Stack>
    </form>
  );
}

/** How many filters differ from the defaults (for the "Filters (n)" button on phones). */
export function activeFilterCount(f: HotelFilters): number {
  return (
    [f.destination, f.q, f.city, f.minStars || undefined, f.checkIn, f.guests, f.minPrice, f.maxPrice].filter(
      (v) => v !== undefined && v !== '',
    ).length + f.amenities.length
  );
}
