import type { BookingStatus } from '@app/shared/bookings/status';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** Moves that cannot be taken back (cancelled, completed) are confirmed first, naming the booking. */
export const FINAL_MOVES: readonly BookingStatus[] = ['cancelled', 'completed'];

export function StatusChangeDialog({
  reference,
  cancelBody,
  to,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  reference: string;
  /** What cancelling frees, in the booking's own words (its room, seats or table). */
  cancelBody: string;
  /** The status asked for; null when the dialog is closed. */
  to: BookingStatus | null;
  pending: boolean;
  error: unknown;
  onConfirm: (to: BookingStatus) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminBookings');
  const move = to === 'cancelled' ? 'cancelled' : 'completed';
  return (
    <Modal
      opened={to !== null}
      onClose={onClose}
      title={t(`confirm.${move}Title`, { reference })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text>{move === 'cancelled' ? cancelBody : t('confirm.completedBody')}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error instanceof ApiError ? error.message : t('loadFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.keep')}
          </Button>
          <Button
            color={move === 'cancelled' ? 'red' : undefined}
            loading={pending}
            onClick={() => to && onConfirm(to)}
          >
            {t(`confirm.${move}Confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
