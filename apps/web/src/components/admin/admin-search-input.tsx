import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface AdminSearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box over a short admin list of cards. */
export function AdminSearchInput({ label, value, onChange }: AdminSearchInputProps) {
  return (
    <TextInput
      type="search"
      label={label}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={420}
    />
  );
}
