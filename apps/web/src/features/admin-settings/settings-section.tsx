import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';

/** One settings group: a titled form with its own Save button and its own result message. */
export function SettingsSection({
  id,
  title,
  lead,
  onSubmit,
  saving,
  saved,
  error,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  onSubmit: () => void;
  saving: boolean;
  saved: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminSettings');
  const { t: tc } = useTranslation('common');
  let problem = t('fixFields');
  if (!(error instanceof ApiError)) problem = tc('errors.generic');
  else if (error.status === 0) problem = tc(error.code === 'timeout' ? 'errors.timeout' : 'errors.network');
  else if (error.errors.length === 0) problem = error.message;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id={id}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {lead}
            </Text>
          </div>
          {children}
          {saved ? (
            <Alert color="uzungol" role="status">
              {t('saved')}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert" title={t('notSaved')}>
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
