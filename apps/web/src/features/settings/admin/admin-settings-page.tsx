import { LANGUAGES } from '@app/shared/i18n/languages';
import {
  type AppSettings,
  appSettingsInput,
  CURRENCIES,
  emailSettingsInput,
  paymentSettingsInput,
} from '@app/shared/settings/schemas';
import {
  Anchor,
  Checkbox,
  Container,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { UnsavedChangesDialog } from '../../../components/admin/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes';
import { NumberField } from '../../../components/number-field';
import { ErrorState } from '../../../components/states/error-state';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-focus';
import { timeZoneName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { FREE_TEXT_INPUT, LTR_INPUT } from '../../../lib/input-direction';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminSettings, useSaveSettings } from './settings-api';
import { SettingsSection } from './settings-section';
import { useSettingsChecks } from './use-settings-checks';

const TIME_ZONES = ['Europe/Istanbul', 'Europe/London', 'Europe/Berlin', 'Asia/Dubai', 'Asia/Riyadh', 'UTC'];

/**
 * Puts `errors` on a group's fields and focuses the first; answers whether there were any.
 * `sectionId` names the group's form.
 */
function refuse<T>(form: UseFormReturnType<T>, errors: FormErrors, sectionId: string): boolean {
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  focusFirstError(`${sectionId}-form`);
  return true;
}

export function AdminSettingsView() {
  const { t } = useTranslation(['adminSettings', 'auth', 'common']);
  const checks = useSettingsChecks();
  const lang = currentLanguage();
  const settings = useAdminSettings();
  const saveApp = useSaveSettings('app');
  const saveEmail = useSaveSettings('email');
  const savePayment = useSaveSettings('payment');
  const agencyZone = useAgencyTimeZone();

  const app = useForm<AppSettings>({
    initialValues: {
      siteName: '',
      contactEmail: '',
      currency: 'TRY',
      defaultLanguage: 'tr',
      timezone: agencyZone,
      licenseNumber: '',
      address: '',
      phone: '',
    },
  });
  const email = useForm({
    initialValues: {
      senderName: '',
      senderEmail: '',
      smtpHost: '',
      smtpPort: 587 as number | string,
      smtpSecure: false,
      smtpUser: '',
      smtpPassword: '',
    },
  });
  const payment = useForm({ initialValues: { taxRate: 12 as number | string } });

  const dirty = app.isDirty() || email.isDirty() || payment.isDirty();
  const { blocker } = useUnsavedChanges(dirty);
  /** A refusal of the server on the fields it names, or nothing when it named none. */
  const serverRefusal =
    <T,>(form: UseFormReturnType<T>, sectionId: string) =>
    (error: unknown) => {
      if (error instanceof ApiError) refuse(form, checks.fromServer(error.errors), sectionId);
    };

  const data = settings.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: forms are stable; fill them once per answer
  useEffect(() => {
    if (!data) return;
    app.setValues(data.app);
    app.resetDirty(data.app);
    const { smtpPasswordSet: _set, ...emailValues } = data.email;
    email.setValues({ ...emailValues, smtpPassword: '' });
    email.resetDirty();
    payment.setValues({ taxRate: data.payment.taxRate });
    payment.resetDirty();
  }, [data]);

  if (settings.isPending)
    return (
      <Container size="md" py="xl">
        <Stack aria-busy="true">
          <Skeleton h={36} w={240} />
          <Skeleton h={420} radius="lg" />
        </Stack>
      </Container>
    );
  if (settings.isError)
    return (
      <Container size="md" py="xl">
        <ErrorState title={t('loadFailed')} onRetry={() => void settings.refetch()} />
      </Container>
    );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('lead')}</Text>
        </div>

        <SettingsSection
          id="settings-app"
          title={t('app.title')}
          lead={t('app.lead')}
          saving={saveApp.isPending}
          saved={saveApp.isSuccess && !app.isDirty()}
          error={saveApp.error}
          check={() => !refuse(app, checks.check(appSettingsInput, app.getValues()), 'settings-app')}
          onSubmit={() => {
            saveApp.mutate(app.getValues(), {
              onSuccess: () => app.resetDirty(),
              onError: serverRefusal(app, 'settings-app'),
            });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('app.siteName')}
              required
              {...FREE_TEXT_INPUT}
              {...app.getInputProps('siteName')}
            />
            <TextInput
              label={t('app.contactEmail')}
              type="email"
              required
              {...LTR_INPUT}
              {...app.getInputProps('contactEmail')}
            />
            <Select
              label={t('app.currency')}
              data={CURRENCIES.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
              allowDeselect={false}
              {...app.getInputProps('currency')}
            />
            <Select
              label={t('app.defaultLanguage')}
              data={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
              allowDeselect={false}
              {...app.getInputProps('defaultLanguage')}
            />
            <Select
              label={t('app.timezone')}
              data={TIME_ZONES.map((zone) => ({
                value: zone,
                // The id isolated, so it keeps its own order inside Arabic text.
                label: `${timeZoneName(zone, lang)} (\u2068${zone}\u2069)`,
              }))}
              searchable
              allowDeselect={false}
              {...app.getInputProps('timezone')}
            />
            <TextInput
              label={t('app.licenseNumber')}
              {...FREE_TEXT_INPUT}
              {...app.getInputProps('licenseNumber')}
            />
            <TextInput label={t('app.phone')} type="tel" {...LTR_INPUT} {...app.getInputProps('phone')} />
          </SimpleGrid>
          <TextInput label={t('app.address')} {...FREE_TEXT_INPUT} {...app.getInputProps('address')} />
        </SettingsSection>

        <SettingsSection
          id="settings-payment"
          title={t('payment.title')}
          lead={t('payment.lead')}
          saving={savePayment.isPending}
          saved={savePayment.isSuccess && !payment.isDirty()}
          error={savePayment.error}
          check={() => {
            const { taxRate } = payment.getValues();
            const errors =
              String(taxRate).trim() === ''
                ? { taxRate: t('validation.required') }
                : checks.check(paymentSettingsInput, { taxRate });
            return !refuse(payment, errors, 'settings-payment');
          }}
          onSubmit={() => {
            savePayment.mutate(
              { taxRate: Number(payment.getValues().taxRate) },
              { onSuccess: () => payment.resetDirty(), onError: serverRefusal(payment, 'settings-payment') },
            );
          }}
        >
          <NumberField
            label={t('payment.taxRate')}
            description={t('payment.taxRateHint')}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            w={{ base: '100%', sm: 240 }}
            {...payment.getInputProps('taxRate')}
          />
        </SettingsSection>

        <SettingsSection
          id="settings-email"
          title={t('email.title')}
          lead={t('email.lead')}
          saving={saveEmail.isPending}
          saved={saveEmail.isSuccess && !email.isDirty()}
          error={saveEmail.error}
          check={() => !refuse(email, checks.check(emailSettingsInput, email.getValues()), 'settings-email')}
          onSubmit={() => {
            const values = email.getValues();
            saveEmail.mutate(
              { ...values, smtpPort: Number(values.smtpPort) },
              {
                onSuccess: () => {
                  email.setFieldValue('smtpPassword', '');
                  email.resetDirty();
                },
                onError: serverRefusal(email, 'settings-email'),
              },
            );
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('email.senderName')}
              required
              {...FREE_TEXT_INPUT}
              {...email.getInputProps('senderName')}
            />
            <TextInput
              label={t('email.senderEmail')}
              type="email"
              required
              {...LTR_INPUT}
              {...email.getInputProps('senderEmail')}
            />
            <TextInput
              label={t('email.smtpHost')}
              description={t('email.smtpHostHint')}
              {...LTR_INPUT}
              {...email.getInputProps('smtpHost')}
            />
            <NumberField
              label={t('email.smtpPort')}
              min={1}
              max={65535}
              thousandSeparator={false}
              {...email.getInputProps('smtpPort')}
            />
            <TextInput
              label={t('email.smtpUser')}
              autoComplete="off"
              {...LTR_INPUT}
              {...email.getInputProps('smtpUser')}
            />
            <PasswordInput
              label={t('email.smtpPassword')}
              description={data?.email.smtpPasswordSet ? t('email.passwordKept') : t('email.passwordNone')}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('auth:fields.showPassword') }}
              {...LTR_INPUT}
              {...email.getInputProps('smtpPassword')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('email.smtpSecure')}
            {...email.getInputProps('smtpSecure', { type: 'checkbox' })}
          />
        </SettingsSection>

        <Text size="sm" c="dimmed">
          {t('heroHint')}{' '}
          <Anchor component={Link} to="/admin/hero-settings">
            {t('heroLink')}
          </Anchor>
        </Text>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Container>
  );
}
