import type { Language } from '@app/shared/i18n/languages';
import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/states/error-state';
import { currentLanguage } from '../../lib/i18n';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { useBlogCategories, useBlogPosts, useBlogTags } from './api/blog-api';
import { BlogNotFound } from './components/blog-not-found';
import { BlogPageFrame } from './components/blog-page-frame';
import { BlogSidebar } from './components/blog-sidebar';
import { PostList } from './components/post-list';
import { pageHref, pageOf } from './utils/blog-params';

type Kind = 'category' | 'tag';

interface Term {
  slug: string;
  /** In the reader's language where the server has it so. */
  name: string;
  /** The language `name` is written in, when the server says (tags). */
  lang?: Language;
  description?: string;
}

/** A tag's title: its mark before its first letter, and its language when not the page's. */
function TagHeading({ term }: { term: Term }) {
  const page = currentLanguage();
  return (
    <span dir="auto" lang={term.lang && term.lang !== page ? term.lang : undefined}>
      #{term.name}
    </span>
  );
}

/** What tells a category page from a tag page; the texts are under the kind's key (`category.*`, `tag.*`). */
const KINDS: Record<Kind, { useTerms: () => UseQueryResult<Term[]>; heading: (term: Term) => ReactNode }> = {
  category: { useTerms: useBlogCategories, heading: (term) => term.name },
  tag: { useTerms: useBlogTags, heading: (term) => <TagHeading term={term} /> },
};

/** `/blog/category/:category` or `/blog/tag/:tag`: the posts of one category or tag, newest first. */
function BlogTaxonomyView({ kind }: { kind: Kind }) {
  const { [kind]: slug = '' } = useParams();
  const { t } = useTranslation('blog');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { useTerms, heading } = KINDS[kind];
  const terms = useTerms();
  const posts = useBlogPosts({ page, [kind]: slug });
  const sidebar =
    kind === 'category' ? <BlogSidebar currentCategory={slug} /> : <BlogSidebar currentTag={slug} />;
  const list = (
    <PostList
      result={posts}
      hrefOf={(p) => pageHref(pathname, params, p)}
      empty={{ title: t(`${kind}.emptyTitle`), description: t(`${kind}.empty`) }}
    />
  );

  if (terms.isPending) {
    return (
      <BlogPageFrame title={<Skeleton h={40} w={260} component="span" display="block" />} sidebar={sidebar}>
        {list}
      </BlogPageFrame>
    );
  }
  if (terms.isError) {
    return (
      <BlogPageFrame title={t(`${kind}.fallbackTitle`)}>
        <ErrorState
          title={t('list.loadFailed')}
          onRetry={() => void terms.refetch()}
          retrying={terms.isFetching}
        />
      </BlogPageFrame>
    );
  }
  const term = terms.data.find((item) => item.slug === slug);
  if (!term) return <BlogNotFound title={t(`${kind}.notFoundTitle`)} description={t(`${kind}.notFound`)} />;
  const base = `/blog/${kind}/${encodeURIComponent(term.slug)}`;
  const path = page > 1 ? `${base}?page=${page}` : base;
  // A category may describe itself; a tag has only the general lines.
  const own = term.description;
  return (
    <BlogPageFrame
      eyebrow={t(`${kind}.eyebrow`)}
      title={heading(term)}
      lead={own || t(`${kind}.lead`, { name: term.name })}
      sidebar={sidebar}
    >
      <PageMeta
        title={t(`meta.${kind}.title`, { name: term.name })}
        description={own || t(`meta.${kind}.description`, { name: term.name })}
        canonicalPath={path}
        type="website"
      />
      {list}
    </BlogPageFrame>
  );
}

export function BlogCategoryView() {
  return <BlogTaxonomyView kind="category" />;
}

export function BlogTagView() {
  return <BlogTaxonomyView kind="tag" />;
}
