import { nameField, phoneField, type UserDto } from '@app/shared/auth/schemas';
import { Alert, Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { validateOnBlur } from '../../../lib/blur-validation';
import { useFocusFirstError, useFocusWhenShown } from '../../../lib/form-focus';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useRetranslatedErrors } from '../../../lib/use-retranslated-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/profile-queries';
import { fieldIssue } from '../utils/field-issue';
import { profileFieldTexts } from '../utils/field-texts';
import { AvatarField } from './avatar-field';

/** Name, phone, profile photo (uploaded on its own) and the email-offers preference. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
  const fieldMessage = useFieldMessage(profileFieldTexts);
  const errorMessage = useErrorMessage();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const savedRef = useFocusWhenShown(saved);

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: user.name,
      phone: user.phone,
      emailNotifications: user.preferences.notifications.email,
    },
    validate: {
      name: (value) => fieldMessage(fieldIssue(nameField, value), 'name'),
      phone: (value) => fieldMessage(fieldIssue(phoneField, value), 'phone'),
    },
    enhanceGetInputProps: validateOnBlur,
    onValuesChange: () => setSaved(false),
  });
  useRetranslatedErrors(form);

  const submit = form.onSubmit(
    (values) => {
      setSaved(false);
      update.mutate(
        {
          name: values.name.trim(),
          phone: values.phone.trim(),
          preferences: { notifications: { email: values.emailNotifications } },
        },
        {
          onSuccess: ({ user: next }) => {
            const fresh = {
              name: next.name,
              phone: next.phone,
              emailNotifications: next.preferences.notifications.email,
            };
            form.setValues(fresh);
            form.resetDirty(fresh);
            setSaved(true);
          },
          onError: (error) => {
            if (!(error instanceof ApiError)) return;
            const fields: Record<string, string> = {};
            for (const e of error.errors) {
              if (e.field === 'name' || e.field === 'phone')
                fields[e.field] = fieldMessage(e.code, e.field) ?? e.message;
            }
            for (const [field, message] of Object.entries(fields)) form.setFieldError(field, message);
            focusFirstError(fields);
          },
        },
      );
    },
    (errors) => focusFirstError(errors),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t('details.title')}
          </Title>
          {saved ? (
            <Alert
              ref={savedRef}
              tabIndex={-1}
              role="status"
              color="uzungol"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
            >
              {t('details.saved')}
            </Alert>
          ) : null}
          {update.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              {errorMessage(update.error, t('details.saveFailed'))}
            </Alert>
          ) : null}
          <TextInput
            size="md"
            required
            autoComplete="name"
            label={t('details.name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            size="md"
            label={t('details.email')}
            description={t('details.emailHint')}
            value={user.email}
            readOnly
            type="email"
            dir="ltr"
            autoComplete="email"
          />
          <TextInput
            size="md"
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            label={t('details.phone')}
            description={t('details.phoneHint')}
            placeholder="+90 555 123 45 67"
            {...form.getInputProps('phone')}
          />
          <AvatarField user={user} />
          <Switch
            size="md"
            label={t('details.notifications')}
            description={t('details.notificationsHint')}
            {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={update.isPending} disabled={!form.isDirty()}>
              {t('details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
