import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { focusPageHeading } from '../lib/focus-heading';
import { useFocusAfterClose } from '../lib/use-focus-after-close';
import { useTranslation } from '../lib/use-translation';

interface Props<V = string> {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The delete call: its pending state and error show here. */
  mutation: Pick<
    UseMutationResult<unknown, Error, V>,
    'mutate' | 'isPending' | 'isError' | 'error' | 'reset'
  >;
  /** What the delete call is given (an id, or e.g. a date range). */
  id: V | null;
  /** The error in the reader's language (the server's reason when it gave one). */
  errorText: (error: unknown) => string;
  onDeleted: () => void;
  /** Where focus goes once deleted (the opener's row is gone); the page's heading by default. */
  focusAfter?: () => void;
}

/**
 * "Delete X? This cannot be undone." Cancel has the focus first; once deleted, focus goes to the
 * page's heading (the deleted row is gone). When the server refuses (409: still in use), its reason
 * takes the place of the question: no promise to delete and no Delete button beside it.
 */
export function ConfirmDeleteDialog<V = string>({
  opened,
  onClose,
  title,
  body,
  confirmLabel,
  cancelLabel,
  mutation,
  id,
  errorText,
  onDeleted,
  focusAfter = focusPageHeading,
}: Props<V>) {
  const { t } = useTranslation('common');
  const { focusAfterClose, modalProps } = useFocusAfterClose();
  const refused = mutation.error instanceof ApiError && mutation.error.status === 409;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      {...modalProps}
    >
      <Stack gap="md">
        {refused ? null : <Text>{body}</Text>}
        {mutation.isError ? (
          <Alert color={refused ? 'yellow' : 'red'} role="alert">
            {errorText(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {/* The safe choice has the focus when the dialog opens. */}
          <Button variant="default" onClick={close} data-autofocus>
            {refused ? t('actions.close') : cancelLabel}
          </Button>
          {refused ? null : (
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={() =>
                id !== null &&
                mutation.mutate(id, {
                  onSuccess: () => {
                    onDeleted();
                    focusAfterClose(focusAfter);
                    close();
                  },
                })
              }
            >
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
