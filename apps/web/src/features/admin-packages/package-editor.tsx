import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { PackageAdminDto } from '@app/shared/packages/schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EditorSection } from '../../components/editor-section';
import { ApiError } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { DestinationSelect } from '../admin-destinations/destination-select';
import { FeaturedImageField } from '../admin-hotels/components/featured-image-field';
import { ImageListField } from '../admin-hotels/components/image-list-field';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../admin-hotels/components/language-tabs';
import { UnsavedChangesDialog } from '../admin-hotels/components/unsaved-changes-dialog';
import { useErrorMessage } from '../admin-hotels/hooks/use-field-message';
import { useUnsavedChanges } from '../admin-hotels/hooks/use-unsaved-changes';
import { useHotelChoices, useSavePackage } from './admin-packages-api';
import { DeparturesSection } from './departures-section';
import {
  blankActivity,
  blankDay,
  emptyPackage,
  formField,
  type PackageFormValues,
  packageBody,
  packageValuesFromDto,
} from './package-form';

/** `/admin/packages/new` and `/admin/packages/:id`: every field, the itinerary day by day, departures. */
export function PackageEditor({ trip }: { trip: PackageAdminDto | null }) {
  const { t } = useTranslation('adminPackages');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const save = useSavePackage();
  const hotels = useHotelChoices();
  const lang = currentLanguage();
  const [basicsLang, setBasicsLang] = useState<Language>('en');
  const [activitiesLang, setActivitiesLang] = useState<Language>('en');
  const [daysLang, setDaysLang] = useState<Language>('en');
  const form = useForm<PackageFormValues>({
    mode: 'controlled',
    initialValues: trip ? packageValuesFromDto(trip) : emptyPackage(),
    validate: {
      name: { en: (v) => (v.trim() ? null : t('validation.nameEn')) },
      description: { en: (v) => (v.trim() ? null : t('validation.descriptionEn')) },
      price: (v) => (Number(v) > 0 ? null : t('validation.price')),
      durationDays: (v) =>
        Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 60 ? null : t('validation.duration'),
      itinerary: {
        title: { en: (v) => (v.trim() ? null : t('validation.dayTitle')) },
      },
    },
  });
  const { blocker, allowNextNavigation } = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const values = form.values;
  const duration = Number(values.durationDays) || 0;

  const submit = form.onSubmit(
    (v) =>
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
            if (error instanceof ApiError && error.errors.length)
              form.setErrors(Object.fromEntries(error.errors.map((e) => [formField(e.field), e.message])));
          },
        },
      ),
    (errors) => {
      if (errors['name.en'] || errors['description.en']) setBasicsLang('en');
      if (Object.keys(errors).some((k) => k.startsWith('itinerary.'))) setDaysLang('en');
    },
  );

  const general =
    save.error && !(save.error instanceof ApiError && save.error.errors.length)
      ? errorMessage(save.error, t('saveFailed'))
      : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{trip ? pickLocalized(trip.name, lang).text : t('newTitle')}</Title>
            <Text c="dimmed">{trip ? t('editLead') : t('newLead')}</Text>
          </div>
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
        </Group>
        {general ? (
          <Alert color="red" role="alert" title={t('saveFailed')}>
            {general}
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
              <>
                <TextInput
                  label={t('fields.name')}
                  withAsterisk={l === 'en'}
                  {...languageInputProps(l)}
                  {...form.getInputProps(`name.${l}`)}
                />
                <Textarea
                  label={t('fields.description')}
                  withAsterisk={l === 'en'}
                  autosize
                  minRows={4}
                  maxRows={12}
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
              {...form.getInputProps('slug')}
            />
            <DestinationSelect label={t('fields.destination')} {...form.getInputProps('destinationId')} />
            <NumberInput
              label={t('fields.duration')}
              withAsterisk
              min={1}
              max={60}
              allowDecimal={false}
              {...form.getInputProps('durationDays')}
            />
            <NumberInput
              label={t('fields.price')}
              description={t('fields.priceHint')}
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator
              {...form.getInputProps('price')}
            />
            <NumberInput
              label={t('fields.deal')}
              description={t('fields.dealHint')}
              min={0}
              max={90}
              allowDecimal={false}
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

        <EditorSection
          title={t('sections.itinerary')}
          description={t('itinerary.hint', { count: duration })}
          action={
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={values.itinerary.length >= duration}
              onClick={() => form.insertListItem('itinerary', blankDay())}
            >
              {t('itinerary.add')}
            </Button>
          }
        >
          {values.itinerary.length === 0 ? <Text c="dimmed">{t('itinerary.empty')}</Text> : null}
          <LanguageTabs
            label={t('contentLanguage')}
            value={daysLang}
            onChange={setDaysLang}
            withErrors={languagesWithErrors(
              Object.fromEntries(
                Object.entries(form.errors).map(([k, v]) => [k.replace(/^itinerary\.\d+\./, ''), v]),
              ),
              ['title', 'description'],
            )}
          >
            {(l) =>
              values.itinerary.map((day, i) => (
                <Paper
                  key={day.key}
                  withBorder
                  radius="md"
                  p="sm"
                  component="article"
                  aria-label={t('itinerary.day', { n: i + 1 })}
                >
                  <Group justify="space-between" mb="xs">
                    <Text fw={700}>{t('itinerary.day', { n: i + 1 })}</Text>
                    <Group gap={4}>
                      <ActionIcon
                        variant="default"
                        disabled={i === 0}
                        onClick={() => form.reorderListItem('itinerary', { from: i, to: i - 1 })}
                        aria-label={t('itinerary.up', { n: i + 1 })}
                      >
                        <IconArrowUp size={16} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        disabled={i === values.itinerary.length - 1}
                        onClick={() => form.reorderListItem('itinerary', { from: i, to: i + 1 })}
                        aria-label={t('itinerary.down', { n: i + 1 })}
                      >
                        <IconArrowDown size={16} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => form.removeListItem('itinerary', i)}
                        aria-label={t('itinerary.remove', { n: i + 1 })}
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <Stack gap="xs">
                    <TextInput
                      label={t('itinerary.title')}
                      withAsterisk={l === 'en'}
                      {...languageInputProps(l)}
                      {...form.getInputProps(`itinerary.${i}.title.${l}`)}
                    />
                    <Textarea
                      label={t('itinerary.description')}
                      autosize
                      minRows={2}
                      {...languageInputProps(l)}
                      {...form.getInputProps(`itinerary.${i}.description.${l}`)}
                    />
                  </Stack>
                </Paper>
              ))
            }
          </LanguageTabs>
        </EditorSection>

        <EditorSection
          title={t('sections.included')}
          action={
            <Button
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
                      onClick={() => form.removeListItem('activities', i)}
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
