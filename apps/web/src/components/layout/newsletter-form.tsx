import { emailProblem } from '@app/shared/auth/rules';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../lib/api-client';
import { useFocusFirstError, useFocusWhenShown } from '../../lib/form-focus';
import { currentLanguage } from '../../lib/i18n';
import { type PlainTextKey, useTranslation } from '../../lib/use-translation';

/** Messages are kept as text keys, so they follow a language switch. */
type Key = PlainTextKey<'layout'>;
type Outcome = { kind: 'success' | 'already' } | { kind: 'error'; message: Key } | null;

/** Maps a failed subscribe call to a field error or a message, both as translation keys. */
export function newsletterErrorKey(error: unknown): { field?: Key; message?: Key; kind?: 'already' } {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.code === 'already_subscribed') return { kind: 'already' };
    const emailIssue = error.fieldError('email');
    if (error.status === 400 && emailIssue) {
      return { field: emailIssue.code === 'required' ? 'newsletter.required' : 'newsletter.invalidEmail' };
    }
    if (error.status === 429) return { message: 'common:errors.rateLimited' };
    if (error.code === 'network_error') return { message: 'common:errors.network' };
    if (error.code === 'timeout') return { message: 'common:errors.timeout' };
  }
  return { message: 'newsletter.failed' };
}

export function NewsletterForm() {
  const { t } = useTranslation(['layout', 'common']);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<Key | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  // The outcome replaces the focus the Subscribe button had (it is busy while the request runs).
  const outcomeRef = useFocusWhenShown(outcome !== null);

  const subscribe = useMutation({
    mutationFn: (address: string) =>
      api<unknown>('/newsletter', {
        method: 'POST',
        body: { email: address, language: currentLanguage() },
        anonymous: true,
      }),
    onSuccess: () => {
      setOutcome({ kind: 'success' });
      setEmail('');
    },
    onError: (error) => {
      const mapped = newsletterErrorKey(error);
      if (mapped.kind === 'already') setOutcome({ kind: 'already' });
      else if (mapped.field) {
        setFieldError(mapped.field);
        focusFirstError({ email: mapped.field });
      } else setOutcome({ kind: 'error', message: mapped.message ?? 'newsletter.failed' });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const problem = emailProblem(email);
    if (problem) {
      const key = problem === 'required' ? 'newsletter.required' : 'newsletter.invalidEmail';
      setFieldError(key);
      focusFirstError({ email: key });
      return;
    }
    setFieldError(null);
    subscribe.mutate(email.trim());
  };

  return (
    <section aria-labelledby="newsletter-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="newsletter-title">
          {t('newsletter.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('newsletter.description')}
        </Text>
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack gap="xs">
            <TextInput
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              label={t('newsletter.emailLabel')}
              placeholder={t('newsletter.emailPlaceholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
              error={fieldError ? t(fieldError) : null}
              data-path="email"
              readOnly={subscribe.isPending}
              required
            />
            <Button type="submit" loading={subscribe.isPending}>
              {t('newsletter.submit')}
            </Button>
          </Stack>
        </form>
        <div>
          {outcome?.kind === 'success' ? (
            <Alert
              ref={outcomeRef}
              tabIndex={-1}
              role="status"
              color="uzungol"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
            >
              {t('newsletter.success')}
            </Alert>
          ) : null}
          {outcome?.kind === 'already' ? (
            <Alert
              ref={outcomeRef}
              tabIndex={-1}
              role="status"
              color="sea"
              variant="light"
              icon={<IconInfoCircle aria-hidden="true" />}
            >
              {t('newsletter.alreadySubscribed')}
            </Alert>
          ) : null}
          {outcome?.kind === 'error' ? (
            <Alert
              ref={outcomeRef}
              tabIndex={-1}
              color="red"
              variant="light"
              role="alert"
              icon={<IconInfoCircle aria-hidden="true" />}
            >
              {t(outcome.message)}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </section>
  );
}
