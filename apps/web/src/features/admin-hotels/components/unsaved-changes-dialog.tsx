import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** Asks before leaving a form with unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation(['adminHotels', 'common']);
  const opened = blocker.state === 'blocked';
  return (
    <Modal
      opened={opened}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="lg">
        <Text>{t('unsaved.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
