import type { BlogPostSummaryDto } from '@app/shared/blog/schemas';
import { useTranslation } from '../../../lib/use-translation';
import { PostCard } from './post-card';
import classes from './related-posts.module.css';

/** Up to three posts on the same subject, chosen by the server. */
export function RelatedPosts({ posts }: { posts: BlogPostSummaryDto[] }) {
  const { t } = useTranslation('blog');
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-posts-title">
      <h2 id="related-posts-title" className={classes.title}>
        {t('post.related')}
      </h2>
      <div className={classes.grid}>
        {posts.map((post) => (
          <PostCard key={post._id} post={post} variant="compact" headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
