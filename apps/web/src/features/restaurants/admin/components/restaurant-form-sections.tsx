import { slugify } from '@app/shared/common/slug';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { CUISINES } from '@app/shared/restaurants/catalog';
import { Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FeaturedImageField } from '../../../../components/admin/featured-image-field';
import { ImageListField } from '../../../../components/admin/image-list-field';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../../../../components/admin/language-tabs';
import { NameDescriptionFields } from '../../../../components/admin/name-description-fields';
import { SlugField } from '../../../../components/admin/slug-field';
import { EditorSection } from '../../../../components/editor-section';
import { NumberField } from '../../../../components/number-field';
import { languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { FREE_TEXT_INPUT } from '../../../../lib/input-direction';
import { useTranslation } from '../../../../lib/use-translation';
import { DestinationSelect } from '../../../destinations';
import { BASICS_LOCALIZED, type RestaurantFormValues } from '../utils/restaurant-form';
import { OpeningHoursEditor } from './opening-hours-editor';

export type RestaurantForm = UseFormReturnType<RestaurantFormValues>;

const MAX_IMAGES = 20;

/** "Restaurant name (Arabic)": the field, then the language named in the reader's. */
function useLanguageLabel() {
  const { t } = useTranslation('adminRestaurants');
  return (field: string, lang: Language) =>
    t('fields.withLanguage', { field, language: languageName(lang, currentLanguage()) });
}

export function BasicsSection({
  form,
  lang,
  onLangChange,
}: {
  form: RestaurantForm;
  lang: Language;
  onLangChange: (lang: Language) => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  const withLanguage = useLanguageLabel();
  return (
    <EditorSection title={t('sections.basics')} description={t('sections.basicsHint')}>
      <LanguageTabs
        label={t('sections.basics')}
        value={lang}
        onChange={onLangChange}
        withErrors={languagesWithErrors(form.errors, BASICS_LOCALIZED)}
      >
        {(l) => (
          <NameDescriptionFields
            language={l}
            getInputProps={form.getInputProps}
            nameLabel={withLanguage(t('fields.name'), l)}
            descriptionLabel={withLanguage(t('fields.description'), l)}
            descriptionRequired
            rows={[4, 12]}
            nameMaxLength={120}
            descriptionMaxLength={5000}
          />
        )}
      </LanguageTabs>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SlugField
          placeholder={slugify(form.values.name.en) || 'meydan-kofte-house'}
          {...form.getInputProps('slug')}
        />
        <DestinationSelect
          label={t('fields.destinationId')}
          description={t('fields.destinationIdHint')}
          {...form.getInputProps('destinationId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch
          size="md"
          label={t('fields.published')}
          description={t('fields.publishedHint')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Switch
          size="md"
          label={t('fields.featured')}
          description={t('fields.featuredHint')}
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </EditorSection>
  );
}

export function DetailsSection({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation(['adminRestaurants', 'restaurants']);
  return (
    <EditorSection title={t('sections.details')} description={t('sections.detailsHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('fields.cuisine')}
          placeholder={t('fields.cuisinePlaceholder')}
          withAsterisk
          allowDeselect={false}
          data={CUISINES.map((c) => ({ value: c, label: t(`restaurants:cuisines.${c}`) }))}
          {...form.getInputProps('cuisine')}
        />
        <Select
          label={t('fields.priceRange')}
          placeholder={t('fields.priceRangePlaceholder')}
          withAsterisk
          allowDeselect={false}
          data={(['1', '2', '3', '4'] as const).map((p) => ({
            value: p,
            label: `${'₺'.repeat(Number(p))} · ${t(`restaurants:priceRanges.${p}`)}`,
          }))}
          {...form.getInputProps('priceRange')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberField
          label={t('fields.turnMinutes')}
          description={t('fields.turnMinutesHint')}
          withAsterisk
          min={30}
          max={300}
          step={15}
          allowDecimal={false}
          {...form.getInputProps('turnMinutes')}
        />
        <NumberField
          label={t('fields.maxPartySize')}
          description={t('fields.maxPartySizeHint')}
          withAsterisk
          min={1}
          max={30}
          allowDecimal={false}
          {...form.getInputProps('maxPartySize')}
        />
        <NumberField
          label={t('fields.instantLimit')}
          description={t('fields.instantLimitHint')}
          withAsterisk
          min={0}
          max={30}
          allowDecimal={false}
          {...form.getInputProps('instantLimit')}
        />
      </SimpleGrid>
    </EditorSection>
  );
}

export function HoursSection({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <EditorSection title={t('sections.hours')} description={t('sections.hoursHint')}>
      <OpeningHoursEditor form={form} />
    </EditorSection>
  );
}

export function LocationSection({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation('adminRestaurants');
  const withLanguage = useLanguageLabel();
  return (
    <EditorSection title={t('sections.location')} description={t('sections.locationHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.addressLine')}
          autoComplete="off"
          maxLength={200}
          {...FREE_TEXT_INPUT}
          {...form.getInputProps('addressLine')}
        />
        <TextInput
          label={t('fields.city')}
          withAsterisk
          maxLength={100}
          {...FREE_TEXT_INPUT}
          {...form.getInputProps('city')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LANGUAGES.map((l) => (
          <TextInput
            key={l}
            label={withLanguage(t('fields.cityName'), l)}
            description={t('fields.cityNameHint')}
            maxLength={100}
            {...form.getInputProps(`cityNames.${l}`)}
            {...languageInputProps(l)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          label={t('fields.latitude')}
          description={t('fields.latitudeHint')}
          min={-90}
          max={90}
          decimalScale={6}
          hideControls
          dir="ltr"
          {...form.getInputProps('latitude')}
        />
        <NumberField
          label={t('fields.longitude')}
          description={t('fields.longitudeHint')}
          min={-180}
          max={180}
          decimalScale={6}
          hideControls
          dir="ltr"
          {...form.getInputProps('longitude')}
        />
      </SimpleGrid>
    </EditorSection>
  );
}

export function ImagesSection({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <EditorSection title={t('sections.images')} description={t('sections.imagesHint')}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('fields.featuredImage')}
        </Text>
        <FeaturedImageField
          value={form.values.featuredImage}
          onChange={(url) => form.setFieldValue('featuredImage', url)}
          error={form.errors.featuredImage}
        />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('fields.gallery')}
        </Text>
        <ImageListField
          images={form.values.images}
          max={MAX_IMAGES}
          featured={form.values.featuredImage}
          onSetFeatured={(url) => form.setFieldValue('featuredImage', url)}
          onAdd={(url) => {
            form.insertListItem('images', url);
            if (!form.getValues().featuredImage) form.setFieldValue('featuredImage', url);
          }}
          onRemove={(index) => form.removeListItem('images', index)}
          onMove={(from, to) => form.reorderListItem('images', { from, to })}
          error={form.errors.images}
          itemError={(index) => form.errors[`images.${index}`]}
        />
      </Stack>
    </EditorSection>
  );
}

export function MenuSection({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation('adminRestaurants');
  const withLanguage = useLanguageLabel();
  return (
    <EditorSection title={t('sections.menu')} description={t('sections.menuHint')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {LANGUAGES.map((l) => (
          <Textarea
            key={l}
            label={withLanguage(t('fields.menuHighlights'), l)}
            autosize
            minRows={3}
            maxRows={8}
            {...languageInputProps(l)}
            {...form.getInputProps(`menuHighlights.${l}`)}
          />
        ))}
      </SimpleGrid>
    </EditorSection>
  );
}

export function ContactSection({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <EditorSection title={t('sections.contact')} description={t('sections.contactHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          placeholder="+90 462 000 00 00"
          maxLength={40}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          placeholder="info@example.com"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('fields.website')}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          placeholder="https://"
          {...form.getInputProps('website')}
        />
      </SimpleGrid>
    </EditorSection>
  );
}
