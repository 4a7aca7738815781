import { pickLocalized } from '@app/shared/i18n/localized';
import { Select } from '@mantine/core';
import { currentLanguage } from '../../../lib/i18n';
import { useRestaurantChoices } from '../../restaurants';

/** The bookings list's choice of one restaurant, shown when table reservations are asked for. */
export function RestaurantFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (restaurant: string | undefined) => void;
}) {
  const choices = useRestaurantChoices();
  return (
    <Select
      label={label}
      searchable
      allowDeselect={false}
      data={[
        { value: '', label: allLabel },
        ...(choices.data?.data ?? []).map((r) => ({
          value: r._id,
          label: pickLocalized(r.name, currentLanguage()).text,
        })),
      ]}
      value={value ?? ''}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}
