import { PASSWORD_MIN } from '@app/shared/auth/rules';
import { emailField, nameField, passwordField, type RegisterBody } from '@app/shared/auth/schemas';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { serverFieldErrors, useApiErrorMessage } from '../hooks/use-api-error-message';
import { useBlurValidationAfterTyping } from '../hooks/use-blur-validation-after-typing';
import { useFieldMessage } from '../hooks/use-field-message';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { fieldIssue } from '../utils/field-issue';
import { AuthBrand } from './auth-brand';
import { RegisterBenefits } from './register-benefits';
import { TermsLabel } from './terms-label';

/** Spec: after a successful registration the login dialog follows 2 s later. */
export const SWITCH_TO_LOGIN_DELAY_MS = 2000;

interface RegisterModalProps {
  initialEmail: string;
  /** Called 2 s after the account was created, with the email to prefill in the login view. */
  onRegistered: (email: string) => void;
  onSwitchToLogin: (email: string) => void;
}

/** The sign-up view of the auth dialog. */
export function RegisterModal({ initialEmail, onRegistered, onSwitchToLogin }: RegisterModalProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(nameRef);

  const validateOnBlur = useBlurValidationAfterTyping();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: initialEmail,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      marketing: false,
    },
    validate: {
      name: (value) => fieldMessage(fieldIssue(nameField, value), 'name'),
      email: (value) => fieldMessage(fieldIssue(emailField, value), 'email'),
      password: (value) => fieldMessage(fieldIssue(passwordField, value), 'password'),
      confirmPassword: (value, values) => {
        if (value === '') return fieldMessage('required', 'confirm');
        return value === values.password ? null : fieldMessage('passwords_mismatch');
      },
      acceptTerms: (value) => (value ? null : fieldMessage('terms_required')),
    },
    enhanceGetInputProps: validateOnBlur,
    validateInputOnChange: ['acceptTerms'],
  });

  const switchToLogin = useEffectEvent((email: string) => onRegistered(email));
  useEffect(() => {
    if (registeredEmail === null) return;
    const timer = window.setTimeout(() => switchToLogin(registeredEmail), SWITCH_TO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registeredEmail]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    const body: RegisterBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      preferences: { notifications: { email: values.marketing } },
    };
    try {
      await api('/auth/register', { method: 'POST', body, anonymous: true });
      setRegisteredEmail(body.email);
    } catch (caught) {
      form.setErrors(serverFieldErrors(caught, ['name', 'email', 'password']));
      setError(apiErrorMessage(caught, t('errors.registrationFailed')));
    } finally {
      setSubmitting(false);
    }
  });

  const done = registeredEmail !== null;

  return (
    <Stack gap="md">
      <AuthBrand />
      <Text c="dimmed" size="sm">
        {t('register.subtitle')}
      </Text>
      <RegisterBenefits />

      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {error}
        </Alert>
      ) : null}
      {done ? (
        <Alert role="status" color="uzungol" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
          {t('register.success')}
        </Alert>
      ) : null}

      <form onSubmit={submit} noValidate>
        <fieldset disabled={done} style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
          <Stack gap="md">
            <TextInput
              ref={nameRef}
              data-autofocus
              autoComplete="name"
              size="md"
              required
              label={t('fields.name')}
              placeholder={t('fields.namePlaceholder')}
              {...form.getInputProps('name')}
            />
            <TextInput
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              size="md"
              required
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              autoComplete="new-password"
              size="md"
              required
              label={t('fields.password')}
              placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN })}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              autoComplete="new-password"
              size="md"
              required
              label={t('fields.confirmPassword')}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
              {...form.getInputProps('confirmPassword')}
            />
            <Checkbox
              size="md"
              required
              label={<TermsLabel />}
              {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            />
            <Checkbox
              size="md"
              label={t('register.marketing')}
              {...form.getInputProps('marketing', { type: 'checkbox' })}
            />
            <Button type="submit" size="md" fullWidth disabled={done || !form.isValid()} loading={submitting}>
              {t('register.submit')}
            </Button>
          </Stack>
        </fieldset>
      </form>

      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => onSwitchToLogin(form.values.email.trim())}
        >
          {t('register.toLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}
