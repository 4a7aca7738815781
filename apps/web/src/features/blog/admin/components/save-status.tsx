import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { localeOf } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import type { SaveStatus } from '../hooks/use-autosave';

interface SaveStatusLineProps {
  status: SaveStatus;
  dirty: boolean;
  /** The post saves itself (a draft). */
  autosaving: boolean;
  /** The post exists on the server. */
  exists: boolean;
  /** The post's own title is still empty. */
  needsTitle: boolean;
  onRetry: () => void;
}

/** "Saving…", "Saved at 14:02", "Couldn't save — Retry", and what unsaved changes wait for. */
export function SaveStatusLine({
  status,
  dirty,
  autosaving,
  exists,
  needsTitle,
  onRetry,
}: SaveStatusLineProps) {
  const { t } = useTranslation('adminBlog');
  const lang = currentLanguage();

  let icon: React.ReactNode = null;
  let text: string;
  let strong = false;
  let retry = false;
  if (status.state === 'saving') {
    icon = <Loader size={14} aria-hidden="true" />;
    text = t('save.saving');
  } else if (status.state === 'failed') {
    icon = <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden="true" />;
    text = t('save.failed');
    strong = true;
    retry = true;
  } else if (status.state === 'conflict') {
    icon = <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden="true" />;
    text = t('save.conflict');
    strong = true;
  } else if (status.state === 'invalid' && dirty) {
    text = needsTitle && autosaving ? t('save.needsTitle') : t('save.invalid');
    strong = true;
  } else if (dirty && !autosaving) {
    text = exists ? t('save.unsavedKept') : t('save.unsaved');
    strong = true;
  } else if (status.state === 'saved') {
    icon = <IconCircleCheck size={16} color="var(--mantine-color-uzungol-filled)" aria-hidden="true" />;
    const time = new Intl.DateTimeFormat(localeOf(lang), { hour: '2-digit', minute: '2-digit' }).format(
      status.at,
    );
    text = t('save.savedAt', { time });
  } else if (dirty) {
    text = t('save.unsaved');
  } else {
    text = exists ? t('save.allSaved') : t('save.notYet');
  }

  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" fw={strong ? 600 : 400} c={strong ? undefined : 'dimmed'} role="status">
        {text}
      </Text>
      {retry ? (
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </Group>
  );
}
