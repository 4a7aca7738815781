import { pickLocalized } from '@app/shared/i18n/localized';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminDestinations } from './destinations-api';

interface Props {
  label: string;
  description?: string;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** Picks one of the destinations (or none) for a hotel or package; '' means none. */
export function DestinationSelect({
  label,
  description,
  value = '',
  onChange,
  error,
  onFocus,
  onBlur,
}: Props) {
  const { t } = useTranslation('adminDestinations');
  const list = useAdminDestinations('');
  const lang = currentLanguage();
  const options = (list.data?.data ?? []).map((d) => ({
    value: d._id,
    label: pickLocalized(d.name, lang).text,
  }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      label={label}
      description={description}
      placeholder={list.isError ? t('loadFailed') : t('select.none')}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      nothingFoundMessage={t('noMatch')}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={list.isPending}
    />
  );
}
