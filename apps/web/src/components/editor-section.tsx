import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface EditorSectionProps {
  title: string;
  description?: string;
  /** Beside the title, e.g. an "Add room type" button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of an admin page: a bordered section named by its heading. */
export function EditorSection({ title, description, action, children }: EditorSectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
