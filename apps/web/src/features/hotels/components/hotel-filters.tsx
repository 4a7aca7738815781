import { type Amenity, MAX_GUESTS, MIN_GUESTS } from '@app/shared/hotels/catalog';
import { Button, Checkbox, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type PlaceChoice, PlaceSearchField } from '../../../components/place-search/place-search-field';
import { useAgencyToday } from '../../../lib/agency-time';
import { guestsWrong } from '../../../lib/stay-problem';
import { useTranslation } from '../../../lib/use-translation';
import { type HotelFilters, stayParams } from '../utils/search-params';
import classes from './hotel-filters.module.css';
import { problemField, StayDateFields, stayProblem } from './stay-dates';

/** The Where box of these filters: the destination they name, else their words. */
const whereOf = (f: HotelFilters): PlaceChoice =>
  f.destination ? { text: '', destination: f.destination } : { text: f.q ?? '' };

/** The filters this form edits (sort, view and page live beside it). */
const FORM_KEYS = [
  'destination',
  'q',
  'city',
  'minStars',
  'checkIn',
  'checkOut',
  'guests',
  'minPrice',
  'maxPrice',
  'amenities',
] as const satisfies readonly (keyof HotelFilters)[];

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join(',') === b.join(',') : a === b;

/** The form's filters that differ between two URLs' filters. */
export const changedFormKeys = (before: HotelFilters, after: HotelFilters) =>
  FORM_KEYS.filter((key) => !sameValue(before[key], after[key]));

/** A maximum price under the minimum can find nothing. */
export const priceRangeWrong = (f: Pick<HotelFilters, 'minPrice' | 'maxPrice'>) =>
  f.minPrice !== undefined && f.maxPrice !== undefined && f.maxPrice < f.minPrice;

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
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const [where, setWhere] = useState<PlaceChoice>(() => whereOf(filters));
  const [showStayErrors, setShowStayErrors] = useState(false);
  const [showPriceError, setShowPriceError] = useState(false);
  const [showGuestsError, setShowGuestsError] = useState(false);
  const today = useAgencyToday();
  const guestsRef = useRef<HTMLInputElement>(null);
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);
  const maxPriceRef = useRef<HTMLInputElement>(null);
  const shown = useRef(filters);
  // A new URL (Search, Back, a link) brings its values into the form; what it left as it was, such
  // as unapplied edits when only the sort, the view or the page changed, stays as typed.
  useEffect(() => {
    const changed = changedFormKeys(shown.current, filters);
    shown.current = filters;
    if (changed.length === 0) return;
    setDraft((d) => ({ ...d, ...Object.fromEntries(changed.map((key) => [key, filters[key]])) }));
    if (changed.includes('destination') || changed.includes('q')) setWhere(whereOf(filters));
  }, [filters]);
  const set = <K extends keyof HotelFilters>(key: K, value: HotelFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = stayProblem(draft, today);
    setShowStayErrors(!!problem);
    setShowPriceError(priceRangeWrong(draft));
    setShowGuestsError(guestsWrong(draft.guests, true));
    // The first field in error, in the form's order, takes the focus.
    if (problem) {
      (problemField(problem) === 'checkIn' ? checkInRef : checkOutRef).current?.focus();
      return;
    }
    if (guestsWrong(draft.guests, true)) {
      guestsRef.current?.focus();
      return;
    }
    if (priceRangeWrong(draft)) {
      maxPriceRef.current?.focus();
      return;
    }
    const stay = draft.checkIn && draft.checkOut;
    onApply({
      ...draft,
      destination: where.destination,
      q: where.destination ? undefined : where.text.trim() || undefined,
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
    <form onSubmit={submit} aria-label={t('list.filters')} noValidate>
      <Stack gap="md">
        <PlaceSearchField
          label={t('filters.where')}
          placeholder={t('filters.wherePlaceholder')}
          value={where}
          onChange={setWhere}
          onHotel={(slug) => navigate(`/hotels/${encodeURIComponent(slug)}${stayParams(draft)}`)}
        />
        {/* Side by side in the phone's sheet; one under the other in the narrow desktop sidebar. */}
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
          <StayDateFields
            value={draft}
            onChange={(stay) => setDraft((d) => ({ ...d, ...stay }))}
            showErrors={showStayErrors}
            checkInRef={checkInRef}
            checkOutRef={checkOutRef}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            ref={guestsRef}
            label={t('filters.guests')}
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            clampBehavior="none"
            error={showGuestsError && guestsWrong(draft.guests, true) ? t('filters.guestsRange') : undefined}
            value={draft.guests ?? ''}
            onChange={(v) => set('guests', typeof v === 'number' ? v : undefined)}
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
        {/* One short label per field under the group's name, so both fields line up in every language. */}
        <fieldset className={classes.group}>
          <legend className={classes.legend}>{t('filters.price')}</legend>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('filters.minPrice')}
              min={0}
              value={draft.minPrice ?? ''}
              onChange={(v) => set('minPrice', typeof v === 'number' ? v : undefined)}
              allowDecimal={false}
              thousandSeparator
            />
            <NumberInput
              ref={maxPriceRef}
              label={t('filters.maxPrice')}
              min={0}
              error={showPriceError && priceRangeWrong(draft) ? t('filters.maxBelowMin') : undefined}
              value={draft.maxPrice ?? ''}
              onChange={(v) => set('maxPrice', typeof v === 'number' ? v : undefined)}
              allowDecimal={false}
              thousandSeparator
            />
          </SimpleGrid>
        </fieldset>
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
