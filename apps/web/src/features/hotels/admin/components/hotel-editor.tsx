import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminErrorTexts, adminFieldTexts } from '../../../../components/admin/admin-field-texts';
import { EditorHead } from '../../../../components/admin/editor-head';
import { UnsavedChangesDialog } from '../../../../components/admin/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../../components/admin/use-unsaved-changes';
import { EditorActions } from '../../../../components/editor-actions';
import { StickySaveBar } from '../../../../components/sticky-save-bar';
import { ApiError } from '../../../../lib/api-client';
import { FOCUS_HEADING, useFocusHeadingOnArrival } from '../../../../lib/focus-heading';
import { focusFirstError } from '../../../../lib/form-focus';
import { currentLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useCreateHotel, useUpdateHotel } from '../api/admin-hotels-api';
import {
  BASICS_LOCALIZED,
  emptyHotelValues,
  type HotelFormValues,
  hotelValuesFromDto,
  POLICY_LOCALIZED,
  parseHotelValues,
} from '../utils/hotel-form';
import { DeleteHotelDialog } from './delete-hotel-dialog';
import {
  AmenitiesSection,
  BasicsSection,
  ContactSection,
  ImagesSection,
  LocationSection,
  PoliciesSection,
} from './hotel-form-sections';
import { StatusBadges } from './hotel-summary';
import { RoomTypesSection } from './room-types-section';

const LOCALIZED_FIELD = new RegExp(`^(\\w+)\\.(${LANGUAGE_PATTERN})$`);

/** The form fields a server error can point at; others are shown above the form. */
function isFormField(field: string, values: HotelFormValues): boolean {
  if (field in values) return true;
  if (LOCALIZED_FIELD.test(field)) return true;
  return /^(contact\.(phone|email|website)|images\.\d+)$/.test(field);
}

/** `/admin/hotels/new` and `/admin/hotels/:id`: every field of a hotel, then its room types. */
export function HotelEditor({ hotel }: { hotel: HotelAdminDto | null }) {
  const { t } = useTranslation('adminHotels');
  const navigate = useNavigate();
  const formId = useId();
  const fieldMessage = useFieldMessage(adminFieldTexts);
  const errorMessage = useErrorMessage(adminErrorTexts);
  const create = useCreateHotel();
  const update = useUpdateHotel();
  const saving = create.isPending || update.isPending;
  const [basicsLang, setBasicsLang] = useState<Language>('en');
  const [policiesLang, setPoliciesLang] = useState<Language>('en');
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** The save state beside the button: focus goes there after a save disables the button. */
  const statusRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useFocusHeadingOnArrival<HTMLHeadingElement>();

  const form = useForm<HotelFormValues>({
    mode: 'controlled',
    initialValues: hotel ? hotelValuesFromDto(hotel) : emptyHotelValues(),
    validate: (values) => {
      const parsed = parseHotelValues(values);
      const errors: FormErrors = {};
      if (!parsed.ok)
        for (const issue of parsed.issues) errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
    validateInputOnBlur: true,
  });

  const dirty = form.isDirty();
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty && !deleting);

  /** Shows the tab of the first field in error and moves focus there. */
  const revealErrors = (fields: string[]) => {
    const first = fields[0] ?? '';
    const localized = LOCALIZED_FIELD.exec(first);
    if (localized) {
      const [, field = '', lang = 'en'] = localized;
      if ((BASICS_LOCALIZED as readonly string[]).includes(field)) setBasicsLang(lang as Language);
      if ((POLICY_LOCALIZED as readonly string[]).includes(field)) setPoliciesLang(lang as Language);
    }
    focusFirstError(formId);
  };

  const showServerErrors = (error: unknown) => {
    const leftovers: string[] = [];
    const fields: string[] = [];
    if (error instanceof ApiError) {
      for (const issue of error.errors) {
        const message = fieldMessage(issue.code, issue.field, issue.message);
        if (isFormField(issue.field, form.values)) {
          form.setFieldError(issue.field, message);
          fields.push(issue.field);
        } else leftovers.push(message);
      }
    }
    const base =
      fields.length > 0 && leftovers.length === 0
        ? t('editor.fixFields')
        : errorMessage(error, t('editor.saveFailed'));
    setFormError([base, ...leftovers].join(' '));
    notify({ color: 'red', title: t('editor.notSavedTitle'), message: base });
    if (fields.length > 0) revealErrors(fields);
  };

  const submit = form.onSubmit(
    (values) => {
      const parsed = parseHotelValues(values);
      if (!parsed.ok) return;
      setFormError(null);
      if (hotel) {
        update.mutate(
          { id: hotel._id, body: parsed.input },
          {
            onSuccess: (saved) => {
              const fresh = hotelValuesFromDto(saved);
              form.setValues(fresh);
              form.resetDirty(fresh);
              statusRef.current?.focus();
              notify({
                color: 'uzungol',
                icon: <IconCircleCheck aria-hidden="true" />,
                message: t('editor.saved', { name: pickLocalized(saved.name, currentLanguage()).text }),
              });
            },
            onError: showServerErrors,
          },
        );
      } else {
        create.mutate(parsed.input, {
          onSuccess: (saved) => {
            form.resetDirty();
            notify({
              color: 'uzungol',
              icon: <IconCircleCheck aria-hidden="true" />,
              message: t('editor.created', { name: pickLocalized(saved.name, currentLanguage()).text }),
            });
            allowNextNavigation();
            void navigate(`/admin/hotels/${saved._id}`, { replace: true, state: FOCUS_HEADING });
          },
          onError: showServerErrors,
        });
      }
    },
    (errors) => {
      setFormError(t('editor.fixFields'));
      revealErrors(Object.keys(errors));
    },
  );

  const title = hotel ? pickLocalized(hotel.name, currentLanguage()).text : t('titles.new');

  return (
    <Stack gap="lg" maw={1100}>
      <EditorHead
        back={{ to: '/admin/hotels', label: t('editor.backToList') }}
        kicker={hotel ? t('titles.edit') : null}
        title={title}
        headingRef={headingRef}
        below={hotel ? <StatusBadges hotel={hotel} /> : t('editor.newLead')}
        actions={
          hotel ? (
            <EditorActions
              siteHref={hotel.published ? `/hotels/${hotel.slug}` : null}
              viewLabel={t('editor.viewOnSite')}
              deleteLabel={t('editor.delete')}
              onDelete={() => setDeleting(true)}
            />
          ) : null
        }
      />

      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <BasicsSection form={form} lang={basicsLang} onLangChange={setBasicsLang} />
          <LocationSection form={form} />
          <ImagesSection form={form} />
          <AmenitiesSection form={form} />
          <PoliciesSection form={form} lang={policiesLang} onLangChange={setPoliciesLang} />
          <ContactSection form={form} />
          <StickySaveBar>
            <Text
              ref={statusRef}
              tabIndex={-1}
              size="sm"
              c={dirty ? undefined : 'dimmed'}
              fw={dirty ? 600 : 400}
              aria-live="polite"
            >
              {dirty ? t('editor.unsaved') : hotel ? t('editor.allSaved') : t('editor.notSavedYet')}
            </Text>
            <Button
              type="submit"
              size="md"
              loading={saving}
              disabled={hotel !== null && !dirty}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {hotel ? t('editor.save') : t('editor.create')}
            </Button>
          </StickySaveBar>
        </Stack>
      </form>

      {hotel ? (
        <RoomTypesSection hotelId={hotel._id} rooms={hotel.roomTypes} />
      ) : (
        <Alert
          variant="light"
          color="sea"
          icon={<IconInfoCircle aria-hidden="true" />}
          title={t('sections.rooms')}
        >
          {t('rooms.afterCreate')}
        </Alert>
      )}

      <UnsavedChangesDialog blocker={blocker} />
      <DeleteHotelDialog
        hotel={deleting ? hotel : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          allowNextNavigation();
          void navigate('/admin/hotels', { replace: true, state: FOCUS_HEADING });
        }}
      />
    </Stack>
  );
}
