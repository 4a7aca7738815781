import type { Language } from '@app/shared/i18n/languages';
import { AIRPORT_REGIONS, AIRPORTS, type Airport, searchAirports } from '@app/shared/travel/airports';
import { type ComboboxItem, type ComboboxParsedItem, type OptionsFilter, Select, Text } from '@mantine/core';
import { IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';
import { useMemo } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

/** An airport as the picker shows it: "İstanbul (IST)". */
export const airportLabel = (airport: Airport, lang: Language) => `${airport.city[lang]} (${airport.code})`;

/** The airports grouped by region, in the picker's order, named in the reader's language. */
function groupedAirports(lang: Language) {
  return AIRPORT_REGIONS.map((region) => ({
    group: region.label[lang],
    items: AIRPORTS.filter((a) => a.region === region.id).map((a) => ({
      value: a.code,
      label: airportLabel(a, lang),
    })),
  }));
}

const itemsOf = (options: ComboboxParsedItem[]): ComboboxItem[] =>
  options.flatMap((o) => ('group' in o ? o.items : [o]));

/**
 * The shared airport search as the picker's filter: a query in any of the site's languages, with or
 * without its accents (`istanbul`, `dusseldorf`, `الدوحه`), or a code; the best matches first, out
 * of their groups. No query shows every airport by region.
 */
export function airportFilter(lang: Language): OptionsFilter {
  return ({ options, search }) => {
    if (!search.trim()) return options;
    const rank = new Map<string, number>(searchAirports(search, lang).map((a, i) => [a.code, i]));
    return itemsOf(options)
      .filter((item) => rank.has(item.value))
      .sort((a, b) => (rank.get(a.value) ?? 0) - (rank.get(b.value) ?? 0));
  };
}

const BY_CODE = new Map(AIRPORTS.map((a) => [a.code as string, a]));

/** An airport of the form, searchable by city, airport name or code in any of the site's languages. */
export function AirportSelect({
  id,
  label,
  value,
  error,
  onChange,
  direction,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (code: string) => void;
  direction: 'from' | 'to';
}) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const data = useMemo(() => groupedAirports(lang), [lang]);
  const filter = useMemo(() => airportFilter(lang), [lang]);
  const Icon = direction === 'from' ? IconPlaneDeparture : IconPlaneArrival;
  return (
    <Select
      id={id}
      label={label}
      data={data}
      value={value || null}
      onChange={(code) => code && onChange(code)}
      searchable
      filter={filter}
      allowDeselect={false}
      withCheckIcon={false}
      nothingFoundMessage={t('form.noAirport')}
      maxDropdownHeight={320}
      error={error}
      leftSection={<Icon size={18} aria-hidden="true" />}
      comboboxProps={{ shadow: 'md' }}
      autoComplete="off"
      renderOption={({ option }) => {
        const airport = BY_CODE.get(option.value);
        return (
          <div>
            <Text size="sm" fw={500} lh={1.3}>
              {option.label}
            </Text>
            {airport ? (
              <Text size="xs" c="dimmed" lh={1.3}>
                {airport.name[lang]}
              </Text>
            ) : null}
          </div>
        );
      }}
    />
  );
}
