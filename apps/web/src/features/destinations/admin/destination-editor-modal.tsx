import type { DestinationAdminDto } from '@app/shared/destinations/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { FeaturedImageField } from '../../../components/admin/featured-image-field';
import { LanguageTabs, languagesWithErrors } from '../../../components/admin/language-tabs';
import { NameDescriptionFields } from '../../../components/admin/name-description-fields';
import { SlugField } from '../../../components/admin/slug-field';
import { DiscardChangesDialog, UnsavedChangesDialog } from '../../../components/admin/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes';
import { NumberField } from '../../../components/number-field';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-focus';
import { FREE_TEXT_INPUT } from '../../../lib/input-direction';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useTranslation } from '../../../lib/use-translation';
import {
  type DestinationFormValues,
  destinationBody,
  destinationIssues,
  emptyDestination,
  formFromDestination,
} from './destination-form';
import { useSaveDestination } from './destinations-api';
import { destinationFieldTexts } from './field-texts';

const LOCALIZED = new RegExp(`^(name|description)\\.(${LANGUAGE_PATTERN})$`);

interface Props {
  /** null: closed; 'new': a new destination; otherwise the one being edited. */
  editing: DestinationAdminDto | 'new' | null;
  onClose: () => void;
}

/**
 * Adds or edits a destination in a dialog. Closing it (Escape, outside, the close button, Cancel)
 * with unsaved changes asks first, as leaving the page does.
 */
export function DestinationEditorModal({ editing, onClose }: Props) {
  const { t } = useTranslation(['adminDestinations', 'common']);
  const phone = useMediaQuery('(max-width: 36em)');
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    setDirty(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());
  return (
    <>
      <Modal
        opened={editing !== null}
        onClose={requestClose}
        title={editing === 'new' ? t('editor.newTitle') : t('editor.editTitle')}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {editing ? (
          <DestinationForm
            key={editing === 'new' ? 'new' : editing._id}
            destination={editing === 'new' ? null : editing}
            onCancel={requestClose}
            onSaved={close}
            onDirtyChange={setDirty}
          />
        ) : null}
      </Modal>
      <DiscardChangesDialog opened={asking} onStay={() => setAsking(false)} onLeave={close} />
    </>
  );
}

function DestinationForm({
  destination,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  destination: DestinationAdminDto | null;
  onCancel: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['adminDestinations', 'adminHotels']);
  const errorMessage = useErrorMessage(adminErrorTexts);
  const fieldMessage = useFieldMessage(destinationFieldTexts);
  const formId = useId();
  const [lang, setLang] = useState<Language>('en');
  const save = useSaveDestination();
  const form = useForm<DestinationFormValues>({
    mode: 'controlled',
    initialValues: destination ? formFromDestination(destination) : emptyDestination,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const issue of destinationIssues(values))
        errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
    // Checked on Save, not on leaving a field: a message appearing then would push the buttons
    // below away from under the pointer, and the click on Save would be lost.
  });
  const dirty = form.isDirty();
  const { blocker } = useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  /** Shows the language of the first field in error and moves focus there. */
  const revealErrors = (fields: string[]) => {
    const localized = LOCALIZED.exec(fields[0] ?? '');
    if (localized) setLang(localized[2] as Language);
    focusFirstError(formId);
  };

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: destination?._id ?? null, body: destinationBody(values) },
        {
          onSuccess: (saved) => {
            notify({ color: 'uzungol', message: t('editor.saved', { name: saved.name.en }) });
            onSaved();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.errors.length > 0) {
              form.setErrors(
                Object.fromEntries(
                  error.errors.map((e) => [e.field, fieldMessage(e.code, e.field, e.message)]),
                ),
              );
              revealErrors(error.errors.map((e) => e.field));
            }
          },
        },
      ),
    (errors) => revealErrors(Object.keys(errors)),
  );

  const general =
    save.error && !(save.error instanceof ApiError && save.error.errors.length > 0)
      ? errorMessage(save.error, t('editor.saveFailed'))
      : null;

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <LanguageTabs
          label={t('editor.contentLanguage')}
          value={lang}
          onChange={setLang}
          withErrors={languagesWithErrors(form.errors, ['name', 'description'])}
        >
          {(l) => (
            <NameDescriptionFields
              language={l}
              getInputProps={form.getInputProps}
              nameLabel={t('fields.name')}
              descriptionLabel={t('fields.description')}
              autoFocus
            />
          )}
        </LanguageTabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SlugField {...form.getInputProps('slug')} />
          <TextInput
            label={t('fields.country')}
            withAsterisk
            {...FREE_TEXT_INPUT}
            {...form.getInputProps('country')}
          />
          <NumberField
            label={t('fields.latitude')}
            decimalScale={6}
            min={-90}
            max={90}
            dir="ltr"
            {...form.getInputProps('latitude')}
          />
          <NumberField
            label={t('fields.longitude')}
            decimalScale={6}
            min={-180}
            max={180}
            dir="ltr"
            {...form.getInputProps('longitude')}
          />
          <NumberField
            label={t('fields.sortOrder')}
            description={t('fields.sortOrderHint')}
            min={0}
            max={10000}
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
        ) : save.isError ? (
          <Alert color="red" role="alert" title={t('editor.saveFailed')}>
            {t('adminHotels:editor.fixFields')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
