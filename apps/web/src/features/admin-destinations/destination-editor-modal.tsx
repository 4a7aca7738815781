import type { DestinationAdminDto } from '@app/shared/destinations/schemas';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { FeaturedImageField } from '../admin-hotels/components/featured-image-field';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../admin-hotels/components/language-tabs';
import { useErrorMessage } from '../admin-hotels/hooks/use-field-message';
import { destinationBody, emptyDestination, formFromDestination } from './destination-form';
import { useSaveDestination } from './destinations-api';

interface Props {
  /** null: closed; 'new': a new destination; otherwise the one being edited. */
  editing: DestinationAdminDto | 'new' | null;
  onClose: () => void;
}

export function DestinationEditorModal({ editing, onClose }: Props) {
  const { t } = useTranslation('adminDestinations');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t('editor.newTitle') : t('editor.editTitle')}
      size="lg"
      fullScreen={phone}
    >
      {editing ? (
        <DestinationForm
          key={editing === 'new' ? 'new' : editing._id}
          destination={editing === 'new' ? null : editing}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function DestinationForm({
  destination,
  onClose,
}: {
  destination: DestinationAdminDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminDestinations');
  const errorMessage = useErrorMessage();
  const [lang, setLang] = useState<'en' | 'tr' | 'ar'>('en');
  const save = useSaveDestination();
  const form = useForm({
    initialValues: destination ? formFromDestination(destination) : emptyDestination,
    validate: {
      name: { en: (v) => (v.trim() ? null : t('validation.nameEnRequired')) },
      country: (v) => (v.trim() ? null : t('validation.countryRequired')),
    },
  });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: destination?._id ?? null, body: destinationBody(values) },
        {
          onSuccess: (saved) => {
            notify({ color: 'uzungol', message: t('editor.saved', { name: saved.name.en }) });
            onClose();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.errors.length > 0) {
              form.setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
              if (error.errors.some((e) => e.field.startsWith('name.'))) setLang('en');
            }
          },
        },
      ),
    (errors) => {
      if (errors['name.en']) setLang('en');
    },
  );

  const general =
    save.error && !(save.error instanceof ApiError && save.error.errors.length > 0)
      ? errorMessage(save.error, t('editor.saveFailed'))
      : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LanguageTabs
          label={t('editor.contentLanguage')}
          value={lang}
          onChange={setLang}
          withErrors={languagesWithErrors(form.errors, ['name', 'description'])}
        >
          {(l) => (
            <>
              <TextInput
                label={t('fields.name')}
                withAsterisk={l === 'en'}
                {...languageInputProps(l)}
                {...form.getInputProps(`name.${l}`)}
              />
              <Textarea
                label={t('fields.description')}
                autosize
                minRows={3}
                maxRows={8}
                {...languageInputProps(l)}
                {...form.getInputProps(`description.${l}`)}
              />
            </>
          )}
        </LanguageTabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.slug')}
            description={t('fields.slugHint')}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="off"
            {...form.getInputProps('slug')}
          />
          <TextInput label={t('fields.country')} withAsterisk {...form.getInputProps('country')} />
          <NumberInput
            label={t('fields.latitude')}
            decimalScale={6}
            min={-90}
            max={90}
            dir="ltr"
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={t('fields.longitude')}
            decimalScale={6}
            min={-180}
            max={180}
            dir="ltr"
            {...form.getInputProps('longitude')}
          />
          <NumberInput
            label={t('fields.sortOrder')}
            description={t('fields.sortOrderHint')}
            min={0}
            max={10000}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          <Switch
            mt={{ sm: 'xl' }}
            size="md"
            label={t('fields.featured')}
            description={t('fields.featuredHint')}
            {...form.getInputProps('featured', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <FeaturedImageField
          value={form.getValues().image}
          onChange={(url) => form.setFieldValue('image', url)}
          error={form.errors.image}
          hint={t('fields.imageHint')}
        />
        {general ? (
          <Alert color="red" role="alert" title={t('editor.saveFailed')}>
            {general}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
