import { AMENITIES, PAYMENT_METHODS } from '@app/shared/hotels/catalog';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Checkbox, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
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
import { formatNumber, languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { FREE_TEXT_INPUT } from '../../../../lib/input-direction';
import { useTranslation } from '../../../../lib/use-translation';
import { DestinationSelect } from '../../../destinations';
import { BASICS_LOCALIZED, type HotelFormValues, POLICY_LOCALIZED, slugPreview } from '../utils/hotel-form';

export type HotelForm = UseFormReturnType<HotelFormValues>;

export const MAX_HOTEL_IMAGES = 20;

/** "Hotel name (Arabic)", "Otel adı (Arapça)": the field, then the language named in the reader's. */
function useLanguageLabel() {
  const { t } = useTranslation('adminHotels');
  return (field: string, lang: Language) =>
    t('fields.withLanguage', { field, language: languageName(lang, currentLanguage()) });
}

interface LocalizedSectionProps {
  form: HotelForm;
  lang: Language;
  onLangChange: (lang: Language) => void;
}

export function BasicsSection({ form, lang, onLangChange }: LocalizedSectionProps) {
  const { t } = useTranslation('adminHotels');
  const withLanguage = useLanguageLabel();
  const slugPlaceholder = slugPreview(form.values.name.en);
  return (
    <EditorSection title={t('sections.basics')} description={t('sections.basicsHint')}>
      <LanguageTabs
        label={t('languages.contentLanguage')}
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
            rows={[4, 14]}
            nameMaxLength={120}
            descriptionMaxLength={5000}
          />
        )}
      </LanguageTabs>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SlugField placeholder={slugPlaceholder || 'uzungol-lake-hotel'} {...form.getInputProps('slug')} />
        <DestinationSelect
          label={t('fields.destinationId')}
          description={t('fields.destinationIdHint')}
          {...form.getInputProps('destinationId')}
        />
        <Select
          label={t('fields.stars')}
          withAsterisk
          placeholder={t('fields.starsPlaceholder')}
          allowDeselect={false}
          data={[5, 4, 3, 2, 1].map((n) => ({
            value: String(n),
            label: t('list.stars', { count: n, formatted: formatNumber(n, currentLanguage()) }),
          }))}
          {...form.getInputProps('starRating')}
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

export function LocationSection({ form }: { form: HotelForm }) {
  const { t } = useTranslation('adminHotels');
  const withLanguage = useLanguageLabel();
  return (
    <EditorSection title={t('sections.location')} description={t('sections.locationHint')}>
      <TextInput
        label={t('fields.addressLine')}
        autoComplete="off"
        maxLength={200}
        {...FREE_TEXT_INPUT}
        {...form.getInputProps('addressLine')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.city')}
          withAsterisk
          maxLength={100}
          {...FREE_TEXT_INPUT}
          {...form.getInputProps('city')}
        />
        <TextInput
          label={t('fields.country')}
          withAsterisk
          maxLength={100}
          {...FREE_TEXT_INPUT}
          {...form.getInputProps('country')}
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

export function ImagesSection({ form }: { form: HotelForm }) {
  const { t } = useTranslation('adminHotels');
  const imageError = (index: number) => form.errors[`images.${index}`];
  return (
    <EditorSection title={t('sections.images')} description={t('sections.imagesHint')}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('images.featured')}
        </Text>
        <FeaturedImageField
          value={form.values.featuredImage}
          onChange={(url) => form.setFieldValue('featuredImage', url)}
          error={form.errors.featuredImage}
        />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('images.gallery')}
        </Text>
        <ImageListField
          images={form.values.images}
          max={MAX_HOTEL_IMAGES}
          featured={form.values.featuredImage}
          onSetFeatured={(url) => form.setFieldValue('featuredImage', url)}
          onAdd={(url) => {
            form.insertListItem('images', url);
            if (!form.getValues().featuredImage) form.setFieldValue('featuredImage', url);
          }}
          onRemove={(index) => form.removeListItem('images', index)}
          onMove={(from, to) => form.reorderListItem('images', { from, to })}
          error={form.errors.images}
          itemError={imageError}
        />
      </Stack>
    </EditorSection>
  );
}

export function AmenitiesSection({ form }: { form: HotelForm }) {
  const { t } = useTranslation('adminHotels');
  return (
    <EditorSection
      title={t('sections.amenities')}
      description={t('sections.amenitiesHint', {
        count: form.values.amenities.length,
        formatted: formatNumber(form.values.amenities.length, currentLanguage()),
      })}
    >
      <Checkbox.Group label={t('fields.amenities')} {...form.getInputProps('amenities')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
          {AMENITIES.map((code) => (
            <Checkbox key={code} value={code} label={t(`amenities.${code}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </EditorSection>
  );
}

export function PoliciesSection({ form, lang, onLangChange }: LocalizedSectionProps) {
  const { t } = useTranslation('adminHotels');
  const withLanguage = useLanguageLabel();
  return (
    <EditorSection title={t('sections.policies')} description={t('sections.policiesHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TimeInput
          label={t('fields.checkInTime')}
          withAsterisk
          dir="ltr"
          {...form.getInputProps('checkInTime')}
        />
        <TimeInput
          label={t('fields.checkOutTime')}
          withAsterisk
          dir="ltr"
          {...form.getInputProps('checkOutTime')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('fields.paymentOptions')}
        description={t('fields.paymentOptionsHint')}
        withAsterisk
        {...form.getInputProps('paymentOptions')}
      >
        <Stack gap="xs" mt="xs">
          {PAYMENT_METHODS.map((method) => (
            <Checkbox key={method} value={method} label={t(`payment.${method}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <LanguageTabs
        label={t('languages.policyLanguage')}
        englishRequired={false}
        value={lang}
        onChange={onLangChange}
        withErrors={languagesWithErrors(form.errors, POLICY_LOCALIZED)}
      >
        {(l) => (
          <>
            <Textarea
              label={withLanguage(t('fields.cancellationPolicy'), l)}
              description={l === 'en' ? t('fields.cancellationPolicyHint') : undefined}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={2000}
              {...languageInputProps(l)}
              {...form.getInputProps(`cancellationPolicy.${l}`)}
            />
            <Textarea
              label={withLanguage(t('fields.rules'), l)}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={2000}
              {...languageInputProps(l)}
              {...form.getInputProps(`rules.${l}`)}
            />
            <Textarea
              label={withLanguage(t('fields.additionalDetails'), l)}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={2000}
              {...languageInputProps(l)}
              {...form.getInputProps(`additionalDetails.${l}`)}
            />
          </>
        )}
      </LanguageTabs>
    </EditorSection>
  );
}

export function ContactSection({ form }: { form: HotelForm }) {
  const { t } = useTranslation('adminHotels');
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
          {...form.getInputProps('contact.phone')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          placeholder="info@example.com"
          {...form.getInputProps('contact.email')}
        />
        <TextInput
          label={t('fields.website')}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          placeholder="https://"
          {...form.getInputProps('contact.website')}
        />
      </SimpleGrid>
    </EditorSection>
  );
}
