import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

interface ConfirmActionDialogProps {
  opened: boolean;
  /** The question, naming the account ("Disable the account of Işıl Şahin?"): the dialog's name. */
  title: string;
  /** What the action does, said plainly before it is taken. */
  children: ReactNode;
  confirmLabel: string;
  /** A change that takes something away (disabling) is red. */
  danger?: boolean;
  pending: boolean;
  /** The server's refusal in the reader's language (the last admin, one's own account), or null. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before an account changes; Cancel has the focus first, and a refusal shows inside it. */
export function ConfirmActionDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        {children}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
