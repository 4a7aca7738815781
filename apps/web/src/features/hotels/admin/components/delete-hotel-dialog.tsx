import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { adminErrorTexts } from '../../../../components/admin/admin-field-texts';
import { ApiError } from '../../../../lib/api-client';
import { focusPageHeading } from '../../../../lib/focus-heading';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFocusAfterClose } from '../../../../lib/use-focus-after-close';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteHotel, useUnpublishHotel } from '../api/admin-hotels-api';
import { useHotelName } from './hotel-summary';

interface DeleteHotelDialogProps {
  hotel: HotelAdminDto | null;
  onClose: () => void;
  /** After the hotel is gone (the editor leaves its page); by default focus goes to the page heading. */
  onDeleted?: () => void;
}

/**
 * Confirms deleting a hotel by name. The server refuses while upcoming bookings exist
 * (409 hotel_has_bookings); then the hotel can be unpublished instead.
 */
export function DeleteHotelDialog({ hotel, onClose, onDeleted }: DeleteHotelDialogProps) {
  const { t } = useTranslation(['adminHotels', 'common']);
  const { focusAfterClose, modalProps } = useFocusAfterClose();
  return (
    <Modal
      opened={hotel !== null}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      {...modalProps}
    >
      {hotel ? (
        <DeleteHotelBody
          key={hotel._id}
          hotel={hotel}
          onClose={onClose}
          onDeleted={() => {
            if (onDeleted) onDeleted();
            else focusAfterClose(focusPageHeading);
          }}
        />
      ) : null}
    </Modal>
  );
}

function DeleteHotelBody({
  hotel,
  onClose,
  onDeleted,
}: Required<Pick<DeleteHotelDialogProps, 'onClose'>> & {
  hotel: HotelAdminDto;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminHotels');
  const errorMessage = useErrorMessage(adminErrorTexts);
  const hotelName = useHotelName();
  const name = hotelName(hotel);
  const remove = useDeleteHotel();
  const unpublish = useUnpublishHotel();
  const hasBookings = remove.error instanceof ApiError && remove.error.code === 'hotel_has_bookings';

  const confirm = () =>
    remove.mutate(hotel._id, {
      onSuccess: () => {
        notify({ color: 'uzungol', message: t('delete.done', { name }) });
        onDeleted();
        onClose();
      },
    });

  const unpublishInstead = () =>
    unpublish.mutate(hotel, {
      onSuccess: () => {
        notify({ color: 'uzungol', message: t('delete.unpublished', { name }) });
        onClose();
      },
    });

  return (
    <Stack gap="md">
      {/* Once refused, the dialog says why the item stays, no longer that it will be deleted. */}
      {hasBookings ? null : <Text>{t('delete.body', { name })}</Text>}
      {hasBookings ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {remove.error?.message || t('delete.hasBookings')}
            </Text>
            <Text size="sm">
              {hotel.published ? t('delete.unpublishHint') : t('delete.alreadyUnpublished')}
            </Text>
          </Stack>
        </Alert>
      ) : remove.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(remove.error, t('delete.failed'))}
        </Alert>
      ) : null}
      {unpublish.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(unpublish.error, t('delete.unpublishFailed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('delete.cancel')}
        </Button>
        {hasBookings ? (
          hotel.published ? (
            <Button
              leftSection={<IconEyeOff size={18} aria-hidden="true" />}
              onClick={unpublishInstead}
              loading={unpublish.isPending}
            >
              {t('delete.unpublishInstead')}
            </Button>
          ) : null
        ) : (
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={confirm}
            loading={remove.isPending}
          >
            {t('delete.confirm')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
