import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/**
 * One settings group: a titled form with its own Save button and its own result message. `check`
 * marks the fields in error (and focuses the first) before anything is sent.
 */
export function SettingsSection({
  id,
  title,
  lead,
  check,
  onSubmit,
  saving,
  saved,
  error,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  /** True when the values can be sent. */
  check: () => boolean;
  onSubmit: () => void;
  saving: boolean;
  saved: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminSettings');
  const { t: tc } = useTranslation('common');
  const [refused, setRefused] = useState(false);
  let problem = t('fixFields');
  if (refused) problem = t('fixFields');
  else if (!(error instanceof ApiError)) problem = tc('errors.generic');
  else if (error.status === 0) problem = tc(error.code === 'timeout' ? 'errors.timeout' : 'errors.network');
  else if (error.errors.length === 0) problem = error.message;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const ok = check();
          setRefused(!ok);
          if (ok) onSubmit();
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
          {saved && !refused ? (
            <Alert color="uzungol" role="status">
              {t('saved')}
            </Alert>
          ) : null}
          {refused || error ? (
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
