import type { Language } from '@app/shared/i18n/languages';
import {
  FIXED_PLACES,
  type FixedPlace,
  formatPoint,
  type Place,
  placeName,
} from '@app/shared/vehicles/places';
import { ActionIcon, Group, NativeSelect, TextInput, Tooltip } from '@mantine/core';
import { IconMap2, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

interface PlaceFieldProps {
  /** The field's id, for its label and for the focus on an error. */
  id: string;
  label: string;
  value: Place;
  lang: Language;
  error?: string;
  onChange: (place: Place) => void;
  /** Opens the map dialog for this field (to choose or change its point). */
  onMap: () => void;
  /** Removing a point puts this fixed place back (the spec's TZX for a pickup, TZX_CITY for a drop-off). */
  onRemove: () => void;
}

/**
 * A pickup or drop-off: one of the fixed places, with a button to choose a point on the map
 * instead; a point shows read-only ("41.001500, 39.717800") with buttons to change or remove it.
 */
export function PlaceField({ id, label, value, lang, error, onChange, onMap, onRemove }: PlaceFieldProps) {
  const { t } = useTranslation('vehicles');
  const field = label.toLocaleLowerCase(lang);
  if (value.code === 'CUSTOM')
    return (
      <TextInput
        id={id}
        label={label}
        value={formatPoint(value)}
        readOnly
        dir="ltr"
        error={error}
        description={t('place.point')}
        rightSectionWidth={68}
        rightSection={
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('place.edit', { field })}>
              <ActionIcon variant="subtle" onClick={onMap} aria-label={t('place.edit', { field })}>
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('place.remove', { field })}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={t('place.remove', { field })}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        }
      />
    );
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <NativeSelect
        id={id}
        label={label}
        value={value.code}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
        data={FIXED_PLACES.map((code) => ({ value: code, label: placeName({ code }, lang) }))}
        onChange={(event) => onChange({ code: event.currentTarget.value as FixedPlace })}
      />
      <Tooltip label={t('place.chooseOnMap', { field })}>
        <ActionIcon
          size={36}
          variant="light"
          onClick={onMap}
          aria-label={t('place.chooseOnMap', { field })}
          mb={error ? 24 : 0}
        >
          <IconMap2 size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
