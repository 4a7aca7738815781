import { ROOM_FEATURES, ROOM_KINDS } from '@app/shared/hotels/catalog';
import type { RoomTypeAdminDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { adminErrorTexts } from '../../../../components/admin/admin-field-texts';
import { ImageListField } from '../../../../components/admin/image-list-field';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../../../../components/admin/language-tabs';
import { NumberField } from '../../../../components/number-field';
import { ApiError } from '../../../../lib/api-client';
import { focusFirstError } from '../../../../lib/form-focus';
import { languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useSaveRoom } from '../api/admin-hotels-api';
import { roomFieldTexts } from '../utils/field-texts';
import { emptyRoomValues, parseRoomValues, type RoomFormValues, roomValuesFromDto } from '../utils/room-form';

export const MAX_ROOM_IMAGES = 12;

/** A room name in one language: `name.fr`. */
const NAME_FIELD = new RegExp(`^name\\.(${LANGUAGE_PATTERN})$`);

interface RoomTypeModalProps {
  hotelId: string;
  /** The room being edited, `null` for a new one; `undefined` keeps the dialog closed. */
  room: RoomTypeAdminDto | null | undefined;
  currency: string;
  onClose: () => void;
}

/** Adds or edits one room type; saved on its own through the rooms endpoints. */
export function RoomTypeModal({ hotelId, room, currency, onClose }: RoomTypeModalProps) {
  const { t } = useTranslation(['adminHotels', 'common']);
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={room !== undefined}
      onClose={onClose}
      title={room ? t('rooms.editTitle') : t('rooms.addTitle')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {room !== undefined ? (
        <RoomTypeForm
          key={room?._id ?? 'new'}
          hotelId={hotelId}
          room={room}
          currency={currency}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function RoomTypeForm({
  hotelId,
  room,
  currency,
  onClose,
}: {
  hotelId: string;
  room: RoomTypeAdminDto | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminHotels', 'common']);
  const fieldMessage = useFieldMessage(roomFieldTexts);
  const errorMessage = useErrorMessage(adminErrorTexts);
  const save = useSaveRoom(hotelId);
  const [lang, setLang] = useState<Language>('en');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const formId = useId();

  const form = useForm<RoomFormValues>({
    mode: 'controlled',
    initialValues: room ? roomValuesFromDto(room) : emptyRoomValues(),
    validate: (values) => {
      const parsed = parseRoomValues(values);
      const errors: FormErrors = {};
      if (!parsed.ok)
        for (const issue of parsed.issues) errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
    // Checked on Save, not on leaving a field: a message appearing then would push the buttons
    // below away from under the pointer, and the click on Save would be lost.
  });

  const submit = form.onSubmit(
    (values) => {
      const parsed = parseRoomValues(values);
      if (!parsed.ok) return;
      setGeneralError(null);
      save.mutate(
        { roomId: room?._id ?? null, body: parsed.input },
        {
          onSuccess: () => {
            notify({ color: 'uzungol', message: t('rooms.saved') });
            onClose();
          },
          onError: (error) => {
            const leftovers: string[] = [];
            if (error instanceof ApiError) {
              for (const issue of error.errors) {
                const field = issue.field === 'pricePerNight' ? 'price' : issue.field;
                const message = fieldMessage(issue.code, field, issue.message);
                if (field in form.values || /^(name|images)\./.test(field))
                  form.setFieldError(field, message);
                else leftovers.push(message);
              }
              const named = NAME_FIELD.exec(error.errors[0]?.field ?? '');
              if (named) setLang(named[1] as Language);
              focusFirstError(formId);
            }
            setGeneralError(
              error instanceof ApiError && error.errors.length > 0 && leftovers.length === 0
                ? t('rooms.fixFields')
                : [errorMessage(error, t('rooms.saveFailed')), ...leftovers].join(' '),
            );
          },
        },
      );
    },
    (errors) => {
      const first = Object.keys(errors)[0] ?? '';
      const match = NAME_FIELD.exec(first);
      if (match) setLang(match[1] as Language);
      focusFirstError(formId);
    },
  );

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        {generalError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {generalError}
          </Alert>
        ) : null}
        <LanguageTabs
          label={t('languages.roomLanguage')}
          value={lang}
          onChange={setLang}
          withErrors={languagesWithErrors(form.errors, ['name'])}
        >
          {(l) => (
            <TextInput
              label={t('fields.withLanguage', {
                field: t('rooms.name'),
                language: languageName(l, currentLanguage()),
              })}
              withAsterisk={l === 'en'}
              maxLength={80}
              data-autofocus={l === 'en' ? true : undefined}
              {...languageInputProps(l)}
              {...form.getInputProps(`name.${l}`)}
            />
          )}
        </LanguageTabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('rooms.kind')}
            allowDeselect={false}
            data={ROOM_KINDS.map((kind) => ({ value: kind, label: t(`roomKinds.${kind}`) }))}
            {...form.getInputProps('roomType')}
          />
          <NumberField
            label={t('rooms.price', { currency })}
            description={t('rooms.priceHint')}
            withAsterisk
            min={0}
            max={1_000_000}
            decimalScale={2}
            fixedDecimalScale
            hideControls
            dir="ltr"
            inputMode="decimal"
            {...form.getInputProps('price')}
          />
          <NumberField
            label={t('rooms.maxOccupancy')}
            description={t('rooms.maxOccupancyHint')}
            withAsterisk
            min={1}
            max={10}
            {...form.getInputProps('maxOccupancy')}
          />
          <NumberField
            label={t('rooms.totalRooms')}
            description={t('rooms.totalRoomsHint')}
            withAsterisk
            min={0}
            max={500}
            {...form.getInputProps('totalRooms')}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('rooms.features')} {...form.getInputProps('features')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {ROOM_FEATURES.map((code) => (
              <Checkbox key={code} value={code} label={t(`roomFeatures.${code}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('rooms.images')}
          </Text>
          <ImageListField
            images={form.values.images}
            max={MAX_ROOM_IMAGES}
            onAdd={(url) => form.insertListItem('images', url)}
            onRemove={(index) => form.removeListItem('images', index)}
            onMove={(from, to) => form.reorderListItem('images', { from, to })}
            error={form.errors.images}
            itemError={(index) => form.errors[`images.${index}`]}
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('rooms.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {room ? t('rooms.saveChanges') : t('rooms.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
