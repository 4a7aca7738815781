import { Skeleton } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { ErrorState } from '../../components/states/error-state';
import { useTranslation } from '../../lib/use-translation';
import { useBlogCategories, useBlogPosts } from './api/blog-api';
import { BlogNotFound } from './components/blog-not-found';
import { BlogPageFrame } from './components/blog-page-frame';
import { BlogSidebar } from './components/blog-sidebar';
import { PostList } from './components/post-list';
import { pageHref, pageOf } from './utils/blog-params';
import { languageAlternates } from './utils/list-meta';

/** `/blog/category/:category`: the posts of one category, newest first. */
export function BlogCategoryView() {
  const { category: slug = '' } = useParams();
  const { t } = useTranslation('blog');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const categories = useBlogCategories();
  const posts = useBlogPosts({ page, category: slug });
  const sidebar = <BlogSidebar currentCategory={slug} />;

  if (categories.isPending) {
    return (
      <BlogPageFrame title={<Skeleton h={40} w={260} component="span" display="block" />} sidebar={sidebar}>
        <PostList
          result={posts}
          hrefOf={(p) => pageHref(pathname, params, p)}
          empty={{ title: t('category.emptyTitle'), description: t('category.empty') }}
        />
      </BlogPageFrame>
    );
  }
  if (categories.isError) {
    return (
      <BlogPageFrame title={t('category.fallbackTitle')}>
        <ErrorState
          title={t('list.loadFailed')}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      </BlogPageFrame>
    );
  }
  const category = categories.data.find((c) => c.slug === slug);
  if (!category) {
    return <BlogNotFound title={t('category.notFoundTitle')} description={t('category.notFound')} />;
  }
  const base = `/blog/category/${encodeURIComponent(category.slug)}`;
  const path = page > 1 ? `${base}?page=${page}` : base;
  return (
    <BlogPageFrame
      eyebrow={t('category.eyebrow')}
      title={category.name}
      lead={category.description || t('category.lead', { name: category.name })}
      sidebar={sidebar}
    >
      <PageMeta
        title={t('meta.category.title', { name: category.name })}
        description={category.description || t('meta.category.description', { name: category.name })}
        canonicalPath={path}
        type="website"
        alternates={languageAlternates(path)}
      />
      <PostList
        result={posts}
        hrefOf={(p) => pageHref(pathname, params, p)}
        empty={{ title: t('category.emptyTitle'), description: t('category.empty') }}
      />
    </BlogPageFrame>
  );
}
