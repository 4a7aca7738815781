import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

interface DiscardChangesDialogProps {
  opened: boolean;
  /** Keep editing (the safe choice, focused first). */
  onStay: () => void;
  /** Throw the changes away. */
  onLeave: () => void;
}

/** "Leave without saving?": asked before unsaved changes are thrown away, by leaving or closing. */
export function DiscardChangesDialog({ opened, onStay, onLeave }: DiscardChangesDialogProps) {
  const { t } = useTranslation(['adminHotels', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('unsaved.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="lg">
        <Text>{t('unsaved.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Asks before leaving a form with unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <DiscardChangesDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
