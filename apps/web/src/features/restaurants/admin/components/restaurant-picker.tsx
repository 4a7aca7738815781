import { pickLocalized } from '@app/shared/i18n/localized';
import { Select } from '@mantine/core';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useRestaurantChoices } from '../api/admin-restaurants-api';

/** The restaurant a screen works on; its id lives in the URL. */
export function RestaurantPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const choices = useRestaurantChoices();
  return (
    <Select
      label={t('choose.restaurant')}
      placeholder={t('choose.placeholder')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('list.noMatchesTitle')}
      data={(choices.data?.data ?? []).map((r) => ({
        value: r._id,
        label: pickLocalized(r.name, currentLanguage()).text,
      }))}
      value={value}
      onChange={onChange}
      error={choices.isError ? t('choose.loadFailed') : undefined}
      w={{ base: '100%', sm: 360 }}
    />
  );
}

/** The restaurant's name, once the choices have loaded. */
export function useRestaurantName(id: string | null): string {
  const choices = useRestaurantChoices();
  const found = choices.data?.data.find((r) => r._id === id);
  return found ? pickLocalized(found.name, currentLanguage()).text : '';
}
