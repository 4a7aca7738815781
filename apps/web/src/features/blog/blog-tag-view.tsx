import { Skeleton } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { ErrorState } from '../../components/states/error-state';
import { useTranslation } from '../../lib/use-translation';
import { useBlogPosts, useBlogTags } from './api/blog-api';
import { BlogNotFound } from './components/blog-not-found';
import { BlogPageFrame } from './components/blog-page-frame';
import { BlogSidebar } from './components/blog-sidebar';
import { PostList } from './components/post-list';
import { pageHref, pageOf } from './utils/blog-params';
import { languageAlternates } from './utils/list-meta';

/** `/blog/tag/:tag`: the posts carrying one tag, newest first. */
export function BlogTagView() {
  const { tag: slug = '' } = useParams();
  const { t } = useTranslation('blog');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const tags = useBlogTags();
  const posts = useBlogPosts({ page, tag: slug });
  const sidebar = <BlogSidebar currentTag={slug} />;

  if (tags.isPending) {
    return (
      <BlogPageFrame title={<Skeleton h={40} w={260} component="span" display="block" />} sidebar={sidebar}>
        <PostList
          result={posts}
          hrefOf={(p) => pageHref(pathname, params, p)}
          empty={{ title: t('tag.emptyTitle'), description: t('tag.empty') }}
        />
      </BlogPageFrame>
    );
  }
  if (tags.isError) {
    return (
      <BlogPageFrame title={t('tag.fallbackTitle')}>
        <ErrorState
          title={t('list.loadFailed')}
          onRetry={() => void tags.refetch()}
          retrying={tags.isFetching}
        />
      </BlogPageFrame>
    );
  }
  const tag = tags.data.find((item) => item.slug === slug);
  if (!tag) return <BlogNotFound title={t('tag.notFoundTitle')} description={t('tag.notFound')} />;
  const base = `/blog/tag/${encodeURIComponent(tag.slug)}`;
  const path = page > 1 ? `${base}?page=${page}` : base;
  return (
    <BlogPageFrame
      eyebrow={t('tag.eyebrow')}
      title={`#${tag.name}`}
      lead={t('tag.lead', { name: tag.name })}
      sidebar={sidebar}
    >
      <PageMeta
        title={t('meta.tag.title', { name: tag.name })}
        description={t('meta.tag.description', { name: tag.name })}
        canonicalPath={path}
        type="website"
        alternates={languageAlternates(path)}
      />
      <PostList
        result={posts}
        hrefOf={(p) => pageHref(pathname, params, p)}
        empty={{ title: t('tag.emptyTitle'), description: t('tag.empty') }}
      />
    </BlogPageFrame>
  );
}
