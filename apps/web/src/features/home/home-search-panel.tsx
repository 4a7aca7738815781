import { addDays } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { wallClock } from '@app/shared/common/wall-clock';
import { FIXED_PLACES, type FixedPlace, placeName } from '@app/shared/vehicles/places';
import { Button, NativeSelect, Paper, Tabs, Text, TextInput } from '@mantine/core';
import { IconBed, IconCar, IconMapRoute, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeaturedDestinations } from '../../components/place-search/place-search-api';
import { PlaceSearchField } from '../../components/place-search/place-search-field';
import { useAgencyTimeZone, useAgencyToday } from '../../lib/agency-time';
import { formatNumber, formatTimeOfDay } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { problemField, stayProblem } from '../../lib/stay-problem';
import { useTranslation } from '../../lib/use-translation';
import {
  defaultSearches,
  GUEST_OPTIONS,
  type GuestOption,
  hotelUrl,
  packageProblem,
  STAR_OPTIONS,
  type StarOption,
  searchUrl,
  type WhenField,
  whenProblems,
  withCheckIn,
} from './home-search';
import { readSavedSearch, saveSearch, type HomeTab as Tab } from './home-search-memory';
import classes from './home-search-panel.module.css';

/**
 * A field's share of its row: `phone` of six columns, `tablet` of four; on wide screens every tab's
 * fields stand in one row, each as wide as its words need (the tab's columns in the stylesheet).
 */
function Cell({ phone, tablet, children }: { phone: number; tablet: number; children: ReactNode }) {
  const spans = { '--phone-span': phone, '--tablet-span': tablet } as CSSProperties;
  return (
    <div className={classes.cell} style={spans}>
      {children}
    </div>
  );
}

/** The home search: hotels, taxis, restaurants and packages, each landing on its page with the values. */
export function HomeSearchPanel() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const today = useAgencyToday();
  const timeZone = useAgencyTimeZone();
  const [tab, setTab] = useState<Tab>('hotels');
  const [values, setValues] = useState(() => defaultSearches(today));
  const [showErrors, setShowErrors] = useState(false);
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const whenRefs = useRef<Partial<Record<WhenField, HTMLInputElement | null>>>({});
  const whenRef = (field: WhenField) => (input: HTMLInputElement | null) => {
    whenRefs.current[field] = input;
  };
  // The tab and values of this session come back (after Back or the logo) once the page is live,
  // so the server's page and the first browser render agree.
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, with the day the page opened
  useEffect(() => {
    const saved = readSavedSearch(today);
    restored.current = true;
    if (!saved) return;
    setTab(saved.tab);
    setValues(saved.values);
  }, []);
  useEffect(() => {
    if (restored.current) saveSearch({ tab, values });
  }, [tab, values]);
  const destinations = useFeaturedDestinations();
  const lang = currentLanguage();
  const placeOptions = FIXED_PLACES.map((code) => ({ value: code, label: placeName({ code }, lang) }));
  const destinationOptions = [
    { value: '', label: t('search.anyDestination') },
    ...(destinations.data ?? []).map((d) => ({ value: d.slug, label: d.name })),
  ];

  const stay = stayProblem(values.hotels, today);
  const packageDates = packageProblem(values.packages);
  const stayError = (field: 'checkIn' | 'checkOut') =>
    showErrors && stay && problemField(stay) === field ? t(`search.stayErrors.${stay}`) : undefined;
  // Dates and times on the agency's clock, by the same rule as the server's sale window.
  const now = new Date();
  const when = tab === 'hotels' ? [] : whenProblems(tab, values, now, timeZone);
  const whenError = (field: WhenField) => {
    const problem = showErrors ? when.find(([f]) => f === field)?.[1] : undefined;
    if (!problem) return undefined;
    return problem === 'time_in_past'
      ? t('search.whenErrors.time_in_past', {
          now: formatTimeOfDay(wallClock(now, timeZone).slice(11), lang),
        })
      : t(`search.whenErrors.${problem}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tab === 'hotels' && stay) {
      setShowErrors(true);
      (problemField(stay) === 'checkIn' ? checkInRef : checkOutRef).current?.focus();
      return;
    }
    const [firstWrong] = tab === 'hotels' ? [] : whenProblems(tab, values, new Date(), timeZone);
    if (firstWrong) {
      setShowErrors(true);
      whenRefs.current[firstWrong[0]]?.focus();
      return;
    }
    if (tab === 'packages' && packageDates) {
      setShowErrors(true);
      toRef.current?.focus();
      return;
    }
    navigate(searchUrl[tab](values[tab] as never));
  };
  const set = <K extends Tab>(key: K, patch: Partial<(typeof values)[K]>) =>
    setValues((v) => ({ ...v, [key]: { ...v[key], ...patch } }));

  const searchButton = (
    <Button
      type="submit"
      size="md"
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      className={classes.submit}
    >
      {t('search.submit')}
    </Button>
  );
  const panel = (children: ReactNode) => (
    <form onSubmit={submit} noValidate>
      <div className={`${classes.grid} ${classes[tab]}`}>
        {children}
        {searchButton}
      </div>
    </form>
  );
  const destinationSelect = (value: string, onChange: (v: string) => void) => (
    <NativeSelect
      label={t('search.destination')}
      data={destinationOptions}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );

  return (
    <Paper radius="lg" shadow="lg" p={{ base: 'sm', sm: 'md' }} mt="xl" className={classes.panel}>
      <Tabs
        value={tab}
        onChange={(v) => v && setTab(v as Tab)}
        keepMounted={false}
        classNames={{ tab: classes.tab, tabLabel: classes.tabLabel }}
      >
        <Tabs.List aria-label={t('search.label')} className={classes.tabs} grow>
          <Tabs.Tab value="hotels" leftSection={<IconBed size={18} aria-hidden="true" />}>
            {t('search.tabs.hotels')}
          </Tabs.Tab>
          <Tabs.Tab value="taxis" leftSection={<IconCar size={18} aria-hidden="true" />}>
            {t('search.tabs.taxis')}
          </Tabs.Tab>
          <Tabs.Tab value="restaurants" leftSection={<IconToolsKitchen2 size={18} aria-hidden="true" />}>
            {t('search.tabs.restaurants')}
          </Tabs.Tab>
          <Tabs.Tab value="packages" leftSection={<IconMapRoute size={18} aria-hidden="true" />}>
            {t('search.tabs.packages')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="hotels" pt="md">
          {panel(
            <>
              <Cell phone={6} tablet={2}>
                <PlaceSearchField
                  label={t('search.where')}
                  placeholder={t('search.wherePlaceholder')}
                  value={values.hotels.where}
                  onChange={(where) => set('hotels', { where })}
                  onHotel={(slug) => navigate(hotelUrl(slug, values.hotels))}
                />
              </Cell>
              <Cell phone={3} tablet={1}>
                <TextInput
                  ref={checkInRef}
                  type="date"
                  label={t('search.checkIn')}
                  min={today}
                  max={lastSaleDay(today)}
                  error={stayError('checkIn')}
                  value={values.hotels.checkIn}
                  onChange={(e) => {
                    const checkIn = e.currentTarget.value;
                    setValues((v) => ({ ...v, hotels: withCheckIn(v.hotels, checkIn) }));
                  }}
                />
              </Cell>
              <Cell phone={3} tablet={1}>
                <TextInput
                  ref={checkOutRef}
                  type="date"
                  label={t('search.checkOut')}
                  min={addDays(values.hotels.checkIn || today, 1)}
                  max={lastSaleDay(today)}
                  error={stayError('checkOut')}
                  value={values.hotels.checkOut}
                  // Every value typed is kept (a date typed digit by digit passes through earlier
                  // ones); Search says what is wrong with it.
                  onChange={(e) => set('hotels', { checkOut: e.currentTarget.value })}
                />
              </Cell>
              <Cell phone={6} tablet={2}>
                <NativeSelect
                  label={t('search.guests')}
                  data={GUEST_OPTIONS.map((g) => ({ value: g, label: t(`search.guestOptions.${g}`) }))}
                  value={values.hotels.guests}
                  onChange={(e) => set('hotels', { guests: e.currentTarget.value as GuestOption })}
                />
              </Cell>
              <Cell phone={3} tablet={1}>
                <NativeSelect
                  label={t('search.stars')}
                  data={STAR_OPTIONS.map((s) => ({
                    value: s,
                    label:
                      s === ''
                        ? t('search.anyStars')
                        : s === '5'
                          ? t('search.fiveStars')
                          : t('search.starsUp', { n: formatNumber(Number(s), lang) }),
                  }))}
                  value={values.hotels.stars}
                  onChange={(e) => set('hotels', { stars: e.currentTarget.value as StarOption })}
                />
              </Cell>
            </>,
          )}
        </Tabs.Panel>

        <Tabs.Panel value="taxis" pt="md">
          {panel(
            <>
              <Cell phone={6} tablet={2}>
                <NativeSelect
                  label={t('search.pickup')}
                  value={values.taxis.pickup}
                  data={placeOptions}
                  onChange={(e) => set('taxis', { pickup: e.currentTarget.value as FixedPlace })}
                />
              </Cell>
              <Cell phone={6} tablet={2}>
                <NativeSelect
                  label={t('search.dropoff')}
                  value={values.taxis.dropoff}
                  data={placeOptions}
                  onChange={(e) => set('taxis', { dropoff: e.currentTarget.value as FixedPlace })}
                />
              </Cell>
              <Cell phone={3} tablet={1}>
                <TextInput
                  ref={whenRef('pickupDate')}
                  type="date"
                  label={t('search.pickupDate')}
                  min={today}
                  max={lastSaleDay(today)}
                  error={whenError('pickupDate')}
                  value={values.taxis.date}
                  onChange={(e) => set('taxis', { date: e.currentTarget.value })}
                />
              </Cell>
              <Cell phone={3} tablet={1}>
                <TextInput
                  ref={whenRef('pickupTime')}
                  type="time"
                  label={t('search.pickupTime')}
                  error={whenError('pickupTime')}
                  value={values.taxis.time}
                  onChange={(e) => set('taxis', { time: e.currentTarget.value })}
                />
              </Cell>
            </>,
          )}
          <Text size="sm" c="dimmed" mt="xs">
            {t('search.taxisMap')}
          </Text>
        </Tabs.Panel>

        <Tabs.Panel value="restaurants" pt="md">
          {panel(
            <>
              <Cell phone={6} tablet={2}>
                <TextInput
                  label={t('search.restaurantName')}
                  placeholder={t('search.restaurantPlaceholder')}
                  value={values.restaurants.name}
                  onChange={(e) => set('restaurants', { name: e.currentTarget.value })}
                />
              </Cell>
              <Cell phone={6} tablet={1}>
                <TextInput
                  ref={whenRef('restaurantDate')}
                  type="date"
                  label={t('search.date')}
                  min={today}
                  max={lastSaleDay(today)}
                  error={whenError('restaurantDate')}
                  value={values.restaurants.date}
                  onChange={(e) => set('restaurants', { date: e.currentTarget.value })}
                />
              </Cell>
            </>,
          )}
        </Tabs.Panel>

        <Tabs.Panel value="packages" pt="md">
          {panel(
            <>
              <Cell phone={6} tablet={2}>
                {destinationSelect(values.packages.destination, (destination) =>
                  set('packages', { destination }),
                )}
              </Cell>
              <Cell phone={3} tablet={1}>
                <TextInput
                  ref={whenRef('packageFrom')}
                  type="date"
                  label={t('search.from')}
                  min={today}
                  max={lastSaleDay(today)}
                  error={whenError('packageFrom')}
                  value={values.packages.from}
                  onChange={(e) => set('packages', { from: e.currentTarget.value })}
                />
              </Cell>
              <Cell phone={3} tablet={1}>
                <TextInput
                  ref={(input) => {
                    toRef.current = input;
                    whenRefs.current.packageTo = input;
                  }}
                  type="date"
                  label={t('search.to')}
                  min={values.packages.from || today}
                  max={lastSaleDay(today)}
                  error={
                    whenError('packageTo') ??
                    (showErrors && packageDates ? t('search.toBeforeFrom') : undefined)
                  }
                  value={values.packages.to}
                  onChange={(e) => set('packages', { to: e.currentTarget.value })}
                />
              </Cell>
            </>,
          )}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
