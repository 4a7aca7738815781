import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconArchive,
  IconCalendarClock,
  IconChartBar,
  IconEye,
  IconMessageCircle,
  IconPencil,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { EditorSection } from '../../../components/editor-section';
import { RoundIcon } from '../../../components/round-icon';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminPosts, useBlogOverview } from './api/blog-admin-api';
import { PostEditLink } from './components/post-edit-link';
import { PostStatusBadge } from './components/post-status-badge';

const LATEST = 5;

/** The posts by status, as cards: the status, the text keys of its card, its icon and colour. */
const POST_CARDS = [
  { status: 'draft', text: 'drafts', icon: IconPencil, color: 'tea' },
  { status: 'published', text: 'published', icon: IconWorld, color: 'uzungol' },
  { status: 'scheduled', text: 'scheduled', icon: IconCalendarClock, color: 'sea' },
  { status: 'archived', text: 'archived', icon: IconArchive, color: 'gray' },
] as const;

interface StatCardProps {
  to: string;
  label: string;
  value: number | undefined;
  hint: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  color: string;
  /** Marks a number that asks for action (comments waiting). */
  attention?: boolean;
}

function StatCard({ to, label, value, hint, icon: Icon, color, attention = false }: StatCardProps) {
  const lang = currentLanguage();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Paper
        withBorder
        radius="lg"
        p="md"
        h="100%"
        style={attention ? { borderColor: 'var(--mantine-color-tea-filled)' } : undefined}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            {value === undefined ? (
              <Skeleton h={34} w={64} />
            ) : (
              <Text fz={30} fw={700} lh={1.15} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(value, lang)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
          <RoundIcon size={40} color={color}>
            <Icon size={22} aria-hidden="true" />
          </RoundIcon>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** `/blog-admin`: posts by status, comments waiting, readers this month, the latest posts. */
export function BlogDashboardPage() {
  const { t } = useTranslation(['adminBlog', 'admin']);
  const lang = currentLanguage();
  const overview = useBlogOverview();
  const latest = useAdminPosts('all', '', 1, LATEST);
  const o = overview.data;

  return (
    <AdminListPage
      title={t('admin:blogNav.dashboard')}
      lead={t('admin:blogLeads.dashboard')}
      create={{ to: '/blog-admin/create', label: t('posts.newPost') }}
    >
      {overview.isError && !o ? (
        <ErrorState
          message={t('dashboard.loadFailed')}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-busy={overview.isPending}>
          {POST_CARDS.map((card) => (
            <StatCard
              key={card.status}
              to={`/blog-admin/posts?status=${card.status}`}
              label={t(`dashboard.${card.text}`)}
              value={o?.posts[card.status]}
              hint={t(`dashboard.${card.text}Hint`)}
              icon={card.icon}
              color={card.color}
            />
          ))}
          <StatCard
            to="/blog-admin/comments"
            label={t('dashboard.pendingComments')}
            value={o?.comments.pending}
            hint={t('dashboard.pendingCommentsHint')}
            icon={IconMessageCircle}
            color="tea"
            attention={(o?.comments.pending ?? 0) > 0}
          />
          <StatCard
            to="/blog-admin/analytics"
            label={t('dashboard.views')}
            value={o?.viewsLast30Days}
            hint={t('dashboard.viewsHint')}
            icon={IconEye}
            color="sea"
          />
        </SimpleGrid>
      )}

      <EditorSection
        title={t('dashboard.latest')}
        action={
          <Anchor component={Link} to="/blog-admin/posts" size="sm" fw={600}>
            {t('dashboard.allPosts')}
          </Anchor>
        }
      >
        {latest.isPending ? (
          <Stack gap="sm">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <Skeleton key={i} h={44} radius="md" />
            ))}
          </Stack>
        ) : latest.isError ? (
          <ErrorState
            message={t('posts.loadFailed')}
            onRetry={() => void latest.refetch()}
            retrying={latest.isFetching}
          />
        ) : (latest.data?.data.length ?? 0) === 0 ? (
          <EmptyState
            title={t('posts.emptyTitle')}
            description={t('posts.empty')}
            icon={<IconChartBar aria-hidden="true" />}
          />
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {latest.data?.data.map((row) => (
              <Group
                key={row._id}
                component="li"
                justify="space-between"
                gap="sm"
                py="sm"
                wrap="nowrap"
                style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <PostEditLink post={row} truncate />
                  <Text size="xs" c="dimmed">
                    {t('dashboard.updated', { time: formatDateTime(row.updatedAt, lang) })}
                  </Text>
                </Stack>
                <PostStatusBadge status={row.status} scheduled={row.scheduled} />
              </Group>
            ))}
          </Stack>
        )}
      </EditorSection>
    </AdminListPage>
  );
}
