import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import type { RestaurantAdminDto } from '@app/shared/restaurants/schemas';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  IconAlertCircle,
  IconCalendarTime,
  IconCircleCheck,
  IconDeviceFloppy,
  IconTable,
} from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminErrorTexts } from '../../../../components/admin/admin-field-texts';
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
import { useCreateRestaurant, useUpdateRestaurant } from '../api/admin-restaurants-api';
import { restaurantFieldTexts } from '../utils/field-texts';
import {
  BASICS_LOCALIZED,
  emptyRestaurantValues,
  parseRestaurantValues,
  type RestaurantFormValues,
  restaurantValuesFromDto,
} from '../utils/restaurant-form';
import { DeleteRestaurantDialog } from './delete-restaurant-dialog';
import {
  BasicsSection,
  ContactSection,
  DetailsSection,
  HoursSection,
  ImagesSection,
  LocationSection,
  MenuSection,
} from './restaurant-form-sections';

const LOCALIZED_FIELD = new RegExp(`^(\\w+)\\.(${LANGUAGE_PATTERN})$`);

/** `/admin/restaurants/new` and `/admin/restaurants/:id`: every field of a restaurant. */
export function RestaurantEditor({ restaurant }: { restaurant: RestaurantAdminDto | null }) {
  const { t } = useTranslation('adminRestaurants');
  const navigate = useNavigate();
  const formId = useId();
  const fieldMessage = useFieldMessage(restaurantFieldTexts);
  const errorMessage = useErrorMessage(adminErrorTexts);
  const create = useCreateRestaurant();
  const update = useUpdateRestaurant();
  const saving = create.isPending || update.isPending;
  const [lang, setLang] = useState<Language>('en');
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useFocusHeadingOnArrival<HTMLHeadingElement>();

  const form = useForm<RestaurantFormValues>({
    mode: 'controlled',
    initialValues: restaurant ? restaurantValuesFromDto(restaurant) : emptyRestaurantValues(),
    validate: (values) => {
      const parsed = parseRestaurantValues(values);
      const errors: FormErrors = {};
      if (!parsed.ok)
        for (const issue of parsed.issues) errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
    validateInputOnBlur: true,
  });

  const dirty = form.isDirty();
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty && !deleting);

  const revealErrors = (fields: string[]) => {
    const localized = LOCALIZED_FIELD.exec(fields[0] ?? '');
    if (localized && (BASICS_LOCALIZED as readonly string[]).includes(localized[1] ?? ''))
      setLang((localized[2] ?? 'en') as Language);
    focusFirstError(formId);
  };

  const showServerErrors = (error: unknown) => {
    const leftovers: string[] = [];
    const fields: string[] = [];
    if (error instanceof ApiError) {
      for (const issue of error.errors) {
        const message = fieldMessage(issue.code, issue.field, issue.message);
        const head = issue.field.split('.')[0] ?? '';
        if (head in form.values) {
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

  const nameOf = (saved: RestaurantAdminDto) => pickLocalized(saved.name, currentLanguage()).text;

  const submit = form.onSubmit(
    (values) => {
      const parsed = parseRestaurantValues(values);
      if (!parsed.ok) return;
      setFormError(null);
      if (restaurant) {
        update.mutate(
          { id: restaurant._id, body: parsed.input },
          {
            onSuccess: (saved) => {
              const fresh = restaurantValuesFromDto(saved);
              form.setValues(fresh);
              form.resetDirty(fresh);
              statusRef.current?.focus();
              notify({
                color: 'uzungol',
                icon: <IconCircleCheck aria-hidden="true" />,
                message: t('editor.saved', { name: nameOf(saved) }),
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
              message: t('editor.created', { name: nameOf(saved) }),
            });
            allowNextNavigation();
            void navigate(`/admin/restaurants/${saved._id}`, { replace: true, state: FOCUS_HEADING });
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

  const title = restaurant ? nameOf(restaurant) : t('titles.new');

  return (
    <Stack gap="lg" maw={1100}>
      <EditorHead
        back={{ to: '/admin/restaurants', label: t('editor.backToList') }}
        kicker={restaurant ? t('titles.edit') : null}
        title={title}
        headingRef={headingRef}
        below={
          restaurant ? (
            <Group gap="xs">
              <Badge variant="light" color={restaurant.published ? 'uzungol' : 'gray'}>
                {restaurant.published ? t('list.published') : t('list.unpublished')}
              </Badge>
              <Button
                component={Link}
                to={`/admin/restaurant-tables?restaurant=${restaurant._id}`}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconTable size={16} aria-hidden="true" />}
              >
                {t('editor.tablesLink')}
              </Button>
              <Button
                component={Link}
                to={`/admin/restaurant-availability?restaurant=${restaurant._id}`}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconCalendarTime size={16} aria-hidden="true" />}
              >
                {t('editor.availabilityLink')}
              </Button>
            </Group>
          ) : (
            t('editor.newLead')
          )
        }
        actions={
          restaurant ? (
            <EditorActions
              siteHref={restaurant.published ? `/restaurants/${restaurant.slug}` : null}
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
          <BasicsSection form={form} lang={lang} onLangChange={setLang} />
          <DetailsSection form={form} />
          <HoursSection form={form} />
          <LocationSection form={form} />
          <ImagesSection form={form} />
          <MenuSection form={form} />
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
              {dirty ? t('editor.unsaved') : restaurant ? t('editor.allSaved') : t('editor.notSavedYet')}
            </Text>
            <Button
              type="submit"
              size="md"
              loading={saving}
              disabled={restaurant !== null && !dirty}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {restaurant ? t('editor.save') : t('editor.create')}
            </Button>
          </StickySaveBar>
        </Stack>
      </form>

      <UnsavedChangesDialog blocker={blocker} />
      <DeleteRestaurantDialog
        restaurant={deleting ? restaurant : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          allowNextNavigation();
          void navigate('/admin/restaurants', { replace: true, state: FOCUS_HEADING });
        }}
      />
    </Stack>
  );
}
