import type { AdminBlogPostRowDto } from '@app/shared/blog/schemas';
import { Alert, Badge, Button, CloseButton, Group, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconArchive, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AdminListFooter } from '../../../components/admin/admin-list-footer';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListSearch } from '../../../components/admin/admin-list-search';
import { AdminListEmpty, AdminListStates } from '../../../components/admin/admin-list-states';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { focusPageHeading } from '../../../lib/focus-heading';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { shownRange } from '../../../lib/shown-range';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useListQuery, useStayWithinPages } from '../../../lib/use-list-query';
import { useTranslation } from '../../../lib/use-translation';
import {
  type BulkResult,
  POSTS_PAGE_SIZE,
  type PostFilter,
  useAdminPosts,
  useBlogOverview,
  useBulkPostAction,
  useDeletePost,
} from './api/blog-admin-api';
import { PostList } from './components/post-list';
import { blogErrorTexts } from './utils/field-texts';
import { removeLocalDraft } from './utils/local-draft';

const FILTERS: readonly PostFilter[] = ['all', 'draft', 'published', 'scheduled', 'archived'];

type BulkAction = 'publish' | 'archive';

function readFilter(value: string | null): PostFilter {
  return (FILTERS as readonly string[]).includes(value ?? '') ? (value as PostFilter) : 'all';
}

/** `/blog-admin/posts`: every post by status, searchable, with bulk publish and archive. */
export function BlogPostsPage() {
  const { t } = useTranslation(['adminBlog', 'admin', 'common']);
  const lang = currentLanguage();
  const { params, q, page, search, setSearch, update, clear } = useListQuery();
  const filter = readFilter(params.get('status'));
  const list = useAdminPosts(filter, q, page);
  const overview = useBlogOverview();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [result, setResult] = useState<{ action: BulkAction; result: BulkResult } | null>(null);
  const [toDelete, setToDelete] = useState<AdminBlogPostRowDto | null>(null);
  const bulk = useBulkPostAction();
  const remove = useDeletePost();
  const { focusAfterClose, modalProps } = useFocusAfterClose();
  const errorMessage = useErrorMessage(blogErrorTexts);

  // A new list (filter, search, page) starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list only
  useEffect(() => setSelected([]), [filter, q, page]);

  const data = list.data;
  useStayWithinPages(list, page, update);

  const counts = overview.data?.posts;
  const rows = data?.data ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row._id));
  const someSelected = rows.some((row) => selected.includes(row._id));

  const runBulk = () => {
    if (!confirming) return;
    const action = confirming;
    bulk.mutate(
      { ids: selected, action },
      {
        onSuccess: (answer) => {
          // The bar with the buttons goes away with the selection: focus waits on the heading.
          focusAfterClose(focusPageHeading);
          setConfirming(null);
          setSelected([]);
          setResult({ action, result: answer });
        },
      },
    );
  };

  return (
    <AdminListPage
      title={t('admin:blogNav.posts')}
      lead={t('admin:blogLeads.posts')}
      create={{ to: '/blog-admin/create', label: t('posts.newPost') }}
      dialogs={
        <>
          <Modal
            opened={confirming !== null}
            onClose={() => {
              bulk.reset();
              setConfirming(null);
            }}
            title={
              confirming
                ? t(`bulk.confirmTitle.${confirming}`, {
                    count: selected.length,
                    formatted: formatNumber(selected.length, lang),
                  })
                : ''
            }
            centered
            closeButtonProps={{ 'aria-label': t('common:actions.close') }}
            {...modalProps}
          >
            <Stack gap="md">
              <Text>{confirming ? t(`bulk.confirmBody.${confirming}`) : ''}</Text>
              {bulk.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(bulk.error, t('bulk.failed'))}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  data-autofocus
                  onClick={() => {
                    bulk.reset();
                    setConfirming(null);
                  }}
                >
                  {t('actions.cancel')}
                </Button>
                <Button loading={bulk.isPending} onClick={runBulk}>
                  {confirming ? t(`bulk.confirm.${confirming}`) : ''}
                </Button>
              </Group>
            </Stack>
          </Modal>

          <ConfirmDeleteDialog
            opened={toDelete !== null}
            onClose={() => setToDelete(null)}
            title={t('delete.title')}
            body={t('delete.body', { title: toDelete?.title || t('editor.untitled') })}
            confirmLabel={t('delete.confirm')}
            cancelLabel={t('actions.cancel')}
            mutation={remove}
            id={toDelete?._id ?? null}
            errorText={(error) => errorMessage(error, t('delete.failed'))}
            onDeleted={() => {
              if (toDelete) {
                removeLocalDraft(toDelete._id);
                setSelected((ids) => ids.filter((id) => id !== toDelete._id));
                notify({
                  color: 'uzungol',
                  message: t('delete.done', { title: toDelete.title || t('editor.untitled') }),
                });
              }
            }}
          />
        </>
      }
    >
      <Tabs
        value={filter}
        onChange={(next) => update({ status: next === 'all' ? null : next, page: null })}
        variant="outline"
      >
        <Tabs.List aria-label={t('posts.filterLabel')}>
          {FILTERS.map((f) => (
            <Tabs.Tab
              key={f}
              value={f}
              rightSection={
                counts ? (
                  <Badge size="sm" variant="light" color="gray" component="span">
                    {formatNumber(
                      f === 'all'
                        ? counts.draft + counts.published + counts.scheduled + counts.archived
                        : counts[f],
                      lang,
                    )}
                  </Badge>
                ) : null
              }
            >
              {t(`posts.filters.${f}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <AdminListSearch
        label={t('posts.search')}
        placeholder={t('posts.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        refreshing={list.isFetching && !list.isPending}
      />

      {result ? (
        <Alert
          color={result.result.skipped > 0 ? 'orange' : 'uzungol'}
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setResult(null)}
        >
          {t(`bulk.done.${result.action}`, {
            count: result.result.updated,
            formatted: formatNumber(result.result.updated, lang),
          })}
          {result.result.skipped > 0
            ? ` ${t('bulk.skipped', {
                count: result.result.skipped,
                formatted: formatNumber(result.result.skipped, lang),
              })}`
            : ''}
        </Alert>
      ) : null}

      {selected.length > 0 ? (
        <Paper withBorder radius="lg" p="sm" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fw={600} aria-live="polite">
              {t('bulk.selected', {
                count: selected.length,
                formatted: formatNumber(selected.length, lang),
              })}
            </Text>
            <Group gap="sm">
              <Button
                leftSection={<IconSend size={18} aria-hidden="true" />}
                onClick={() => setConfirming('publish')}
              >
                {t('bulk.publish')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconArchive size={18} aria-hidden="true" />}
                onClick={() => setConfirming('archive')}
              >
                {t('bulk.archive')}
              </Button>
              <CloseButton
                aria-label={t('bulk.clear')}
                onClick={() => {
                  setSelected([]);
                  focusPageHeading();
                }}
              />
            </Group>
          </Group>
        </Paper>
      ) : null}

      <AdminListStates
        list={list}
        loadingLabel={t('posts.loading')}
        loadFailed={{ message: t('posts.loadFailed') }}
        empty={
          <AdminListEmpty
            t={t}
            texts="adminBlog:posts"
            filtered={q !== '' || filter !== 'all'}
            onClear={() => clear('status')}
            create={{ to: '/blog-admin/create', label: t('posts.newPost') }}
          />
        }
      >
        {(answer) => (
          <Stack gap="md">
            <PostList
              rows={rows}
              selected={selected}
              allSelected={allSelected}
              someSelected={someSelected}
              onToggleAll={() =>
                setSelected(allSelected ? [] : [...new Set([...selected, ...rows.map((row) => row._id)])])
              }
              onToggle={(id) =>
                setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
              }
              onDelete={setToDelete}
            />
            <AdminListFooter
              summary={t('posts.showing', shownRange(answer, POSTS_PAGE_SIZE, lang))}
              page={answer.page}
              totalPages={answer.totalPages}
              onPage={(next) => update({ page: next })}
            />
          </Stack>
        )}
      </AdminListStates>
    </AdminListPage>
  );
}
