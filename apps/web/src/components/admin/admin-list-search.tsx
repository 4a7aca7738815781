import { Group, Loader, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AdminListSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A new answer is on its way (not the first): a small spinner in the box. */
  refreshing: boolean;
  /** The list's other filters, beside the box. */
  children?: ReactNode;
}

/** An admin list's search box (and filters), in a bordered search landmark. */
export function AdminListSearch({
  label,
  placeholder,
  value,
  onChange,
  refreshing,
  children,
}: AdminListSearchProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group gap="sm" align="flex-end" wrap="wrap" role="search">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          type="search"
          label={label}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={refreshing ? <Loader size="xs" aria-hidden="true" /> : null}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {children}
      </Group>
    </Paper>
  );
}
