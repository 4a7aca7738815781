import { useLocation, useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { useBlogPosts } from './api/blog-api';
import { BlogPageFrame } from './components/blog-page-frame';
import { BlogSidebar } from './components/blog-sidebar';
import { PostList } from './components/post-list';
import { pageHref, pageOf } from './utils/blog-params';
import { feedPath } from './utils/post-page-meta';

/** `/blog`: newest posts first, the featured ones on top of the first page, ten to a page. */
export function BlogHomeView() {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const posts = useBlogPosts({ page });
  const path = page > 1 ? `/blog?page=${page}` : '/blog';
  const title =
    page > 1 ? t('meta.home.titlePage', { page: formatNumber(page, lang) }) : t('meta.home.title');
  return (
    <BlogPageFrame title={t('home.title')} lead={t('home.lead')} sidebar={<BlogSidebar />}>
      <PageMeta
        title={title}
        description={t('meta.home.description')}
        canonicalPath={path}
        type="website"
        feeds={[{ title: t('meta.feed'), path: feedPath(lang) }]}
      />
      <PostList
        result={posts}
        featureFirst={page === 1}
        hrefOf={(p) => pageHref(pathname, params, p)}
        empty={{ title: t('home.emptyTitle'), description: t('home.empty') }}
      />
    </BlogPageFrame>
  );
}
