import { Alert, Button, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFocusFirstError, useFocusWhenShown } from '../../../lib/form-focus';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { type PlainTextKey, useTranslation } from '../../../lib/use-translation';
import { useSendComment } from '../api/blog-api';
import { COMMENT_MAX } from '../utils/limits';
import classes from './comment-form.module.css';

type Field = 'name' | 'email' | 'body';
type Values = Record<Field, string>;
/** Errors are kept as text keys, so they follow a language switch. */
type Errors = Partial<Record<Field, PlainTextKey<'blog'>>>;
const FIELDS: readonly Field[] = ['name', 'email', 'body'];

/** The text key for a shared field issue code, the same for the form's checks and the server's. */
const errorKey = (field: Field, code: string): PlainTextKey<'blog'> =>
  code === 'too_long' ? 'comments.errors.tooLong' : `comments.errors.${field}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Leave a comment: name and email (filled in for a signed-in reader), the text, and a field people
 * never see that bots fill in. A comment waits for a moderator, and the form says so.
 */
export function CommentForm({ slug }: { slug: string }) {
  const { t } = useTranslation(['blog', 'common']);
  const { user } = useSession();
  const send = useSendComment(slug);
  const formId = useId();
  const [values, setValues] = useState<Values>(() => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    body: '',
  }));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const sentRef = useFocusWhenShown(sent);

  // The reader may be recognised only after the page is shown: fill in what is still empty.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({ ...v, name: v.name || user.name, email: v.email || user.email }));
  }, [user]);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const check = (v: Values): Errors => {
    const found: Errors = {};
    if (!v.name.trim()) found.name = errorKey('name', 'required');
    if (!EMAIL.test(v.email.trim())) found.email = errorKey('email', 'invalid_email');
    if (v.body.trim().length < 2) found.body = errorKey('body', 'too_short');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const found = check(values);
    setErrors(found);
    if (focusFirstError(found)) return;
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        body: values.body.trim(),
        lang: currentLanguage(),
        website,
      },
      {
        onSuccess: () => {
          setSent(true);
          setValues((v) => ({ ...v, body: '' }));
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fromServer: Errors = {};
          for (const e of error.errors) {
            const field = FIELDS.find((f) => f === e.field);
            if (field) fromServer[field] = errorKey(field, e.code);
          }
          setErrors(fromServer);
          focusFirstError(fromServer);
        },
      },
    );
  };

  const error = send.error;
  const fieldsFailed = error instanceof ApiError && error.errors.length > 0;
  const failure = !error
    ? null
    : !(error instanceof ApiError)
      ? t('comments.failed')
      : error.code === 'comments_closed' || error.status === 409
        ? t('comments.closed')
        : error.status === 429
          ? error.message || t('common:errors.rateLimited')
          : error.status === 0
            ? t(error.code === 'timeout' ? 'common:errors.timeout' : 'common:errors.network')
            : fieldsFailed
              ? t('comments.fix')
              : error.message || t('comments.failed');

  // With no field to point at, the message itself takes the focus the Send button had.
  const failureRef = useFocusWhenShown(failure !== null && !fieldsFailed);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className={classes.form}
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className={classes.title}>
        {t('comments.formTitle')}
      </h3>
      <p className={classes.note}>{t('comments.moderated')}</p>
      {sent ? (
        <Alert ref={sentRef} tabIndex={-1} color="uzungol" role="status" title={t('comments.pendingTitle')}>
          {t('comments.pending')}
        </Alert>
      ) : null}
      <div className={classes.pair}>
        <TextInput
          label={t('comments.name')}
          name="name"
          autoComplete="name"
          maxLength={80}
          withAsterisk
          value={values.name}
          onChange={change('name')}
          error={errors.name ? t(errors.name) : null}
          data-path="name"
        />
        <TextInput
          label={t('comments.email')}
          description={t('comments.emailHint')}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          withAsterisk
          value={values.email}
          onChange={change('email')}
          error={errors.email ? t(errors.email) : null}
          data-path="email"
        />
      </div>
      <Textarea
        label={t('comments.body')}
        name="body"
        withAsterisk
        autosize
        minRows={4}
        maxLength={COMMENT_MAX}
        value={values.body}
        onChange={change('body')}
        error={errors.body ? t(errors.body) : null}
        data-path="body"
      />
      {/* Left empty by people (it is off screen and out of the tab order); bots fill it in. */}
      <div className={classes.trap} aria-hidden="true">
        <label htmlFor={`${formId}-website`}>{t('comments.honeypot')}</label>
        <input
          id={`${formId}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.currentTarget.value)}
        />
      </div>
      {failure ? (
        <Alert ref={failureRef} tabIndex={-1} color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className={classes.actions}>
        <Button type="submit" loading={send.isPending}>
          {t('comments.submit')}
        </Button>
      </div>
    </form>
  );
}
