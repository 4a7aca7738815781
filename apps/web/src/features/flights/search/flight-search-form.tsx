import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { CABIN_CLASSES, type CabinClass, type TripType } from '@app/shared/travel/recent-searches';
import { MAX_FLIGHT_PASSENGERS } from '@app/shared/travel/schemas';
import { ActionIcon, Button, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useTranslation } from '../../../lib/use-translation';
import { type FlightSearch, flightSearchIssues, type SearchField } from '../utils/flight-search-params';
import { AirportSelect } from './airport-select';
import classes from './flight-search.module.css';

const NO_SCREEN_TEXTS = { keyOf: () => undefined };
const ID = 'flight-search';
/** The fields in the order a reader meets them: the first one in error takes the focus. */
const ORDER: SearchField[] = ['origin', 'destination', 'departureDate', 'returnDate'];

/** Marks the search form for the hero's slideshow, which holds still while one of its lists is open. */
export const FLIGHT_SEARCH_ATTRIBUTE = 'data-flight-search';

/**
 * The flight search (spec sections 3 and 5): one way or a return, from and to (about sixty
 * airports by region, searched in any of the site's languages), the days (from today; the return
 * from the departure, asked only for a return), passengers 1–9 and the cabin. The same airport
 * twice is said under the destination at once; a search that cannot be sent says why under each
 * field and focuses the first.
 */
export function FlightSearchForm({
  initial,
  today,
  initialIssues = {},
  onSearch,
}: {
  initial: FlightSearch;
  today: string;
  /** What the address asked wrong (the same airport twice), shown from the start. */
  initialIssues?: Partial<Record<SearchField, string>>;
  onSearch: (search: FlightSearch) => void;
}) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const fieldMessage = useFieldMessage(NO_SCREEN_TEXTS);
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState(initialIssues);
  const roundTrip = draft.tripType === 'roundTrip';

  const set = (next: Partial<FlightSearch>) => {
    setDraft((d) => ({ ...d, ...next }));
    setIssues((found) => {
      const left = { ...found };
      for (const key of Object.keys(next)) delete left[key as SearchField];
      if ('origin' in next) delete left.destination;
      return left;
    });
  };

  // The same airport twice is said as soon as it is chosen (spec section 5), under the destination.
  const sameAirports = !!draft.origin && draft.origin === draft.destination;
  const error = (field: SearchField) => {
    const code = field === 'destination' && sameAirports ? 'same_airports' : issues[field];
    return code ? fieldMessage(code, field) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = flightSearchIssues(draft, today);
    setIssues(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(`${ID}-${first}`)?.focus();
      return;
    }
    onSearch(draft);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('form.label')}
      className={classes.form}
      {...{ [FLIGHT_SEARCH_ATTRIBUTE]: '' }}
    >
      <SegmentedControl
        aria-label={t('form.tripType')}
        value={draft.tripType}
        onChange={(value) => set({ tripType: value as TripType })}
        data={[
          { value: 'roundTrip', label: t('form.roundTrip') },
          { value: 'oneWay', label: t('form.oneWay') },
        ]}
        className={classes.tripType}
      />
      <div className={classes.fields}>
        <div className={classes.route}>
          <div className={classes.from}>
            <AirportSelect
              id={`${ID}-origin`}
              label={t('form.origin')}
              direction="from"
              value={draft.origin}
              error={error('origin')}
              onChange={(origin) => set({ origin })}
            />
          </div>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            className={classes.swap}
            aria-label={t('form.swap')}
            onClick={() => set({ origin: draft.destination, destination: draft.origin })}
          >
            <IconArrowsExchange size={18} aria-hidden="true" />
          </ActionIcon>
          <div className={classes.to}>
            <AirportSelect
              id={`${ID}-destination`}
              label={t('form.destination')}
              direction="to"
              value={draft.destination}
              error={error('destination')}
              onChange={(destination) => set({ destination })}
            />
          </div>
        </div>
        <TextInput
          id={`${ID}-departureDate`}
          type="date"
          label={t('form.departure')}
          min={today}
          max={lastSaleDay(today)}
          value={draft.departureDate}
          error={error('departureDate')}
          onChange={(e) => {
            const departureDate = e.currentTarget.value;
            set(
              departureDate && draft.returnDate < departureDate
                ? { departureDate, returnDate: departureDate }
                : { departureDate },
            );
          }}
        />
        {roundTrip ? (
          <TextInput
            id={`${ID}-returnDate`}
            type="date"
            label={t('form.return')}
            min={draft.departureDate || today}
            max={lastSaleDay(today)}
            value={draft.returnDate}
            error={error('returnDate')}
            onChange={(e) => set({ returnDate: e.currentTarget.value })}
          />
        ) : null}
        <NativeSelect
          id={`${ID}-passengers`}
          label={t('form.passengers')}
          value={String(draft.passengers)}
          data={Array.from({ length: MAX_FLIGHT_PASSENGERS }, (_, i) => ({
            value: String(i + 1),
            label: formatNumber(i + 1, lang),
          }))}
          onChange={(e) => set({ passengers: Number(e.currentTarget.value) })}
        />
        <NativeSelect
          id={`${ID}-cabin`}
          label={t('form.cabin')}
          value={draft.cabin}
          data={CABIN_CLASSES.map((cabin) => ({ value: cabin, label: t(`cabin.${cabin}`) }))}
          onChange={(e) => set({ cabin: e.currentTarget.value as CabinClass })}
        />
        <Button
          type="submit"
          className={classes.submit}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          {t('form.search')}
        </Button>
      </div>
    </form>
  );
}
