import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusHeadingOnArrival } from '../lib/focus-heading';

interface AdminPageHeaderProps {
  title: ReactNode;
  lead: ReactNode;
  /** The page's main action beside the title (e.g. a `CreateLinkButton`), or a sign of work. */
  action?: ReactNode;
}

/**
 * The head of an admin page: its title, one line on what it is for, and its main action. The title
 * takes the focus when the page was opened with `FOCUS_HEADING` (e.g. back from a deleted item).
 */
export function AdminPageHeader({ title, lead, action }: AdminPageHeaderProps) {
  const headingRef = useFocusHeadingOnArrival<HTMLHeadingElement>();
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      {action}
    </Group>
  );
}
