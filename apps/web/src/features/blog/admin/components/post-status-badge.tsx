import type { PostStatus } from '@app/shared/blog/schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';

type Shown = PostStatus | 'scheduled';

const COLORS: Record<Shown, string> = {
  draft: 'tea',
  published: 'uzungol',
  scheduled: 'sea',
  archived: 'gray',
};

/** Text colours that keep 4.5:1 on the light badge backgrounds in both schemes (tea's own shades do not). */
export const BADGE_TEXT: Record<Shown | 'featured', string> = {
  draft: 'light-dark(var(--mantine-color-dark-7), var(--mantine-color-tea-2))',
  featured: 'light-dark(var(--mantine-color-dark-7), var(--mantine-color-tea-2))',
  published: 'light-dark(var(--mantine-color-uzungol-9), var(--mantine-color-uzungol-2))',
  scheduled: 'light-dark(var(--mantine-color-sea-9), var(--mantine-color-sea-2))',
  archived: 'light-dark(var(--mantine-color-gray-8), var(--mantine-color-gray-3))',
};

/** Draft, Published, Scheduled (published, time ahead) or Archived. */
export function PostStatusBadge({ status, scheduled }: { status: PostStatus; scheduled: boolean }) {
  const { t } = useTranslation('adminBlog');
  const shown: Shown = status === 'published' && scheduled ? 'scheduled' : status;
  return (
    <Badge
      variant="light"
      color={COLORS[shown]}
      c={BADGE_TEXT[shown]}
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`status.${shown}`)}
    </Badge>
  );
}
