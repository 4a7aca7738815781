import { Button, Checkbox, Radio, RangeSlider, Stack, Text } from '@mantine/core';
import { formatTimeOfDay } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import {
  type FlightFilters,
  filtersSet,
  NO_FILTERS,
  STOP_FILTERS,
  type StopFilter,
} from '../utils/sort-flights';

const hourText = (hour: number, lang: ReturnType<typeof currentLanguage>) =>
  hour >= 24 ? formatTimeOfDay('23:59', lang) : formatTimeOfDay(`${String(hour).padStart(2, '0')}:00`, lang);

/**
 * The results' filters: stops on each way, the carriers present (all ticked at first), and the
 * hours the outbound may leave (on its airport's clock).
 */
export function FlightFiltersPanel({
  filters,
  carriers,
  idPrefix,
  onChange,
}: {
  filters: FlightFilters;
  /** The carriers of the offers found: code and name. */
  carriers: readonly { code: string; name: string }[];
  /** The panel shows twice (beside the results, in the phone's drawer): its ids differ. */
  idPrefix: string;
  onChange: (next: FlightFilters) => void;
}) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const [from, to] = filters.departure;
  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('filters.stops')}
        value={filters.stops}
        onChange={(value) => onChange({ ...filters, stops: value as StopFilter })}
      >
        <Stack gap={6} mt={6}>
          {STOP_FILTERS.map((value) => (
            <Radio
              key={value}
              id={`${idPrefix}-stops-${value}`}
              value={value}
              label={t(`filters.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {carriers.length > 1 ? (
        <Checkbox.Group
          label={t('filters.airlines')}
          value={carriers.map((c) => c.code).filter((code) => !filters.hiddenCarriers.includes(code))}
          onChange={(shown) =>
            onChange({
              ...filters,
              hiddenCarriers: carriers.map((c) => c.code).filter((code) => !shown.includes(code)),
            })
          }
        >
          <Stack gap={6} mt={6}>
            {carriers.map((c) => (
              <Checkbox key={c.code} id={`${idPrefix}-carrier-${c.code}`} value={c.code} label={c.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
      <div>
        <Text size="sm" fw={500}>
          {t('filters.departure')}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          <bdi>{hourText(from, lang)}</bdi> – <bdi>{hourText(to, lang)}</bdi>
        </Text>
        <RangeSlider
          min={0}
          max={24}
          step={1}
          minRange={1}
          value={[from, to]}
          onChange={(value) => onChange({ ...filters, departure: value })}
          label={(hour) => hourText(hour, lang)}
          thumbFromLabel={t('filters.departureFrom')}
          thumbToLabel={t('filters.departureTo')}
          mx={4}
        />
      </div>
      {filtersSet(filters) ? (
        <Button variant="light" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
