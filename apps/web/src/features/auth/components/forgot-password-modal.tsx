import { emailField } from '@app/shared/auth/schemas';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { EmailField } from '../../../components/forms/email-field';
import { FormErrorAlert } from '../../../components/forms/form-error-alert';
import { api } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useRetranslatedErrors } from '../../../lib/use-retranslated-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useBlurValidationAfterTyping } from '../hooks/use-blur-validation-after-typing';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { fieldIssue } from '../utils/field-issue';
import { authFieldTexts } from '../utils/field-texts';

interface ForgotPasswordModalProps {
  initialEmail: string;
  onBackToLogin: (email: string) => void;
}

/**
 * Asks the server to mail a reset link. The answer is the same whether or not the email has an
 * account, so the message is neutral.
 */
export function ForgotPasswordModal({ initialEmail, onBackToLogin }: ForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage(authFieldTexts);
  const apiErrorMessage = useErrorMessage();
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const { submitting, error, formRef, focusFirstError, send, showFailure } = useFormSubmission();
  useFocusOnMount(emailRef);
  useEffect(() => {
    if (sent) backRef.current?.focus();
  }, [sent]);

  const validateOnBlur = useBlurValidationAfterTyping();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: { email: (value) => fieldMessage(fieldIssue(emailField, value), 'email') },
    enhanceGetInputProps: validateOnBlur,
  });
  useRetranslatedErrors(form);

  const submit = form.onSubmit(
    (values) =>
      send(
        async () => {
          await api('/auth/forgotpassword', {
            method: 'POST',
            body: { email: values.email.trim() },
            anonymous: true,
          });
          setSent(true);
        },
        (caught) =>
          showFailure(form, serverFieldErrors(caught, ['email']), () =>
            apiErrorMessage(caught, t('errors.requestFailed')),
          ),
      ),
    (errors) => focusFirstError(errors),
  );

  const back = (
    <Button
      ref={backRef}
      variant="subtle"
      size="md"
      fullWidth
      onClick={() => onBackToLogin(form.values.email.trim())}
    >
      {t('forgot.backToLogin')}
    </Button>
  );

  if (sent) {
    return (
      <Stack gap="md">
        <Alert role="status" color="uzungol" variant="light" icon={<IconMailCheck aria-hidden="true" />}>
          <Text size="sm">{t('forgot.sent')}</Text>
          <Text size="sm" mt="xs" c="dimmed">
            {t('forgot.checkSpam')}
          </Text>
        </Alert>
        {back}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('forgot.intro')}
      </Text>
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
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      {back}
    </Stack>
  );
}
