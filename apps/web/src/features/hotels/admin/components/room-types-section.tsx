import type { RoomTypeAdminDto } from '@app/shared/hotels/schemas';
import { pickLocalized } from '@app/shared/i18n/localized';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { adminErrorTexts } from '../../../../components/admin/admin-field-texts';
import { Thumbnail } from '../../../../components/admin/thumbnail';
import { EditorSection } from '../../../../components/editor-section';
import { usePublicSettings } from '../../../../components/layout/use-public-settings';
import { ApiError } from '../../../../lib/api-client';
import { formatMoney, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFocusAfterClose } from '../../../../lib/use-focus-after-close';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteRoom } from '../api/admin-hotels-api';
import { RoomTypeModal } from './room-type-modal';

const FALLBACK_CURRENCY = 'TRY';

/** The hotel's room types; each one is added, changed or removed on its own. */
export function RoomTypesSection({ hotelId, rooms }: { hotelId: string; rooms: RoomTypeAdminDto[] }) {
  const { t } = useTranslation(['adminHotels', 'common']);
  const settings = usePublicSettings();
  const currency = settings.data?.currency || FALLBACK_CURRENCY;
  const lang = currentLanguage();
  const [editing, setEditing] = useState<RoomTypeAdminDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoomTypeAdminDto | null>(null);
  /** Where focus goes once a room type is deleted (its row, and its buttons, are gone). */
  const addRef = useRef<HTMLButtonElement>(null);
  const { focusAfterClose, modalProps } = useFocusAfterClose();

  return (
    <EditorSection
      title={t('sections.rooms')}
      description={t('sections.roomsHint')}
      action={
        <Button
          ref={addRef}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing(null)}
        >
          {t('rooms.addButton')}
        </Button>
      }
    >
      {rooms.length === 0 ? (
        <Text c="dimmed">{t('rooms.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rooms.map((room) => {
            const name = pickLocalized(room.name, lang).text;
            return (
              <Paper key={room._id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Thumbnail src={room.images[0] ?? ''} size={64} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} lineClamp={2}>
                        {name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {[
                          t(`roomKinds.${room.roomType}`),
                          t('rooms.sleeps', {
                            count: room.maxOccupancy,
                            formatted: formatNumber(room.maxOccupancy, lang),
                          }),
                          t('list.rooms', {
                            count: room.totalRooms,
                            formatted: formatNumber(room.totalRooms, lang),
                          }),
                        ].join(' · ')}
                      </Text>
                      <Text size="sm" fw={700}>
                        {t('rooms.perNight', { price: formatMoney(room.pricePerNight, currency, lang) })}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('rooms.edit', { name })} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        size={40}
                        aria-label={t('rooms.edit', { name })}
                        onClick={() => setEditing(room)}
                      >
                        <IconEdit size={20} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('rooms.delete', { name })} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={40}
                        aria-label={t('rooms.delete', { name })}
                        onClick={() => setDeleting(room)}
                      >
                        <IconTrash size={20} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <RoomTypeModal
        hotelId={hotelId}
        room={editing}
        currency={currency}
        onClose={() => setEditing(undefined)}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('rooms.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        {...modalProps}
      >
        {deleting ? (
          <DeleteRoomBody
            key={deleting._id}
            hotelId={hotelId}
            room={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              focusAfterClose(() => addRef.current?.focus());
              setDeleting(null);
            }}
          />
        ) : null}
      </Modal>
    </EditorSection>
  );
}

function DeleteRoomBody({
  hotelId,
  room,
  onClose,
  onDeleted,
}: {
  hotelId: string;
  room: RoomTypeAdminDto;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminHotels');
  const errorMessage = useErrorMessage(adminErrorTexts);
  const remove = useDeleteRoom(hotelId);
  const name = pickLocalized(room.name, currentLanguage()).text;
  const hasBookings = remove.error instanceof ApiError && remove.error.code === 'room_has_bookings';
  return (
    <Stack gap="md">
      <Text>{t('rooms.deleteBody', { name })}</Text>
      {remove.isError ? (
        <Alert
          color={hasBookings ? 'yellow' : 'red'}
          variant="light"
          role="alert"
          icon={
            hasBookings ? <IconAlertTriangle aria-hidden="true" /> : <IconAlertCircle aria-hidden="true" />
          }
        >
          {hasBookings
            ? `${remove.error.message || t('rooms.hasBookings')} ${t('rooms.hasBookingsHint')}`
            : errorMessage(remove.error, t('rooms.deleteFailed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {hasBookings ? t('rooms.close') : t('rooms.cancel')}
        </Button>
        {hasBookings ? null : (
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(room._id, {
                onSuccess: () => {
                  notify({ color: 'uzungol', message: t('rooms.deleted', { name }) });
                  onDeleted();
                },
              })
            }
          >
            {t('rooms.deleteConfirm')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
