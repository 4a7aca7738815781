import { changePasswordBody, passwordField } from '@app/shared/auth/schemas';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { validateOnBlur } from '../../../lib/blur-validation';
import { useFocusFirstError, useFocusWhenShown } from '../../../lib/form-focus';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useRetranslatedErrors } from '../../../lib/use-retranslated-errors';
import { TranslatedText, useTranslation } from '../../../lib/use-translation';
import { useChangePassword } from '../api/profile-queries';
import { fieldIssue } from '../utils/field-issue';
import { profileFieldTexts } from '../utils/field-texts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; other devices are signed out by the server on success. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const fieldMessage = useFieldMessage(profileFieldTexts);
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const titleId = useId();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const changedRef = useFocusWhenShown(changed);

  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      currentPassword: (value) =>
        fieldMessage(fieldIssue(changePasswordBody.shape.currentPassword, value), 'current'),
      newPassword: (value, values) =>
        fieldMessage(fieldIssue(passwordField, value), 'password') ??
        (value === values.currentPassword ? fieldMessage('same_as_current', 'password') : null),
      confirmPassword: (value, values) => {
        if (value === '') return fieldMessage('required', 'confirm');
        return value === values.newPassword ? null : fieldMessage('passwords_mismatch', 'confirm');
      },
    },
    enhanceGetInputProps: validateOnBlur,
    onValuesChange: () => setChanged(false),
  });
  useRetranslatedErrors(form);

  const submit = form.onSubmit(
    (values) => {
      setChanged(false);
      change.mutate(
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        {
          onSuccess: () => {
            form.setValues(EMPTY);
            form.resetDirty(EMPTY);
            form.resetTouched();
            setChanged(true);
          },
          onError: (error) => {
            if (!(error instanceof ApiError)) return;
            const fields: Record<string, ReactNode> = {};
            if (error.code === 'wrong_current_password')
              fields.currentPassword = <TranslatedText ns="profile" k="password.wrongCurrent" />;
            for (const e of error.errors) {
              if (e.field === 'newPassword')
                fields.newPassword = fieldMessage(e.code, 'password') ?? e.message;
            }
            for (const [field, message] of Object.entries(fields)) form.setFieldError(field, message);
            focusFirstError(fields);
          },
        },
      );
    },
    (errors) => focusFirstError(errors),
  );

  // The wrong current password is shown on its field; other failures above the form.
  const showAlert =
    change.isError && !(change.error instanceof ApiError && change.error.code === 'wrong_current_password');
  const toggle = { 'aria-label': t('password.showPassword') };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t('password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('password.lead')}
          </Text>
          {changed ? (
            <Alert
              ref={changedRef}
              tabIndex={-1}
              role="status"
              color="uzungol"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
            >
              {t('password.changed')}
            </Alert>
          ) : null}
          {showAlert ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              {errorMessage(change.error, t('password.failed'))}
            </Alert>
          ) : null}
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput
            size="md"
            required
            autoComplete="current-password"
            label={t('password.current')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            size="md"
            required
            autoComplete="new-password"
            label={t('password.new')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            size="md"
            required
            autoComplete="new-password"
            label={t('password.confirm')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
