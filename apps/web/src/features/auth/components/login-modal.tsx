import { emailField, passwordField } from '@app/shared/auth/schemas';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useRef } from 'react';
import { EmailField } from '../../../components/forms/email-field';
import { FormErrorAlert } from '../../../components/forms/form-error-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { session } from '../../../lib/session/session-store';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useRetranslatedErrors } from '../../../lib/use-retranslated-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useBlurValidationAfterTyping } from '../hooks/use-blur-validation-after-typing';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { fieldIssue } from '../utils/field-issue';
import { authFieldTexts } from '../utils/field-texts';
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
  const fieldMessage = useFieldMessage(authFieldTexts);
  const apiErrorMessage = useErrorMessage();
  const emailRef = useRef<HTMLInputElement>(null);
  const { submitting, error, formRef, focusFirstError, send, showFailure } = useFormSubmission();
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
    (values) =>
      send(
        async () => {
          await session.login(values.email.trim(), values.password, values.rememberMe);
          onLoggedIn();
        },
        // A field's problem is told there; anything else (a wrong password) above the form.
        (caught) =>
          showFailure(form, serverFieldErrors(caught, ['email', 'password']), () =>
            apiErrorMessage(caught, t('errors.loginFailed')),
          ),
      ),
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

      <FormErrorAlert error={error} />

      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField
            ref={emailRef}
            data-autofocus
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            autoComplete="current-password"
            label={t('fields.password')}
            showLabel={t('fields.showPassword')}
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
