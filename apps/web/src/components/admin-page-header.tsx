import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: ReactNode;
  lead: ReactNode;
  /** The page's main action beside the title (e.g. a `CreateLinkButton`), or a sign of work. */
  action?: ReactNode;
}

/** The head of an admin page: its title, one line on what it is for, and its main action. */
export function AdminPageHeader({ title, lead, action }: AdminPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      {action}
    </Group>
  );
}
