import { type AdminBlogTagDto, tagNameIn } from '@app/shared/blog/tags';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { everyLanguage } from '@app/shared/i18n/per-language';
import { ActionIcon, Alert, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconSearch } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../../components/states/error-state';
import { LoadingState } from '../../../../components/states/loading-state';
import { formatNumber, languageName, localeOf } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useAdminTags } from '../api/blog-admin-api';
import { TagNamesForm } from './tag-names-form';

/** How many tags the manager lists at once; a search narrows them. */
const LISTED = 200;

/** Every tag with its spelling per language, searchable, each editable in place. */
export function TagManagerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const lang = currentLanguage();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const tags = useAdminTags(query, LISTED);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());

  // Back from a tag's form, the cursor returns to its edit button.
  useEffect(() => {
    if (editing === null && focusId) editButtons.current.get(focusId)?.focus();
  }, [editing, focusId]);

  const close = (id: string) => {
    setEditing(null);
    setFocusId(id);
  };
  const missingList = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' });
  const list = tags.data ?? [];

  const row = (tag: AdminBlogTagDto) => {
    const shown = tagNameIn(tag, lang);
    const names = everyLanguage(tag.names);
    const missing = LANGUAGES.filter((l) => !names[l].trim() && l !== tag.nameLang);
    // How the tag reads in the other languages, where that differs from what is shown.
    const seen = new Set([shown.name]);
    const others = LANGUAGES.flatMap((l) => {
      const text = names[l].trim() || (l === tag.nameLang ? tag.name : '');
      if (l === shown.lang || !text || seen.has(text)) return [];
      seen.add(text);
      return [{ lang: l, text }];
    });
    if (editing === tag._id)
      return (
        <TagNamesForm
          tag={tag}
          onCancel={() => close(tag._id)}
          onSaved={(saved) => {
            setNotice({ text: t('tags.saved', { name: saved.name }), error: false });
            close(tag._id);
          }}
          onGone={() => {
            setNotice({ text: t('tags.gone'), error: true });
            setEditing(null);
            void tags.refetch();
          }}
        />
      );
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate lang={shown.lang === lang ? undefined : shown.lang} dir="auto">
            {shown.name}
          </Text>
          {others.length > 0 ? (
            <Text size="sm" truncate>
              {others.map((other, i) => (
                <Fragment key={other.lang}>
                  {i > 0 ? ' · ' : null}
                  <bdi lang={other.lang}>{other.text}</bdi>
                </Fragment>
              ))}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('tags.posts', { count: tag.postCount, formatted: formatNumber(tag.postCount, lang) })}
            {missing.length > 0
              ? ` · ${t('tags.missing', { languages: missingList.format(missing.map((l) => languageName(l, lang))) })}`
              : null}
          </Text>
        </Stack>
        <ActionIcon
          ref={(node) => {
            if (node) editButtons.current.set(tag._id, node);
            else editButtons.current.delete(tag._id);
          }}
          variant="subtle"
          size={36}
          aria-label={t('tags.edit', { name: shown.name })}
          onClick={() => {
            setNotice(null);
            setEditing(tag._id);
          }}
        >
          <IconEdit size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tags.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('tags.intro')}</Text>
        <TextInput
          type="search"
          label={t('tags.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          dir="auto"
        />
        {notice ? (
          <Alert
            color={notice.error ? 'red' : 'teal'}
            variant="light"
            role={notice.error ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel={t('actions.dismiss')}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
        {tags.isPending ? (
          <LoadingState label={t('tags.loading')} />
        ) : tags.isError ? (
          <ErrorState
            message={t('tags.loadFailed')}
            onRetry={() => void tags.refetch()}
            retrying={tags.isFetching}
          />
        ) : list.length === 0 ? (
          <Text c="dimmed" role="status">
            {query ? t('tags.noMatch', { query }) : t('tags.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.map((tag) => (
              <Paper
                key={tag._id}
                component="li"
                withBorder
                radius="md"
                px="sm"
                py={editing === tag._id ? 'sm' : 6}
              >
                {row(tag)}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
