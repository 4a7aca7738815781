import { addDays } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { DOCUMENT_TYPES, type DocumentType } from '@app/shared/travel/schemas';
import { NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { Checkout } from '../../bookings';
import { countryOptions } from '../utils/countries';
import type { TravellersForm } from './traveller-form';

/**
 * Each passenger as on their document (spec section 5, all required): names, date of birth,
 * nationality (Türkiye first chosen), document type (passport first chosen), number and expiry.
 * The first passenger's names are the checkout's contact names (its own fields, checked with it).
 */
export function TravellersSection({
  checkout,
  form,
  today,
  lastDay,
  lang,
}: {
  checkout: Checkout;
  form: TravellersForm;
  today: string;
  lastDay: string;
  lang: Language;
}) {
  const { t } = useTranslation('booking');
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const travellers = form.values.travelers;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="travellers-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="travellers-title">
            {t('flight.travellersTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('flight.travellersHint')}
          </Text>
        </div>
        {travellers.map((_, i) => {
          const path = (field: string) => `travelers.${i}.${field}`;
          const headingId = `traveller-${i}-title`;
          return (
            <Stack
              key={headingId}
              gap="sm"
              component="fieldset"
              aria-labelledby={headingId}
              style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}
            >
              <Text component="h3" fw={700} size="md" id={headingId} m={0}>
                {t('flight.traveller', { n: i + 1 })}
                {i === 0 ? (
                  <Text span c="dimmed" size="sm" fw={400}>
                    {' '}
                    · {t('flight.leadTraveller')}
                  </Text>
                ) : null}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {i === 0 ? (
                  <>
                    <TextInput
                      label={t('flight.firstName')}
                      autoComplete="given-name"
                      withAsterisk
                      {...checkout.form.getInputProps('firstName')}
                    />
                    <TextInput
                      label={t('flight.lastName')}
                      autoComplete="family-name"
                      withAsterisk
                      {...checkout.form.getInputProps('lastName')}
                    />
                  </>
                ) : (
                  <>
                    <TextInput
                      label={t('flight.firstName')}
                      autoComplete="off"
                      withAsterisk
                      {...form.getInputProps(path('firstName'))}
                    />
                    <TextInput
                      label={t('flight.lastName')}
                      autoComplete="off"
                      withAsterisk
                      {...form.getInputProps(path('lastName'))}
                    />
                  </>
                )}
                <TextInput
                  type="date"
                  label={t('flight.dateOfBirth')}
                  autoComplete={i === 0 ? 'bday' : 'off'}
                  max={addDays(today, -1)}
                  withAsterisk
                  {...form.getInputProps(path('dateOfBirth'))}
                />
                <NativeSelect
                  label={t('flight.nationality')}
                  data={countries}
                  withAsterisk
                  {...form.getInputProps(path('nationality'))}
                />
                <NativeSelect
                  label={t('flight.documentType')}
                  data={DOCUMENT_TYPES.map((type: DocumentType) => ({
                    value: type,
                    label: t(`flight.document.${type}`),
                  }))}
                  withAsterisk
                  {...form.getInputProps(path('documentType'))}
                />
                <TextInput
                  label={t('flight.documentNumber')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  dir="ltr"
                  maxLength={20}
                  withAsterisk
                  {...form.getInputProps(path('documentNumber'))}
                />
                <TextInput
                  type="date"
                  label={t('flight.documentExpiry')}
                  description={t('flight.documentExpiryHint', { date: formatDate(lastDay, lang) })}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  min={lastDay}
                  withAsterisk
                  {...form.getInputProps(path('documentExpiry'))}
                />
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** Where the card's statement goes (spec: the checkout's billing address). */
export function BillingSection({ form, lang }: { form: TravellersForm; lang: Language }) {
  const { t } = useTranslation('booking');
  const countries = useMemo(() => countryOptions(lang), [lang]);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="billing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="billing-title">
          {t('flight.billingTitle')}
        </Title>
        <TextInput
          label={t('flight.billingLine')}
          autoComplete="billing street-address"
          withAsterisk
          {...form.getInputProps('billingAddress.line')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('flight.billingCity')}
            autoComplete="billing address-level2"
            withAsterisk
            {...form.getInputProps('billingAddress.city')}
          />
          <TextInput
            label={t('flight.billingPostalCode')}
            autoComplete="billing postal-code"
            dir="ltr"
            {...form.getInputProps('billingAddress.postalCode')}
          />
          <NativeSelect
            label={t('flight.billingCountry')}
            autoComplete="billing country"
            data={countries}
            withAsterisk
            {...form.getInputProps('billingAddress.country')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
