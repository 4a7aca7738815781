import { CONTACT_SUBJECTS, contactInput } from '@app/shared/contact/schemas';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError, api } from '../../lib/api-client';
import { useFocusFirstError, useFocusWhenShown } from '../../lib/form-focus';
import { useSession } from '../../lib/session/session-store';
import { useRetranslatedErrors } from '../../lib/use-retranslated-errors';
import { type PlainTextKey, TranslatedText, useTranslation } from '../../lib/use-translation';

type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];

/** The text (a key in company.json) for a shared field issue code, the same for the form and the server. */
export function contactFieldKey(field: Field, code: string): PlainTextKey<'company'> {
  if (code === 'too_long') return 'contact.errors.tooLong';
  if (field === 'phone') return 'contact.errors.phone';
  return `contact.errors.${field}`;
}

function issueOf(field: Field, value: string): string | null {
  const result = contactInput.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid_value');
}

/** The contact form: checked with the server's own rules, answered field by field. */
export function ContactForm() {
  const { t } = useTranslation('company');
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const sentRef = useFocusWhenShown(sent);
  const check = (field: Field) => (value: string) => {
    const code = issueOf(field, value);
    return code ? t(contactFieldKey(field, code)) : null;
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      subject: 'other' as (typeof CONTACT_SUBJECTS)[number],
      message: '',
      website: '',
    },
    validate: {
      name: check('name'),
      email: check('email'),
      phone: check('phone'),
      message: check('message'),
    },
  });
  useRetranslatedErrors(form);
  const send = useMutation({
    mutationFn: (body: typeof form.values) => api<unknown>('/contact', { method: 'POST', body }),
    onSuccess: () => {
      setSent(true);
      form.reset();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fields: Record<string, ReactNode> = {};
      for (const e of error.errors) {
        const field = FIELDS.find((f) => f === e.field);
        if (field) fields[field] = <TranslatedText ns="company" k={contactFieldKey(field, e.code)} />;
      }
      form.setErrors(fields);
      focusFirstError(fields);
    },
  });
  const failure =
    send.error instanceof ApiError
      ? send.error.status === 429
        ? t('contact.tooMany')
        : send.error.errors.length
          ? t('contact.fix')
          : send.error.message
      : send.error
        ? t('contact.failed')
        : null;
  // With no field to point at, the message itself takes the focus the Send button had.
  const failureRef = useFocusWhenShown(
    failure !== null && !(send.error instanceof ApiError && send.error.errors.length),
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="contact-form"
    >
      <Title order={2} size="h4" id="contact-form" mb="md">
        {t('contact.formTitle')}
      </Title>
      {sent ? (
        <Alert
          ref={sentRef}
          tabIndex={-1}
          color="uzungol"
          role="status"
          title={t('contact.sentTitle')}
          mb="md"
        >
          {t('contact.sent')}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit(
          (values) => {
            setSent(false);
            send.mutate(values);
          },
          (errors) => focusFirstError(errors),
        )}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('contact.name')}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              type="email"
              dir="ltr"
              label={t('contact.email')}
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput
              type="tel"
              label={t('contact.phone')}
              description={t('contact.optional')}
              autoComplete="tel"
              dir="ltr"
              {...form.getInputProps('phone')}
            />
            <Select
              label={t('contact.subject')}
              data={CONTACT_SUBJECTS.map((s) => ({ value: s, label: t(`contact.subjects.${s}`) }))}
              allowDeselect={false}
              {...form.getInputProps('subject')}
            />
          </SimpleGrid>
          <Textarea
            label={t('contact.message')}
            withAsterisk
            autosize
            minRows={5}
            maxLength={5000}
            {...form.getInputProps('message')}
          />
          {/* Left empty by people; bots fill it and their message is dropped. */}
          <div
            aria-hidden="true"
            style={{
              position: 'absolute',
              insetInlineStart: '-10000px',
              width: 1,
              height: 1,
              overflow: 'hidden',
            }}
          >
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
            </label>
          </div>
          {failure ? (
            <Alert ref={failureRef} tabIndex={-1} color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {t('contact.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
