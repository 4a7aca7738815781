import { useLocation, useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { useBlogPosts } from './api/blog-api';
import classes from './blog-search-view.module.css';
import { BlogPageFrame } from './components/blog-page-frame';
import { BlogSearchBox } from './components/blog-search-box';
import { BlogSidebar } from './components/blog-sidebar';
import { PostList } from './components/post-list';
import { pageHref, pageOf, searchQueryOf } from './utils/blog-params';

/** `/blog/search?q=`: posts matching the words, best match first, the matched words marked. */
export function BlogSearchView() {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = searchQueryOf(params);
  const page = pageOf(params);
  const results = useBlogPosts({ page, q }, { enabled: q !== '' });
  return (
    <BlogPageFrame
      title={t('search.title')}
      lead={t('search.lead')}
      sidebar={<BlogSidebar sections={['categories', 'tags', 'archive']} />}
    >
      <PageMeta
        title={q ? t('meta.search.titleQuery', { q }) : t('meta.search.title')}
        description={t('meta.search.description')}
        canonicalPath="/blog/search"
        type="website"
        noindex
      />
      <BlogSearchBox defaultValue={q} className={classes.box} />
      {q ? (
        <PostList
          result={results}
          hrefOf={(p) => pageHref(pathname, params, p)}
          summary={(data) => (
            <p className={classes.summary} role="status">
              {t('search.results', { count: data.total, formatted: formatNumber(data.total, lang), q })}
            </p>
          )}
          empty={{ title: t('search.emptyTitle'), description: t('search.empty', { q }) }}
        />
      ) : (
        <p className={classes.prompt}>{t('search.prompt')}</p>
      )}
    </BlogPageFrame>
  );
}
