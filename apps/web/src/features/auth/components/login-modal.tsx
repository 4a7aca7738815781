import { emailField, passwordField } from '@app/shared/auth/schemas';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFocusFirstError, useFocusWhenShown } from '../../../lib/form-focus';
import { session } from '../../../lib/session/session-store';
import { useRetranslatedErrors } from '../../../lib/use-retranslated-errors';
import { useTranslation } from '../../../lib/use-translation';
import { serverFieldErrors, useApiErrorMessage } from '../hooks/use-api-error-message';
import { useBlurValidationAfterTyping } from '../hooks/use-blur-validation-after-typing';
import { useFieldMessage } from '../hooks/use-field-message';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { fieldIssue } from '../utils/field-issue';
import { AuthBrand } from './auth-brand';
import { SocialLoginButtons } from './social-login-buttons';

interface LoginModalProps {
  variant: 'default' | 'blog-admin';
  /** Prefilled after registering, or carried over from the forgot-password view. */
  initialEmail: string;
  onLoggedIn: () => void;
  onForgotPassword: (email: string) => void;
  onSwitchToRegister: (email: string) => void;
}

/** The login view of the auth dialog: email, password, remember me, forgot password, sign-up switch. */
export function LoginModal({
  variant,
  initialEmail,
  onLoggedIn,
  onForgotPassword,
  onSwitchToRegister,
}: LoginModalProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const errorRef = useFocusWhenShown(error !== null);
  useFocusOnMount(emailRef);

  const validateOnBlur = useBlurValidationAfterTyping();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail, password: '', rememberMe: false },
    validate: {
      email: (value) => fieldMessage(fieldIssue(emailField, value), 'email'),
      password: (value) => fieldMessage(fieldIssue(passwordField, value), 'password'),
    },
    enhanceGetInputProps: validateOnBlur,
  });
  useRetranslatedErrors(form);
  const { email } = form.values;
  const isBlogAdmin = variant === 'blog-admin';

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      setSubmitting(true);
      try {
        await session.login(values.email.trim(), values.password, values.rememberMe);
        onLoggedIn();
      } catch (caught) {
        const fields = serverFieldErrors(caught, ['email', 'password']);
        form.setErrors(fields);
        // A field's problem is told there; anything else (a wrong password) above the form.
        if (!focusFirstError(fields)) setError(apiErrorMessage(caught, t('errors.loginFailed')));
      } finally {
        setSubmitting(false);
      }
    },
    (errors) => focusFirstError(errors),
  );

  return (
    <Stack gap="md">
      {isBlogAdmin ? (
        <Alert role="note" variant="light" color="sea" icon={<IconShieldLock aria-hidden="true" />}>
          {t('login.secureNote')}
        </Alert>
      ) : (
        <>
          <AuthBrand />
          <Text c="dimmed" size="sm">
            {t('login.subtitle')}
          </Text>
        </>
      )}

      {error ? (
        <Alert
          ref={errorRef}
          tabIndex={-1}
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          {error}
        </Alert>
      ) : null}

      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={emailRef}
            data-autofocus
            type="email"
            dir="ltr"
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
            autoComplete="current-password"
            size="md"
            required
            label={t('fields.password')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              size="md"
              label={t('login.rememberMe')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(email.trim())}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>

      {isBlogAdmin ? null : <SocialLoginButtons />}

      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component="button" type="button" fw={600} onClick={() => onSwitchToRegister(email.trim())}>
          {t('login.toRegister')}
        </Anchor>
      </Text>
    </Stack>
  );
}
