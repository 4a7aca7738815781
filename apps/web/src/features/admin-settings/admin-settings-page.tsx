import { type AppSettings, CURRENCIES } from '@app/shared/settings/schemas';
import {
  Anchor,
  Checkbox,
  Container,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/states/error-state';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useAdminSettings, useSaveSettings } from './settings-api';
import { SettingsSection } from './settings-section';

const TIME_ZONES = ['Europe/Istanbul', 'Europe/London', 'Europe/Berlin', 'Asia/Dubai', 'Asia/Riyadh', 'UTC'];

/** Puts the server's field messages on the form's fields. */
function showFieldErrors<T>(form: UseFormReturnType<T>, error: unknown) {
  if (error instanceof ApiError)
    form.setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
}

export function AdminSettingsView() {
  const { t } = useTranslation('adminSettings');
  const settings = useAdminSettings();
  const saveApp = useSaveSettings('app');
  const saveEmail = useSaveSettings('email');
  const savePayment = useSaveSettings('payment');

  const app = useForm<AppSettings>({
    initialValues: {
      siteName: '',
      contactEmail: '',
      currency: 'TRY',
      defaultLanguage: 'tr',
      timezone: 'Europe/Istanbul',
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
          onSubmit={() =>
            saveApp.mutate(app.getValues(), {
              onSuccess: () => app.resetDirty(),
              onError: (e) => showFieldErrors(app, e),
            })
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('app.siteName')} required {...app.getInputProps('siteName')} />
            <TextInput
              label={t('app.contactEmail')}
              type="email"
              required
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
              data={[
                { value: 'tr', label: 'Türkçe' },
                { value: 'en', label: 'English' },
                { value: 'ar', label: 'العربية' },
              ]}
              allowDeselect={false}
              {...app.getInputProps('defaultLanguage')}
            />
            <Select
              label={t('app.timezone')}
              data={TIME_ZONES}
              searchable
              allowDeselect={false}
              {...app.getInputProps('timezone')}
            />
            <TextInput label={t('app.licenseNumber')} {...app.getInputProps('licenseNumber')} />
            <TextInput label={t('app.phone')} type="tel" dir="ltr" {...app.getInputProps('phone')} />
          </SimpleGrid>
          <TextInput label={t('app.address')} {...app.getInputProps('address')} />
        </SettingsSection>

        <SettingsSection
          id="settings-payment"
          title={t('payment.title')}
          lead={t('payment.lead')}
          saving={savePayment.isPending}
          saved={savePayment.isSuccess && !payment.isDirty()}
          error={savePayment.error}
          onSubmit={() =>
            savePayment.mutate(
              { taxRate: Number(payment.getValues().taxRate) },
              { onSuccess: () => payment.resetDirty(), onError: (e) => showFieldErrors(payment, e) },
            )
          }
        >
          <NumberInput
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
          onSubmit={() => {
            const values = email.getValues();
            saveEmail.mutate(
              { ...values, smtpPort: Number(values.smtpPort) || 0 },
              {
                onSuccess: () => {
                  email.setFieldValue('smtpPassword', '');
                  email.resetDirty();
                },
                onError: (e) => showFieldErrors(email, e),
              },
            );
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('email.senderName')} required {...email.getInputProps('senderName')} />
            <TextInput
              label={t('email.senderEmail')}
              type="email"
              required
              {...email.getInputProps('senderEmail')}
            />
            <TextInput
              label={t('email.smtpHost')}
              description={t('email.smtpHostHint')}
              dir="ltr"
              {...email.getInputProps('smtpHost')}
            />
            <NumberInput
              label={t('email.smtpPort')}
              min={1}
              max={65535}
              allowDecimal={false}
              {...email.getInputProps('smtpPort')}
            />
            <TextInput label={t('email.smtpUser')} autoComplete="off" {...email.getInputProps('smtpUser')} />
            <PasswordInput
              label={t('email.smtpPassword')}
              description={data?.email.smtpPasswordSet ? t('email.passwordKept') : t('email.passwordNone')}
              autoComplete="new-password"
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
    </Container>
  );
}
