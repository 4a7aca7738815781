import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import type { PackageAdminDto } from '@app/shared/packages/schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { EditorHead } from '../../../components/admin/editor-head';
import { FeaturedImageField } from '../../../components/admin/featured-image-field';
import { ImageListField } from '../../../components/admin/image-list-field';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../../../components/admin/language-tabs';
import { NameDescriptionFields } from '../../../components/admin/name-description-fields';
import { SlugField } from '../../../components/admin/slug-field';
import { UnsavedChangesDialog } from '../../../components/admin/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes';
import { EditorSection } from '../../../components/editor-section';
import { NumberField } from '../../../components/number-field';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-focus';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { DestinationSelect } from '../../destinations';
import { useHotelChoices, useSavePackage } from './admin-packages-api';
import { DeparturesSection } from './departures-section';
import { ItinerarySection } from './itinerary-section';
import {
  blankActivity,
  emptyPackage,
  type PackageFormValues,
  packageBody,
  packageValuesFromDto,
} from './package-form';
import { isPackageFormField, usePackageChecks } from './use-package-checks';

const BASICS_FIELD = new RegExp(`^(?:name|description)\\.(${LANGUAGE_PATTERN})$`);
const DAY_FIELD = new RegExp(`^itinerary\\.\\d+\\.\\w+\\.(${LANGUAGE_PATTERN})$`);
const ACTIVITY_FIELD = new RegExp(`^activities\\.\\d+\\.(${LANGUAGE_PATTERN})$`);

/** The language of the first error among fields starting with `prefix` (e.g. `name.ar` → ar). */
function firstErrorLanguage(fields: string[], prefix: RegExp): Language | null {
  const match = fields.map((f) => prefix.exec(f)).find(Boolean);
  return (match?.[1] as Language | undefined) ?? null;
}

/** `/admin/packages/new` and `/admin/packages/:id`: every field, the itinerary day by day, departures. */
export function PackageEditor({ trip }: { trip: PackageAdminDto | null }) {
  const { t } = useTranslation('adminPackages');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage(adminErrorTexts);
  const save = useSavePackage();
  const hotels = useHotelChoices();
  const lang = currentLanguage();
  const [basicsLang, setBasicsLang] = useState<Language>('en');
  const [activitiesLang, setActivitiesLang] = useState<Language>('en');
  const [daysLang, setDaysLang] = useState<Language>('en');
  const checks = usePackageChecks();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const addActivityRef = useRef<HTMLButtonElement>(null);
  const form = useForm<PackageFormValues>({
    mode: 'controlled',
    initialValues: trip ? packageValuesFromDto(trip) : emptyPackage(),
    validate: checks.validate,
  });
  const { blocker, allowNextNavigation } = useUnsavedChanges(form.isDirty());
  const values = form.values;
  const duration = Number(values.durationDays) || 0;

  /** Shows each language tab's first field in error, then focuses the first one on the page. */
  const revealErrors = (fields: string[]) => {
    const basics = firstErrorLanguage(fields, BASICS_FIELD);
    if (basics) setBasicsLang(basics);
    const day = firstErrorLanguage(fields, DAY_FIELD);
    if (day) setDaysLang(day);
    const activity = firstErrorLanguage(fields, ACTIVITY_FIELD);
    if (activity) setActivitiesLang(activity);
    focusFirstError(formId);
  };

  const submit = form.onSubmit(
    (v) => {
      setFormError(null);
      save.mutate(
        { id: trip?._id ?? null, body: packageBody(v) },
        {
          onSuccess: (saved) => {
            form.resetDirty();
            allowNextNavigation();
            notify({ color: 'uzungol', message: t('saved', { name: saved.name.en }) });
            if (!trip) navigate(`/admin/packages/${saved._id}`, { replace: true });
          },
          onError: (error) => {
            if (!(error instanceof ApiError) || error.errors.length === 0) return;
            const errors: FormErrors = {};
            const leftovers: string[] = [];
            for (const issue of error.errors) {
              const [field, message] = checks.serverError(issue, v);
              if (isPackageFormField(field)) errors[field] = message;
              else leftovers.push(message);
            }
            form.setErrors(errors);
            setFormError([t('fixFields'), ...leftovers].join(' '));
            revealErrors(Object.keys(errors));
          },
        },
      );
    },
    (errors) => {
      setFormError(t('fixFields'));
      revealErrors(Object.keys(errors));
    },
  );

  const general =
    save.error && !(save.error instanceof ApiError && save.error.errors.length)
      ? errorMessage(save.error, t('saveFailed'))
      : null;

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <EditorHead
          back={{ to: '/admin/packages', label: t('backToList') }}
          title={trip ? pickLocalized(trip.name, lang).text : t('newTitle')}
          below={trip ? t('editLead') : t('newLead')}
          actions={
            <Group gap="sm">
              {trip?.published ? (
                <Button component={Link} to={`/packages/${trip.slug}`} variant="default" target="_blank">
                  {t('view')}
                </Button>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          }
        />
        {general || formError ? (
          <Alert
            color="red"
            role="alert"
            title={t('saveFailed')}
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            {general ?? formError}
          </Alert>
        ) : null}

        <EditorSection title={t('sections.basics')}>
          <LanguageTabs
            label={t('contentLanguage')}
            value={basicsLang}
            onChange={setBasicsLang}
            withErrors={languagesWithErrors(form.errors, ['name', 'description'])}
          >
            {(l) => (
              <NameDescriptionFields
                language={l}
                getInputProps={form.getInputProps}
                nameLabel={t('fields.name')}
                descriptionLabel={t('fields.description')}
                descriptionRequired
                rows={[4, 12]}
              />
            )}
          </LanguageTabs>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SlugField {...form.getInputProps('slug')} />
            <DestinationSelect label={t('fields.destination')} {...form.getInputProps('destinationId')} />
            <NumberField
              label={t('fields.duration')}
              withAsterisk
              min={1}
              max={60}
              {...form.getInputProps('durationDays')}
            />
            <NumberField
              label={t('fields.price')}
              description={t('fields.priceHint')}
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator
              {...form.getInputProps('price')}
            />
            <NumberField
              label={t('fields.deal')}
              description={t('fields.dealHint')}
              min={0}
              max={90}
              suffix=" %"
              {...form.getInputProps('dealPercent')}
            />
          </SimpleGrid>
          <Group gap="xl">
            <Switch
              size="md"
              label={t('fields.published')}
              {...form.getInputProps('published', { type: 'checkbox' })}
            />
            <Switch
              size="md"
              label={t('fields.featured')}
              {...form.getInputProps('featured', { type: 'checkbox' })}
            />
          </Group>
        </EditorSection>

        <EditorSection title={t('sections.photos')}>
          <FeaturedImageField
            value={values.featuredImage}
            onChange={(url) => form.setFieldValue('featuredImage', url)}
            error={form.errors.featuredImage}
          />
          <ImageListField
            images={values.images}
            max={20}
            onAdd={(url) => form.setFieldValue('images', [...form.getValues().images, url])}
            onRemove={(i) => form.removeListItem('images', i)}
            onMove={(from, to) => form.reorderListItem('images', { from, to })}
            featured={values.featuredImage}
            onSetFeatured={(url) => form.setFieldValue('featuredImage', url)}
            itemError={(i) => form.errors[`images.${i}`]}
          />
        </EditorSection>

        <ItinerarySection form={form} lang={daysLang} onLangChange={setDaysLang} duration={duration} />

        <EditorSection
          title={t('sections.included')}
          action={
            <Button
              ref={addActivityRef}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => form.insertListItem('activities', blankActivity())}
            >
              {t('activities.add')}
            </Button>
          }
        >
          {values.activities.length === 0 ? <Text c="dimmed">{t('activities.empty')}</Text> : null}
          {values.activities.length ? (
            <LanguageTabs
              label={t('contentLanguage')}
              value={activitiesLang}
              onChange={setActivitiesLang}
              englishRequired={false}
            >
              {(l) =>
                values.activities.map((activity, i) => (
                  <Group key={activity.key} gap="xs" align="flex-end" wrap="nowrap">
                    <TextInput
                      label={t('activities.item', { n: i + 1 })}
                      style={{ flex: 1 }}
                      {...languageInputProps(l)}
                      {...form.getInputProps(`activities.${i}.${l}`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={2}
                      onClick={() => {
                        form.removeListItem('activities', i);
                        // Its button went with it: "Add activity" keeps the place.
                        addActivityRef.current?.focus();
                      }}
                      aria-label={t('activities.remove', { n: i + 1 })}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))
              }
            </LanguageTabs>
          ) : null}
          <MultiSelect
            label={t('fields.hotels')}
            description={t('fields.hotelsHint')}
            data={(hotels.data?.data ?? []).map((h) => ({
              value: h._id,
              label: pickLocalized(h.name, lang).text,
            }))}
            searchable
            maxValues={10}
            nothingFoundMessage={t('fields.noHotel')}
            {...form.getInputProps('hotelIds')}
          />
        </EditorSection>

        {trip ? <DeparturesSection trip={trip} /> : <Alert color="blue">{t('departures.afterSave')}</Alert>}

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
