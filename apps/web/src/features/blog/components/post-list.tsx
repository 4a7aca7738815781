import type { BlogPostSummaryDto } from '@app/shared/blog/schemas';
import type { Paginated } from '@app/shared/common/pagination';
import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { BlogPagination } from './blog-pagination';
import { PostCard } from './post-card';
import classes from './post-list.module.css';

interface PostListProps {
  result: UseQueryResult<Paginated<BlogPostSummaryDto>>;
  hrefOf: (page: number) => string;
  /** First page of the blog's front: featured posts (the server puts them first) get the wide card. */
  featureFirst?: boolean;
  /** Shown above the cards once the list is there (e.g. "4 results for …"). */
  summary?: (data: Paginated<BlogPostSummaryDto>) => ReactNode;
  empty: { title: string; description: string; action?: ReactNode };
}

function ListSkeleton() {
  const { t } = useTranslation('blog');
  return (
    <div className={classes.grid} aria-busy="true" role="status" aria-label={t('list.loading')}>
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} className={classes.skeleton} radius="lg" />
      ))}
    </div>
  );
}

/** A page of posts with its loading, error (Try again) and empty states, and links to other pages. */
export function PostList({ result, hrefOf, featureFirst = false, summary, empty }: PostListProps) {
  const { t } = useTranslation('blog');
  if (result.isPending) return <ListSkeleton />;
  if (result.isError) {
    const known = result.error instanceof ApiError && result.error.status >= 400 && result.error.status < 500;
    return (
      <ErrorState
        title={t('list.loadFailed')}
        message={known ? result.error.message : undefined}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }
  const { data } = result;
  if (data.data.length === 0) {
    return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  }
  const featured = featureFirst ? data.data.filter((post) => post.featured) : [];
  const rest = featureFirst ? data.data.filter((post) => !post.featured) : data.data;
  return (
    <div aria-busy={result.isFetching && result.isPlaceholderData ? 'true' : undefined}>
      {summary ? summary(data) : null}
      {featured.length ? (
        <section className={classes.featured} aria-labelledby="blog-featured-title">
          <h2 id="blog-featured-title" className={classes.sectionTitle}>
            {t('home.featured')}
          </h2>
          <div className={classes.featuredList}>
            {featured.map((post, index) => (
              <PostCard
                key={post._id}
                post={post}
                variant={index === 0 ? 'feature' : 'default'}
                headingLevel={3}
                priority={index === 0}
              />
            ))}
          </div>
        </section>
      ) : null}
      {rest.length ? (
        featured.length ? (
          <section aria-labelledby="blog-latest-title">
            <h2 id="blog-latest-title" className={classes.sectionTitle}>
              {t('home.latest')}
            </h2>
            <div className={classes.grid}>
              {rest.map((post) => (
                <PostCard key={post._id} post={post} headingLevel={3} />
              ))}
            </div>
          </section>
        ) : (
          <div className={classes.grid}>
            {rest.map((post, index) => (
              <PostCard key={post._id} post={post} priority={index === 0} />
            ))}
          </div>
        )
      ) : null}
      <BlogPagination page={data.page} totalPages={data.totalPages} hrefOf={hrefOf} />
    </div>
  );
}
