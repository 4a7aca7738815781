import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { MAX_PASSENGERS } from '@app/shared/vehicles/catalog';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A day from `min` to the end of the sale window opened `today` (the browser's own date picker). */
export function DateField({ min, today, ...field }: FieldProps & { min: string; today: string }) {
  return (
    <TextInput
      id={field.id}
      type="date"
      label={field.label}
      min={min}
      max={lastSaleDay(today)}
      value={field.value}
      error={field.error}
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  );
}

/** A time of day on the place's clock (the browser's own time picker). */
export function TimeField(field: FieldProps) {
  return (
    <TextInput
      id={field.id}
      type="time"
      label={field.label}
      value={field.value}
      error={field.error}
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  );
}

/** One to sixteen passengers (the minibus), in the reader's digits. */
export function PassengersField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('vehicles');
  const lang = currentLanguage();
  return (
    <NativeSelect
      id={id}
      label={t('form.passengers')}
      value={String(value)}
      data={Array.from({ length: MAX_PASSENGERS }, (_, i) => ({
        value: String(i + 1),
        label: formatNumber(i + 1, lang),
      }))}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
    />
  );
}

/** The form's Search, at its end: the whole width on a phone. */
export function SearchButton({ children }: { children: ReactNode }) {
  return (
    <Button
      type="submit"
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      w={{ base: '100%', sm: 'auto' }}
      style={{ alignSelf: 'flex-end' }}
    >
      {children}
    </Button>
  );
}
