import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date field reports 0002-…, 0020-…, 0202-… while the year is typed digit by digit. */
const TYPED_YEAR = /^[1-9]\d{3}-/;

/**
 * A date filter that can be typed key by key: the field keeps its own draft (the address is not
 * written on every key, which used to wipe the half-typed date), a date applies once its year has
 * four digits, and anything else (a cleared field, a year such as 0999) when the field is left.
 */
export function DateFilterInput({
  label,
  value,
  onApply,
  check,
}: {
  label: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
  /** A message when this date cannot be used; the filter keeps its last good value. */
  check?: (value: string) => string | null;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const error = draft && check ? check(draft) : null;
  const apply = (next: string, whole: boolean) => {
    if (!whole || next === (value ?? '')) return;
    if (next === '') onApply(undefined);
    else if (DATE.test(next) && !check?.(next)) onApply(next);
  };
  return (
    <TextInput
      type="date"
      label={label}
      value={draft}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        apply(next, next !== '' && TYPED_YEAR.test(next));
      }}
      onBlur={(event) => apply(event.currentTarget.value, true)}
    />
  );
}
