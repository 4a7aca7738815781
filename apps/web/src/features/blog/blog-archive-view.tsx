import { Skeleton } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { useBlogArchive, useBlogPosts } from './api/blog-api';
import classes from './blog-archive-view.module.css';
import { ArchiveList } from './components/archive-list';
import { BlogBackLink } from './components/blog-back-link';
import { BlogPageFrame } from './components/blog-page-frame';
import { BlogSidebar } from './components/blog-sidebar';
import { PostList } from './components/post-list';
import { formatPeriod, parsePeriod } from './utils/blog-dates';
import { pageHref, pageOf } from './utils/blog-params';

function WholeArchive() {
  const { t } = useTranslation('blog');
  const archive = useBlogArchive();
  if (archive.isPending) {
    return (
      <div aria-busy="true" role="status" aria-label={t('archive.loading')}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={22} w={`${90 - n * 15}%`} mb="sm" />
        ))}
      </div>
    );
  }
  if (archive.isError) {
    return (
      <ErrorState
        title={t('archive.loadFailed')}
        onRetry={() => void archive.refetch()}
        retrying={archive.isFetching}
      />
    );
  }
  if (!archive.data.length)
    return <EmptyState title={t('archive.emptyTitle')} description={t('archive.empty')} />;
  return <ArchiveList years={archive.data} />;
}

/** `/blog/archive`: every post by year and month with counts; `?period=2027-06` lists that month's posts. */
export function BlogArchiveView() {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const page = pageOf(params);
  const posts = useBlogPosts({ page, period }, { enabled: !!period });
  const sidebar = <BlogSidebar sections={['categories', 'tags']} />;

  if (!period) {
    return (
      <BlogPageFrame title={t('archive.title')} lead={t('archive.lead')} sidebar={sidebar}>
        <PageMeta
          title={t('meta.archive.title')}
          description={t('meta.archive.description')}
          canonicalPath="/blog/archive"
          type="website"
        />
        <WholeArchive />
      </BlogPageFrame>
    );
  }

  const name = formatPeriod(period, lang);
  const path = `/blog/archive?period=${period}${page > 1 ? `&page=${page}` : ''}`;
  return (
    <BlogPageFrame
      eyebrow={t('archive.title')}
      title={t('archive.periodTitle', { period: name })}
      sidebar={sidebar}
    >
      <PageMeta
        title={t('meta.archive.periodTitle', { period: name })}
        description={t('meta.archive.periodDescription', { period: name })}
        canonicalPath={path}
        type="website"
      />
      <BlogBackLink to="/blog/archive" className={classes.back}>
        {t('archive.whole')}
      </BlogBackLink>
      <PostList
        result={posts}
        hrefOf={(p) => pageHref(pathname, params, p)}
        empty={{
          title: t('archive.periodEmptyTitle'),
          description: t('archive.periodEmpty', { period: name }),
        }}
      />
    </BlogPageFrame>
  );
}
