import { PASSWORD_MIN } from '@app/shared/auth/rules';
import { passwordField } from '@app/shared/auth/schemas';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormErrorAlert } from '../../components/forms/form-error-alert';
import { PasswordField } from '../../components/forms/password-field';
import { ApiError, api } from '../../lib/api-client';
import { validateOnBlur } from '../../lib/blur-validation';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { useErrorMessage } from '../../lib/use-error-message';
import { useFieldMessage } from '../../lib/use-field-message';
import { useFormSubmission } from '../../lib/use-form-submission';
import { useRetranslatedErrors } from '../../lib/use-retranslated-errors';
import { useTranslation } from '../../lib/use-translation';
import { fieldIssue } from './utils/field-issue';
import { authFieldTexts } from './utils/field-texts';

type Outcome = 'form' | 'done' | 'invalid';

/** Unknown, used or expired — or a link so mangled the server rejects the token's shape. */
function isUnusableToken(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'invalid_reset_token') return true;
  return (
    error.code === 'validation_failed' &&
    error.errors.some((e) => e.field === 'token' || e.field === 'params')
  );
}

/** `/reset-password/:token`: the page the reset email links to. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage(authFieldTexts);
  const apiErrorMessage = useErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const resultRef = useRef<HTMLHeadingElement>(null);
  const { submitting, error, formRef, focusFirstError, send, showFailure } = useFormSubmission();

  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => fieldMessage(fieldIssue(passwordField, value), 'password'),
      confirmPassword: (value, values) => {
        if (value === '') return fieldMessage('required', 'confirm');
        return value === values.password ? null : fieldMessage('passwords_mismatch');
      },
    },
    enhanceGetInputProps: validateOnBlur,
  });
  useRetranslatedErrors(form);

  useEffect(() => {
    if (outcome !== 'form') resultRef.current?.focus();
  }, [outcome]);

  const submit = form.onSubmit(
    (values) =>
      send(
        async () => {
          await api(`/auth/resetpassword/${encodeURIComponent(token)}`, {
            method: 'PUT',
            body: { password: values.password },
            anonymous: true,
          });
          setOutcome('done');
        },
        (caught) => {
          if (isUnusableToken(caught)) {
            setOutcome('invalid');
            return;
          }
          // A field's problem is told there; anything else above the form, which takes the focus.
          showFailure(form, serverFieldErrors(caught, ['password']), () =>
            apiErrorMessage(caught, t('errors.requestFailed')),
          );
        },
      ),
    (errors) => focusFirstError(errors),
  );

  const openLogin = () => {
    void navigate('/', { replace: true });
    authDialog.open('login', { variant: 'default', redirect: null });
  };

  return (
    <Container size={480} px="md" py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2" ref={resultRef} tabIndex={-1} style={{ outline: 'none' }}>
            {outcome === 'invalid' ? t('reset.invalidTitle') : t('reset.title')}
          </Title>

          {outcome === 'done' ? (
            <>
              <Alert
                role="status"
                color="uzungol"
                variant="light"
                icon={<IconCircleCheck aria-hidden="true" />}
              >
                {t('reset.success')}
              </Alert>
              <Button size="md" fullWidth onClick={openLogin}>
                {t('reset.logIn')}
              </Button>
            </>
          ) : null}

          {outcome === 'invalid' ? (
            <>
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
                {t('reset.invalidToken')}
              </Alert>
              <Button size="md" fullWidth onClick={() => authDialog.open('forgot', { variant: 'default' })}>
                {t('reset.requestNew')}
              </Button>
            </>
          ) : null}

          {outcome === 'form' ? (
            <>
              <Text c="dimmed" size="sm">
                {t('reset.intro', { min: PASSWORD_MIN })}
              </Text>
              <FormErrorAlert error={error} />
              <form ref={formRef} onSubmit={submit} noValidate>
                <Stack gap="md">
                  <PasswordField
                    autoComplete="new-password"
                    label={t('fields.newPassword')}
                    showLabel={t('fields.showPassword')}
                    {...form.getInputProps('password')}
                  />
                  <PasswordField
                    autoComplete="new-password"
                    label={t('fields.confirmNewPassword')}
                    showLabel={t('fields.showPassword')}
                    {...form.getInputProps('confirmPassword')}
                  />
                  <Button type="submit" size="md" fullWidth loading={submitting}>
                    {t('reset.submit')}
                  </Button>
                </Stack>
              </form>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
