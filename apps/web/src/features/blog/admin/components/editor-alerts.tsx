import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import type { LocalDraft } from '../utils/local-draft';

interface ConflictAlertProps {
  busy: boolean;
  error: string | null;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/** Someone saved the post after it was opened here: nothing is lost whichever way the admin goes. */
export function ConflictAlert({ busy, error, onLoadTheirs, onKeepMine }: ConflictAlertProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('conflict.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('conflict.body')}</Text>
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)">
            {error}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button size="sm" variant="default" onClick={onLoadTheirs} loading={busy}>
            {t('conflict.loadTheirs')}
          </Button>
          <Button size="sm" color="orange" onClick={onKeepMine} disabled={busy}>
            {t('conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

interface RestoreAlertProps {
  draft: LocalDraft;
  /** The post was saved again after these edits were made. */
  outdated: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Edits kept in this browser from an earlier visit (or set aside in a conflict). */
export function RestoreAlert({ draft, outdated, onRestore, onDiscard }: RestoreAlertProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <Alert color="sea" variant="light" icon={<IconHistory aria-hidden="true" />} title={t('restore.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('restore.body', { time: formatDateTime(draft.savedAt, currentLanguage()) })}
          {outdated ? ` ${t('restore.outdated')}` : ''}
        </Text>
        <Group gap="sm">
          <Button size="sm" onClick={onRestore}>
            {t('restore.restore')}
          </Button>
          <Button size="sm" variant="default" onClick={onDiscard}>
            {t('restore.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
