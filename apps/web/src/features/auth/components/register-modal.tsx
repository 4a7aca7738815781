import { PASSWORD_MIN } from '@app/shared/auth/rules';
import { emailField, nameField, passwordField, type RegisterBody } from '@app/shared/auth/schemas';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { EmailField } from '../../../components/forms/email-field';
import { FormErrorAlert } from '../../../components/forms/form-error-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { ApiError, api } from '../../../lib/api-client';
import { useFocusWhenShown } from '../../../lib/form-focus';
import { notify } from '../../../lib/notify';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { session } from '../../../lib/session/session-store';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useRetranslatedErrors } from '../../../lib/use-retranslated-errors';
import { TranslatedText, useTranslation } from '../../../lib/use-translation';
import { useBlurValidationAfterTyping } from '../hooks/use-blur-validation-after-typing';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { fieldIssue } from '../utils/field-issue';
import { authFieldTexts } from '../utils/field-texts';
import { AuthBrand } from './auth-brand';
import { RegisterBenefits } from './register-benefits';
import { TermsLabel } from './terms-label';

/** When the new account could not be signed in at once, the login view follows 2 s later. */
export const SWITCH_TO_LOGIN_DELAY_MS = 2000;

interface RegisterModalProps {
  initialEmail: string;
  /** The account was created and is signed in. */
  onSignedIn: () => void;
  /**
   * The account was created but signing it in failed: called 2 s later, with the email to prefill
   * in the login view.
   */
  onRegistered: (email: string) => void;
  onSwitchToLogin: (email: string) => void;
}

/**
 * The sign-up view of the auth dialog. The new account is signed in with the password just typed
 * (held only by this form while it is shown), so nobody types it a third time.
 */
export function RegisterModal({
  initialEmail,
  onSignedIn,
  onRegistered,
  onSwitchToLogin,
}: RegisterModalProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage(authFieldTexts);
  const apiErrorMessage = useErrorMessage();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const { submitting, error, formRef, focusFirstError, send, showFailure } = useFormSubmission();
  const doneRef = useFocusWhenShown(registeredEmail !== null);
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
  useRetranslatedErrors(form);

  const switchToLogin = useEffectEvent((email: string) => onRegistered(email));
  useEffect(() => {
    if (registeredEmail === null) return;
    const timer = window.setTimeout(() => switchToLogin(registeredEmail), SWITCH_TO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registeredEmail]);

  const failed = (caught: unknown) => {
    const fields: Record<string, ReactNode> = serverFieldErrors(caught, ['name', 'email', 'password']);
    if (caught instanceof ApiError && caught.code === 'email_taken')
      fields.email = <TranslatedText ns="auth" k="errors.emailTaken" />;
    // A problem with a field is told there, and that field takes the focus; anything else above the form.
    showFailure(form, fields, () => apiErrorMessage(caught, t('errors.registrationFailed')));
  };

  const submit = form.onSubmit(
    (values) => {
      const body: RegisterBody = {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        preferences: { notifications: { email: values.marketing } },
      };
      return send(async () => {
        try {
          await api('/auth/register', { method: 'POST', body, anonymous: true });
        } catch (caught) {
          failed(caught);
          return;
        }
        try {
          await session.login(body.email, body.password, false);
          notify({ message: t('register.welcome', { name: body.name }), color: 'uzungol' });
          onSignedIn();
        } catch {
          setRegisteredEmail(body.email);
        }
      }, failed);
    },
    (errors) => focusFirstError(errors),
  );

  const done = registeredEmail !== null;

  return (
    <Stack gap="md">
      <AuthBrand />
      <Text c="dimmed" size="sm">
        {t('register.subtitle')}
      </Text>
      <RegisterBenefits />

      <FormErrorAlert error={error} />
      {done ? (
        <Alert
          ref={doneRef}
          tabIndex={-1}
          role="status"
          color="uzungol"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
        >
          {t('register.success')}
        </Alert>
      ) : null}

      <form ref={formRef} onSubmit={submit} noValidate>
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
            <EmailField
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              {...form.getInputProps('email')}
            />
            <PasswordField
              autoComplete="new-password"
              label={t('fields.password')}
              placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN })}
              showLabel={t('fields.showPassword')}
              {...form.getInputProps('password')}
            />
            <PasswordField
              autoComplete="new-password"
              label={t('fields.confirmPassword')}
              showLabel={t('fields.showPassword')}
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
            <Button type="submit" size="md" fullWidth disabled={done} loading={submitting}>
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
