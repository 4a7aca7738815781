import type { PostStatus } from '@app/shared/blog/schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const COLORS: Record<PostStatus | 'scheduled', string> = {
  draft: 'tea',
  published: 'uzungol',
  scheduled: 'sea',
  archived: 'gray',
};

/** Draft, Published, Scheduled (published, time ahead) or Archived. */
export function PostStatusBadge({ status, scheduled }: { status: PostStatus; scheduled: boolean }) {
  const { t } = useTranslation('adminBlog');
  const shown = status === 'published' && scheduled ? 'scheduled' : status;
  return (
    <Badge
      variant="light"
      color={COLORS[shown]}
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`status.${shown}`)}
    </Badge>
  );
}
