import type { AdminBlogPostRowDto } from '@app/shared/blog/schemas';
import {
  ActionIcon,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin/admin-table';
import { RowActions } from '../../../../components/admin/row-actions';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { LanguageBadges } from './language-badges';
import { PostEditLink } from './post-edit-link';
import { BADGE_TEXT, PostStatusBadge } from './post-status-badge';

interface PostListProps {
  rows: AdminBlogPostRowDto[];
  selected: string[];
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  onToggle: (id: string) => void;
  onDelete: (row: AdminBlogPostRowDto) => void;
}

/** The posts of a page: a table on wider screens, a card per post on a phone (nothing scrolls sideways). */
export function PostList(props: PostListProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? <PostCards {...props} /> : <PostTable {...props} />;
}

function PostTable({
  rows,
  selected,
  allSelected,
  someSelected,
  onToggleAll,
  onToggle,
  onDelete,
}: PostListProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <AdminTable caption={t('posts.caption')} minWidth={920}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <Checkbox
              aria-label={t('posts.selectAll')}
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              onChange={onToggleAll}
            />
          </Table.Th>
          <Table.Th>{t('posts.columns.title')}</Table.Th>
          <Table.Th>{t('posts.columns.status')}</Table.Th>
          <Table.Th>{t('posts.columns.category')}</Table.Th>
          <Table.Th>{t('posts.columns.published')}</Table.Th>
          <Table.Th ta="end">{t('posts.columns.views')}</Table.Th>
          <Table.Th>{t('posts.columns.comments')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('posts.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <PostRow
            key={row._id}
            row={row}
            selected={selected.includes(row._id)}
            onToggle={() => onToggle(row._id)}
            onDelete={() => onDelete(row)}
          />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

interface PostItemProps {
  row: AdminBlogPostRowDto;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

function PostRow({ row, selected, onToggle, onDelete }: PostItemProps) {
  const { t } = useTranslation('adminBlog');
  const title = row.title || t('editor.untitled');
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox aria-label={t('posts.select', { title })} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td maw={380}>
        <PostHeading row={row} />
      </Table.Td>
      <Table.Td>
        <PostStatusBadge status={row.status} scheduled={row.scheduled} />
      </Table.Td>
      <Table.Td>{row.category ?? <Text c="dimmed">{t('posts.noCategory')}</Text>}</Table.Td>
      <Table.Td>
        <PublishedOn row={row} />
      </Table.Td>
      <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(row.views, currentLanguage())}
      </Table.Td>
      <Table.Td>
        <Comments row={row} />
      </Table.Td>
      <Table.Td>
        <PostActions row={row} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

function PostCards({
  rows,
  selected,
  allSelected,
  someSelected,
  onToggleAll,
  onToggle,
  onDelete,
}: PostListProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('posts.selectAll')}
        checked={allSelected}
        indeterminate={someSelected && !allSelected}
        onChange={onToggleAll}
      />
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('posts.caption')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((row) => (
          <PostCard
            key={row._id}
            row={row}
            selected={selected.includes(row._id)}
            onToggle={() => onToggle(row._id)}
            onDelete={() => onDelete(row)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function PostCard({ row, selected, onToggle, onDelete }: PostItemProps) {
  const { t } = useTranslation('adminBlog');
  const lang = currentLanguage();
  const title = row.title || t('editor.untitled');
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="sm"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox aria-label={t('posts.select', { title })} checked={selected} onChange={onToggle} mt={4} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <PostHeading row={row} lines={3} />
          </Stack>
          <PostStatusBadge status={row.status} scheduled={row.scheduled} />
        </Group>
        <Text size="sm" c="dimmed">
          {row.category ?? t('posts.noCategory')} · <PublishedOn row={row} inline /> ·{' '}
          {t('posts.viewsCount', { count: row.views, formatted: formatNumber(row.views, lang) })}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          <Comments row={row} />
          <PostActions row={row} onDelete={onDelete} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The title opening the editor (cut with an ellipsis after `lines`), the address, languages and featured mark. */
function PostHeading({ row, lines = 2 }: { row: AdminBlogPostRowDto; lines?: number }) {
  const { t } = useTranslation('adminBlog');
  const { dir: uiDir } = useDirection();
  const start = uiDir === 'rtl' ? 'right' : 'left';
  return (
    <Stack gap={2}>
      <PostEditLink post={row} ta={start} lineClamp={lines} style={{ overflowWrap: 'anywhere' }} />
      <Text size="xs" c="dimmed" dir="ltr" ta={start} truncate>
        /{row.slug}
      </Text>
      <Group gap={6} wrap="wrap">
        <LanguageBadges languages={row.languages} />
        {row.featured ? (
          <Badge size="sm" variant="light" color="tea" c={BADGE_TEXT.featured}>
            {t('posts.featured')}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

function PublishedOn({ row, inline = false }: { row: AdminBlogPostRowDto; inline?: boolean }) {
  const { t } = useTranslation('adminBlog');
  if (!row.publishedAt)
    return (
      <Text span={inline} size="sm" c="dimmed">
        {t('posts.notPublished')}
      </Text>
    );
  return (
    <Text
      span={inline}
      size="sm"
      component="time"
      dateTime={row.publishedAt}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatDate(row.publishedAt, currentLanguage())}
    </Text>
  );
}

function Comments({ row }: { row: AdminBlogPostRowDto }) {
  const { t } = useTranslation('adminBlog');
  const lang = currentLanguage();
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('posts.approvedComments', {
          count: row.comments.approved,
          formatted: formatNumber(row.comments.approved, lang),
        })}
      </Text>
      {row.comments.pending > 0 ? (
        <Anchor component={Link} to="/blog-admin/comments" size="xs" fw={600}>
          {t('posts.pendingComments', {
            count: row.comments.pending,
            formatted: formatNumber(row.comments.pending, lang),
          })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function PostActions({ row, onDelete }: { row: AdminBlogPostRowDto; onDelete: () => void }) {
  const { t } = useTranslation('adminBlog');
  const title = row.title || t('editor.untitled');
  const live = row.status === 'published' && !row.scheduled;
  return (
    <RowActions
      editTo={`/blog-admin/edit/${row._id}`}
      editLabel={t('posts.edit', { title })}
      deleteLabel={t('posts.delete', { title })}
      onDelete={onDelete}
    >
      {live ? (
        <Tooltip label={t('posts.view', { title })} withinPortal>
          <ActionIcon
            component="a"
            href={`/blog/post/${encodeURIComponent(row.slug)}`}
            target="_blank"
            rel="noopener"
            variant="subtle"
            size={40}
            aria-label={t('posts.view', { title })}
          >
            <IconExternalLink size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </RowActions>
  );
}
