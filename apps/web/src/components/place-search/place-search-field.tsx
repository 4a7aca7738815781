import { Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBed, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { countryName } from '../../lib/country-name';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { useDestinationName, useFeaturedDestinations, usePlaceSuggestions } from './place-search-api';

/** What the Where box holds: the words typed, or a destination chosen from the list. */
export interface PlaceChoice {
  text: string;
  /** Set when a destination was chosen; its name is then the text. */
  destination?: string;
}

interface Props {
  value: PlaceChoice;
  onChange: (next: PlaceChoice) => void;
  /** A hotel was chosen from the list: go to its page. */
  onHotel: (slug: string) => void;
  label: string;
  placeholder?: string;
}

/** Words shorter than this are not sent for suggestions (featured destinations show instead). */
const MIN_CHARS = 2;

/**
 * The Where box: free text, with suggestions from the server as the traveller types (destinations
 * first, then hotels; featured destinations while it is empty). Arrow keys move through the list,
 * Enter chooses, Escape closes; with nothing highlighted, Enter submits the form with the words.
 */
export function PlaceSearchField({ value, onChange, onHotel, label, placeholder }: Props) {
  const { t } = useTranslation('common');
  const lang = currentLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const statusId = useId();
  const destinationName = useDestinationName(value.destination);
  const text = value.destination && !value.text ? (destinationName ?? '') : value.text;
  const [typed] = useDebouncedValue(value.destination ? '' : value.text.trim(), 200);
  const suggestions = usePlaceSuggestions(typed.length >= MIN_CHARS ? typed : '');
  const featured = useFeaturedDestinations();

  const searching = typed.length >= MIN_CHARS;
  const destinations = searching
    ? (suggestions.data?.destinations ?? [])
    : value.destination
      ? []
      : (featured.data ?? []);
  const hotels = searching ? (suggestions.data?.hotels ?? []) : [];
  const count = destinations.length + hotels.length;
  const loading = searching && suggestions.isFetching && !suggestions.data;

  const choose = (option: string) => {
    const [kind, slug = ''] = option.split(':');
    combobox.closeDropdown();
    if (kind === 'h') {
      onHotel(slug);
      return;
    }
    const chosen = destinations.find((d) => d.slug === slug);
    onChange({ text: chosen?.name ?? '', destination: slug });
  };

  const hotelCount = (n: number) => t('placeSearch.hotels', { count: n });

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false} position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={loading ? <Loader size={14} aria-hidden="true" /> : null}
          aria-describedby={statusId}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange({ text: next });
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <VisuallyHidden id={statusId} aria-live="polite">
        {searching && !loading && combobox.dropdownOpened ? t('placeSearch.count', { count }) : ''}
      </VisuallyHidden>
      <Combobox.Dropdown miw={300} hidden={count === 0 && !(searching && suggestions.isSuccess)}>
        <Combobox.Options aria-label={label} mah={360} style={{ overflowY: 'auto' }}>
          {/* Options only while open: closed, the page carries no hidden list (nor Mantine's `value` attributes, which HTML does not allow on them). */}
          {combobox.dropdownOpened && destinations.length ? (
            <Combobox.Group label={searching ? t('placeSearch.destinations') : t('placeSearch.featured')}>
              {destinations.map((d) => (
                <Combobox.Option key={d.slug} value={`d:${d.slug}`}>
                  <Group gap="sm" wrap="nowrap">
                    <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                    <div>
                      <Text size="sm" fw={600}>
                        {d.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {countryName(d.country, lang)} · {hotelCount(d.properties)}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ) : null}
          {combobox.dropdownOpened && hotels.length ? (
            <Combobox.Group label={t('placeSearch.hotelsGroup')}>
              {hotels.map((h) => (
                <Combobox.Option key={h._id} value={`h:${h.slug}`}>
                  <Group gap="sm" wrap="nowrap">
                    <IconBed size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                    <div>
                      <Text size="sm" fw={600}>
                        {h.name}
                      </Text>
                      {h.place ? (
                        <Text size="xs" c="dimmed">
                          {h.place}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ) : null}
          {searching && suggestions.isSuccess && count === 0 ? (
            <Combobox.Empty>{t('placeSearch.none', { text: typed })}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
