import { pickLocalized } from '@app/shared/i18n/localized';
import { Select } from '@mantine/core';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useRestaurantChoices } from '../api/admin-restaurants-api';

/**
 * The restaurant a screen works on; its id (or its slug, as on its public page) lives in the URL.
 * With `all`, a first choice stands for every restaurant (a list's filter): its value is `null`.
 */
export function RestaurantPicker({
  value,
  onChange,
  label,
  all,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
  all?: string;
}) {
  const { t } = useTranslation('adminRestaurants');
  const choices = useRestaurantChoices();
  const list = choices.data?.data ?? [];
  const restaurants = list.map((r) => ({
    value: r._id,
    label: pickLocalized(r.name, currentLanguage()).text,
  }));
  const chosen = value ? (list.find((r) => r._id === value || r.slug === value)?._id ?? null) : null;
  // Named by an address no restaurant has (only said once every restaurant is listed).
  const unknown =
    Boolean(value) && !chosen && choices.data !== undefined && choices.data.total <= list.length;
  return (
    <Select
      label={label ?? t('choose.restaurant')}
      placeholder={all ? undefined : t('choose.placeholder')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('list.noMatchesTitle')}
      data={all ? [{ value: '', label: all }, ...restaurants] : restaurants}
      value={all ? (chosen ?? '') : (chosen ?? value)}
      onChange={(id) => onChange(id || null)}
      error={
        choices.isError
          ? t('choose.loadFailed')
          : unknown
            ? t('choose.notFound', { address: value ?? '' })
            : undefined
      }
      w={all ? undefined : { base: '100%', sm: 360 }}
    />
  );
}
