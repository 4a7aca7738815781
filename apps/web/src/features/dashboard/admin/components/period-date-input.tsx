import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date field reports 0002-…, 0020-…, 0202-… while the year is typed digit by digit. */
const TYPED_YEAR = /^[1-9]\d{3}-/;

/**
 * A day of a custom period, typed key by key or picked: the field keeps its own draft, and the
 * period changes once a whole date is there (a four-digit year), or when the field is left.
 */
export function PeriodDateInput({
  label,
  value,
  max,
  error,
  onApply,
}: {
  label: string;
  value: string;
  max?: string;
  /** The server's word on this day, in the reader's language. */
  error?: string | null;
  onApply: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const apply = (next: string) => {
    if (next !== value && DATE.test(next)) onApply(next);
  };
  return (
    <TextInput
      type="date"
      label={label}
      value={draft}
      max={max}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        if (TYPED_YEAR.test(next)) apply(next);
      }}
      onBlur={(event) => apply(event.currentTarget.value)}
      style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
    />
  );
}
