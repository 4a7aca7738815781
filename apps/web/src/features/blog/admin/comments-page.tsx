import { type AdminCommentDto, COMMENT_STATUSES, type CommentStatus } from '@app/shared/blog/schemas';
import { directionOf } from '@app/shared/i18n/languages';
import { Anchor, Badge, Button, Group, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconEyeOff, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyState } from '../../../components/states/empty-state';
import { LabelledPagination } from '../../../components/states/labelled-pagination';
import { formatDateTime, formatNumber, languageName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { readPage } from '../../../lib/use-list-query';
import { useTranslation } from '../../../lib/use-translation';
import {
  type CommentAction,
  useAdminComments,
  useCommentAction,
  useDeleteComment,
} from './api/blog-admin-api';
import { blogErrorTexts } from './utils/field-texts';

function readStatus(value: string | null): CommentStatus {
  return value === 'approved' ? 'approved' : 'pending';
}

/** `/blog-admin/comments`: readers' comments waiting for review, and the approved ones. */
export function BlogCommentsPage() {
  const { t } = useTranslation(['adminBlog', 'admin']);
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const list = useAdminComments(status, page);
  const action = useCommentAction();
  const remove = useDeleteComment();
  const errorMessage = useErrorMessage(blogErrorTexts);
  const [toDelete, setToDelete] = useState<AdminCommentDto | null>(null);
  const [counts, setCounts] = useState<Record<CommentStatus, number> | null>(null);

  // The counts of both lists, kept while another page loads.
  useEffect(() => {
    if (list.data) setCounts(list.data.counts);
  }, [list.data]);

  const go = (change: { status?: CommentStatus; page?: number }) => {
    const next = new URLSearchParams(params);
    const nextStatus = change.status ?? status;
    if (nextStatus === 'pending') next.delete('status');
    else next.set('status', nextStatus);
    const nextPage = change.page ?? 1;
    if (nextPage === 1) next.delete('page');
    else next.set('page', String(nextPage));
    setParams(next, { replace: true });
  };

  const data = list.data;
  // The last comment of the last page was moved away: show the page before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to a new answer only
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.data.length === 0 && data.total > 0 && page > 1)
      go({ page: data.totalPages });
  }, [data]);

  const act = (comment: AdminCommentDto, kind: CommentAction) =>
    action.mutate(
      { id: comment._id, action: kind },
      {
        onSuccess: () =>
          notify({
            color: 'uzungol',
            message: t(kind === 'approve' ? 'comments.approved' : 'comments.unapproved', {
              name: comment.authorName,
            }),
          }),
        onError: (error) =>
          notify({ color: 'red', message: errorMessage(error, t('comments.actionFailed')) }),
      },
    );

  const busyId = action.isPending ? action.variables?.id : undefined;

  return (
    <AdminListPage
      size="lg"
      title={t('admin:blogNav.comments')}
      lead={t('admin:blogLeads.comments')}
      dialogs={
        <ConfirmDeleteDialog
          opened={toDelete !== null}
          onClose={() => setToDelete(null)}
          title={t('comments.deleteTitle')}
          body={t('comments.deleteBody', { name: toDelete?.authorName ?? '' })}
          confirmLabel={t('comments.deleteConfirm')}
          cancelLabel={t('actions.cancel')}
          mutation={remove}
          id={toDelete?._id ?? null}
          errorText={(error) => errorMessage(error, t('comments.actionFailed'))}
          onDeleted={() => notify({ color: 'uzungol', message: t('comments.deleted') })}
        />
      }
    >
      <Tabs value={status} onChange={(next) => go({ status: readStatus(next) })} variant="outline">
        <Tabs.List aria-label={t('comments.tabsLabel')}>
          {COMMENT_STATUSES.map((s) => (
            <Tabs.Tab
              key={s}
              value={s}
              rightSection={
                counts ? (
                  <Badge
                    size="sm"
                    variant={s === 'pending' && counts[s] > 0 ? 'filled' : 'light'}
                    color={s === 'pending' && counts[s] > 0 ? 'sea' : 'gray'}
                    component="span"
                  >
                    {formatNumber(counts[s], lang)}
                  </Badge>
                ) : null
              }
            >
              {t(`comments.tabs.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <AdminListStates
        list={list}
        loadingLabel={t('comments.loading')}
        loadFailed={{ message: t('comments.loadFailed') }}
        empty={
          <EmptyState
            icon={<IconMessageCircle aria-hidden="true" />}
            title={t(`comments.emptyTitle.${status}`)}
            description={t(`comments.empty.${status}`)}
          />
        }
      >
        {(answer) => (
          <Stack gap="md">
            <Stack
              gap="sm"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t(`comments.tabs.${status}`)}
            >
              {answer.data.map((comment) => (
                <CommentCard
                  key={comment._id}
                  comment={comment}
                  busy={busyId === comment._id}
                  onApprove={() => act(comment, 'approve')}
                  onUnapprove={() => act(comment, 'unapprove')}
                  onDelete={() => setToDelete(comment)}
                />
              ))}
            </Stack>
            {answer.totalPages > 1 ? (
              <Group justify="flex-end">
                <LabelledPagination
                  total={answer.totalPages}
                  value={answer.page}
                  onChange={(next) => go({ page: next })}
                />
              </Group>
            ) : null}
          </Stack>
        )}
      </AdminListStates>
    </AdminListPage>
  );
}

interface CommentCardProps {
  comment: AdminCommentDto;
  busy: boolean;
  onApprove: () => void;
  onUnapprove: () => void;
  onDelete: () => void;
}

function CommentCard({ comment, busy, onApprove, onUnapprove, onDelete }: CommentCardProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const lang = currentLanguage();
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700}>{comment.authorName}</Text>
              <Anchor href={`mailto:${comment.authorEmail}`} size="sm" dir="ltr">
                {comment.authorEmail}
              </Anchor>
              <Badge size="sm" variant="outline" color="gray" title={languageName(comment.lang, lang)}>
                <span aria-hidden="true">{comment.lang.toUpperCase()}</span>
                <VisuallyHidden>
                  {t('comments.writtenIn', { language: languageName(comment.lang, lang) })}
                </VisuallyHidden>
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('comments.on')}{' '}
              <Anchor
                href={`/blog/post/${encodeURIComponent(comment.post.slug)}`}
                // A title in another script keeps its own order beside the date.
                dir="auto"
                target="_blank"
                rel="noopener"
                size="sm"
                fw={600}
              >
                {comment.post.title}
                <VisuallyHidden> {t('comments.opensInNewTab')}</VisuallyHidden>
              </Anchor>
              {' · '}
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, lang)}</time>
            </Text>
          </Stack>
        </Group>
        <Text
          lang={comment.lang}
          dir={directionOf(comment.lang)}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {comment.body}
        </Text>
        <Group gap="sm" justify="flex-end">
          {comment.status === 'pending' ? (
            <Button
              size="sm"
              // Shade 8 in both schemes: white on it is 4.7:1 (the dark scheme's filled shade 7 is 3.8:1).
              color="uzungol.8"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              loading={busy}
              onClick={onApprove}
              aria-label={t('comments.approveBy', { name: comment.authorName })}
            >
              {t('comments.approve')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEyeOff size={16} aria-hidden="true" />}
              loading={busy}
              onClick={onUnapprove}
              aria-label={t('comments.unapproveBy', { name: comment.authorName })}
            >
              {t('comments.unapprove')}
            </Button>
          )}
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={t('comments.deleteBy', { name: comment.authorName })}
          >
            {t('comments.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
