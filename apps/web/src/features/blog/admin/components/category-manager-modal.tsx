import type { AdminBlogCategoryDto } from '@app/shared/blog/schemas';
import { blogCategoryInput } from '@app/shared/blog/schemas';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { everyLanguage } from '@app/shared/i18n/per-language';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { languageInputProps } from '../../../../components/admin/language-tabs';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { ErrorState } from '../../../../components/states/error-state';
import { LoadingState } from '../../../../components/states/loading-state';
import { ApiError } from '../../../../lib/api-client';
import { formatNumber, languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { schemaIssues } from '../../../../lib/schema-issues';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFieldMessage } from '../../../../lib/use-field-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useBlogCategories, useDeleteCategory, useSaveCategory } from '../api/blog-admin-api';
import { blogErrorTexts, blogFieldTexts } from '../utils/field-texts';

type Texts = Record<Language, string>;

interface Draft {
  id: string | null;
  name: Texts;
  description: Texts;
  slug: string;
}

const blank = (): Draft => ({
  id: null,
  name: emptyLocalized(),
  description: emptyLocalized(),
  slug: '',
});

function fromDto(c: AdminBlogCategoryDto): Draft {
  return { id: c._id, name: everyLanguage(c.name), description: everyLanguage(c.description), slug: c.slug };
}

/** Add, rename and remove blog categories, with their names in every language. */
export function CategoryManagerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const lang = currentLanguage();
  const categories = useBlogCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const fieldMessage = useFieldMessage(blogFieldTexts('en'));
  const errorMessage = useErrorMessage(blogErrorTexts);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminBlogCategoryDto | null>(null);
  /** Where focus goes back to once a category is deleted: this dialog, not the page behind it. */
  const newRef = useRef<HTMLButtonElement>(null);

  const edit = (next: Draft | null) => {
    setDraft(next);
    setErrors({});
    setFormError(null);
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!draft) return;
    const body = { name: draft.name, description: draft.description, slug: draft.slug };
    const parsed = blogCategoryInput.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of schemaIssues(parsed.error))
        next[issue.field] = fieldMessage(issue.code, issue.field);
      setErrors(next);
      return;
    }
    save.mutate(
      { id: draft.id, body },
      {
        onSuccess: () => edit(null),
        onError: (error) => {
          const next: Record<string, string> = {};
          if (error instanceof ApiError)
            for (const issue of error.errors)
              next[issue.field] = fieldMessage(issue.code, issue.field, issue.message);
          setErrors(next);
          setFormError(Object.keys(next).length > 0 ? null : errorMessage(error, t('categories.saveFailed')));
        },
      },
    );
  };

  const list = categories.data ?? [];

  return (
    <>
      <Modal
        opened={opened && toDelete === null}
        onClose={onClose}
        title={t('categories.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="md">
          {categories.isPending ? (
            <LoadingState label={t('categories.loading')} />
          ) : categories.isError ? (
            <ErrorState
              message={t('categories.loadFailed')}
              onRetry={() => void categories.refetch()}
              retrying={categories.isFetching}
            />
          ) : list.length === 0 ? (
            <Text c="dimmed">{t('categories.empty')}</Text>
          ) : (
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.map((c) => {
                const name = pickLocalized(c.name, lang).text;
                return (
                  <Paper key={c._id} component="li" withBorder radius="md" px="sm" py={6}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('categories.posts', {
                            count: c.postCount,
                            formatted: formatNumber(c.postCount, lang),
                          })}
                        </Text>
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size={36}
                          aria-label={t('categories.edit', { name })}
                          onClick={() => edit(fromDto(c))}
                        >
                          <IconEdit size={18} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={36}
                          aria-label={t('categories.delete', { name })}
                          onClick={() => setToDelete(c)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}

          {draft ? (
            <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {draft.id ? t('categories.editTitle') : t('categories.newTitle')}
                </Title>
                {formError ? (
                  <Alert color="red" variant="light" role="alert">
                    {formError}
                  </Alert>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  {LANGUAGES.map((l) => (
                    <TextInput
                      key={l}
                      label={t('categories.name', { language: languageName(l, currentLanguage()) })}
                      withAsterisk={l === 'en'}
                      value={draft.name[l]}
                      error={errors[`name.${l}`]}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setDraft((d) => (d ? { ...d, name: { ...d.name, [l]: value } } : d));
                      }}
                      {...languageInputProps(l)}
                    />
                  ))}
                </SimpleGrid>
                {LANGUAGES.map((l) => (
                  <Textarea
                    key={l}
                    label={t('categories.description', { language: languageName(l, currentLanguage()) })}
                    autosize
                    minRows={1}
                    maxRows={3}
                    value={draft.description[l]}
                    error={errors[`description.${l}`]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setDraft((d) => (d ? { ...d, description: { ...d.description, [l]: value } } : d));
                    }}
                    {...languageInputProps(l)}
                  />
                ))}
                <TextInput
                  label={t('categories.slug')}
                  description={t('categories.slugHint')}
                  dir="ltr"
                  value={draft.slug}
                  error={errors.slug}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDraft((d) => (d ? { ...d, slug: value } : d));
                  }}
                />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => edit(null)}>
                    {t('actions.cancel')}
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    {draft.id ? t('categories.save') : t('categories.add')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ) : (
            <Button
              variant="light"
              w="fit-content"
              ref={newRef}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => edit(blank())}
            >
              {t('categories.new')}
            </Button>
          )}
        </Stack>
      </Modal>
      <ConfirmDeleteDialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('categories.deleteTitle')}
        body={t('categories.deleteBody', { name: toDelete ? pickLocalized(toDelete.name, lang).text : '' })}
        confirmLabel={t('categories.deleteConfirm')}
        cancelLabel={t('actions.cancel')}
        mutation={remove}
        id={toDelete?._id ?? null}
        errorText={(error) => errorMessage(error, t('categories.deleteFailed'))}
        onDeleted={() => {
          if (draft?.id === toDelete?._id) edit(null);
        }}
        focusAfter={() => newRef.current?.focus()}
      />
    </>
  );
}
