import { pickLocalized } from '@app/shared/i18n/localized';
import type { RestaurantAdminDto } from '@app/shared/restaurants/schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { adminErrorTexts } from '../../../../components/admin/admin-field-texts';
import { ApiError } from '../../../../lib/api-client';
import { focusPageHeading } from '../../../../lib/focus-heading';
import { currentLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFocusAfterClose } from '../../../../lib/use-focus-after-close';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteRestaurant } from '../api/admin-restaurants-api';

interface DeleteRestaurantDialogProps {
  restaurant: RestaurantAdminDto | null;
  onClose: () => void;
  /** After the restaurant is gone (the editor leaves its page); by default focus goes to the heading. */
  onDeleted?: () => void;
}

/**
 * Confirms deleting a restaurant by name. The server refuses while it has reservations
 * (409 restaurant_has_reservations): the dialog says so and how to take it off the site instead.
 */
export function DeleteRestaurantDialog({ restaurant, onClose, onDeleted }: DeleteRestaurantDialogProps) {
  const { t } = useTranslation(['adminRestaurants', 'common']);
  const { focusAfterClose, modalProps } = useFocusAfterClose();
  return (
    <Modal
      opened={restaurant !== null}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      {...modalProps}
    >
      {restaurant ? (
        <DeleteBody
          key={restaurant._id}
          restaurant={restaurant}
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

function DeleteBody({
  restaurant,
  onClose,
  onDeleted,
}: {
  restaurant: RestaurantAdminDto;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const errorMessage = useErrorMessage(adminErrorTexts);
  const name = pickLocalized(restaurant.name, currentLanguage()).text;
  const remove = useDeleteRestaurant();
  const refused = remove.error instanceof ApiError && remove.error.code === 'restaurant_has_reservations';

  const confirm = () =>
    remove.mutate(restaurant._id, {
      onSuccess: () => {
        notify({ color: 'uzungol', message: t('delete.done', { name }) });
        onDeleted();
        onClose();
      },
    });

  return (
    <Stack gap="md">
      {/* Once refused, the dialog says why the item stays, no longer that it will be deleted. */}
      {refused ? null : <Text>{t('delete.body', { name })}</Text>}
      {refused ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('delete.hasReservations')}
            </Text>
            <Text size="sm">{t('delete.unpublishHint')}</Text>
          </Stack>
        </Alert>
      ) : remove.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {errorMessage(remove.error, t('delete.failed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('delete.cancel')}
        </Button>
        {refused ? null : (
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
