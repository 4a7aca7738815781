import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { HydrateWhenVisible } from '../../components/hydrate-when-visible';
import { ErrorState } from '../../components/states/error-state';
import { Island } from '../../islands/island';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { useBlogPost } from './api/blog-api';
import { POST_VIEW_ATTRIBUTE } from './api/post-view';
import classes from './blog-post-view.module.css';
import { BlogBackLink } from './components/blog-back-link';
import { BlogNotFound } from './components/blog-not-found';
import { FallbackNotice } from './components/fallback-notice';
import { PostComments } from './components/post-comments';
import { PostContent } from './components/post-content';
import { PostHeader } from './components/post-header';
import { RelatedPosts } from './components/related-posts';
import { TagChips } from './components/tag-chips';
import { usePostViewBeacon } from './hooks/use-post-view-beacon';
import { postPageMeta } from './utils/post-page-meta';

/**
 * The API's 404. Checked by its status rather than its class: an error the server's rendering
 * handed over to the browser arrives as plain data.
 */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

function PostSkeleton() {
  const { t } = useTranslation('blog');
  return (
    <div className={classes.column} aria-busy="true" role="status" aria-label={t('post.loading')}>
      <Skeleton h={14} w={120} mb="md" />
      <Skeleton h={40} mb="sm" />
      <Skeleton h={40} w="70%" mb="lg" />
      <Skeleton h={18} w="50%" mb="xl" />
      <div className={classes.imageSkeleton}>
        <Skeleton h="100%" radius="lg" />
      </div>
    </div>
  );
}

/** `/blog/post/:slug`: one post with its picture, texts, tags, related posts and comments. */
export function BlogPostView() {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  const reader = currentLanguage();
  const post = useBlogPost(slug);
  usePostViewBeacon(post.data?.slug);

  if (post.isPending) return <PostSkeleton />;
  if (post.isError) {
    if (isNotFound(post.error)) {
      return <BlogNotFound title={t('post.notFoundTitle')} description={t('post.notFound')} />;
    }
    return (
      <div className={classes.column}>
        <PageMeta title={t('post.loadFailed')} description={t('meta.home.description')} noindex />
        <ErrorState
          title={t('post.loadFailed')}
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      </div>
    );
  }

  const p = post.data;
  return (
    <article className={classes.article} aria-labelledby="post-title" {...{ [POST_VIEW_ATTRIBUTE]: p.slug }}>
      <PageMeta {...postPageMeta(p, { title: t('meta.feed'), lang: reader })} />
      <div className={classes.column}>
        <BlogBackLink to="/blog">{t('post.allPosts')}</BlogBackLink>
        {p.isFallback ? <FallbackNotice reader={reader} shown={p.lang} /> : null}
      </div>
      <PostHeader post={p} titleId="post-title" />
      <div className={classes.column}>
        <PostContent html={p.content} lang={p.lang} dir={p.dir} />
        {p.tags.length ? (
          <div className={classes.tags}>
            <h2 className={classes.tagsTitle}>{t('post.tags')}</h2>
            <TagChips tags={p.tags} label={t('post.tags')} />
          </div>
        ) : null}
      </div>
      <div className={classes.after}>
        {p.related.length ? (
          <HydrateWhenVisible id="post-related">
            <RelatedPosts posts={p.related} />
          </HydrateWhenVisible>
        ) : null}
        <div className={classes.column}>
          <HydrateWhenVisible id="post-comments">
            <Island
              name="post-comments"
              component={PostComments}
              props={{ slug: p.slug, allowComments: p.allowComments, approvedComments: p.approvedComments }}
              when="visible"
            />
          </HydrateWhenVisible>
        </div>
      </div>
    </article>
  );
}
