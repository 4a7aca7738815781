import { type AdminBlogTagDto, blogTagNamesInput, type TagSpellings } from '@app/shared/blog/tags';
import { directionOf, LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { everyLanguage } from '@app/shared/i18n/per-language';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { schemaIssues } from '../../../../lib/schema-issues';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useSaveTagNames } from '../api/blog-admin-api';
import { blogErrorTexts, blogFieldTexts } from '../utils/field-texts';

interface TagNamesFormProps {
  tag: AdminBlogTagDto;
  onSaved: (tag: AdminBlogTagDto) => void;
  onCancel: () => void;
  /** The tag was removed meanwhile (404). */
  onGone: () => void;
}

/** One tag's spelling in each language; an empty one shows the name it was first written with. */
export function TagNamesForm({ tag, onSaved, onCancel, onGone }: TagNamesFormProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const lang = currentLanguage();
  const save = useSaveTagNames();
  const fieldMessage = useFieldMessage(blogFieldTexts('en'));
  const errorMessage = useErrorMessage(blogErrorTexts);
  const titleId = useId();
  const [names, setNames] = useState<TagSpellings>(() => everyLanguage(tag.names));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Language, HTMLInputElement | null>>>({});

  /** Shows the issues beside their fields and puts the cursor in the first of them. */
  const showIssues = (issues: { field: string; code: string; message?: string }[]) => {
    const next: Record<string, string> = {};
    for (const issue of issues) next[issue.field] = fieldMessage(issue.code, issue.field, issue.message);
    setErrors(next);
    const first = LANGUAGES.find((l) => next[`names.${l}`]);
    if (first) inputs.current[first]?.focus();
    return Object.keys(next).length > 0;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setFormError(null);
    const body = { names };
    const parsed = blogTagNamesInput.safeParse(body);
    if (!parsed.success) {
      showIssues(schemaIssues(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: tag._id, body: parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) return onGone();
          if (error instanceof ApiError && showIssues(error.errors)) return;
          setFormError(errorMessage(error, t('tags.saveFailed')));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('tags.editTitle', { name: tag.name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tags.firstWritten', { name: tag.name, language: languageName(tag.nameLang, lang) })}
        </Text>
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {LANGUAGES.map((l) => {
            const dir = directionOf(l);
            return (
              <TextInput
                key={l}
                ref={(node) => {
                  inputs.current[l] = node;
                }}
                label={t('tags.spelling', { language: languageName(l, lang) })}
                placeholder={tag.name}
                value={names[l]}
                error={errors[`names.${l}`]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setNames((current) => ({ ...current, [l]: value }));
                }}
                lang={l}
                dir={dir}
                attributes={{ input: { dir, lang: l } }}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('tags.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
