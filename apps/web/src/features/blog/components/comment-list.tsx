import { Button, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/states/error-state';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { usePostComments } from '../api/blog-api';
import { formatPostDate, postDay } from '../utils/blog-dates';
import classes from './comment-list.module.css';

/** The approved comments of a post, oldest first, a page at a time. Bodies are plain text. */
export function CommentList({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  const siteZone = useAgencyTimeZone();
  const [page, setPage] = useState(1);
  const comments = usePostComments(slug, page);

  if (comments.isPending) {
    return (
      <div aria-busy="true" role="status" aria-label={t('comments.loading')}>
        <Skeleton h={72} mb="sm" radius="md" />
        <Skeleton h={72} radius="md" />
      </div>
    );
  }
  if (comments.isError) {
    return (
      <ErrorState
        title={t('comments.loadFailed')}
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  }
  const { data, totalPages } = comments.data;
  if (data.length === 0) return <p className={classes.none}>{t('comments.none')}</p>;
  return (
    <>
      <ol className={classes.list} aria-busy={comments.isPlaceholderData ? 'true' : undefined}>
        {data.map((comment) => (
          <li key={comment._id} className={classes.comment}>
            <p className={classes.meta}>
              <span className={classes.author}>
                <bdi>{comment.authorName}</bdi>
              </span>
              <time dateTime={postDay(comment.createdAt, siteZone)} className={classes.date}>
                {formatPostDate(comment.createdAt, lang, siteZone)}
              </time>
            </p>
            <p className={classes.body} lang={comment.lang} dir="auto">
              {comment.body}
            </p>
          </li>
        ))}
      </ol>
      {totalPages > 1 ? (
        <div className={classes.pager}>
          <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('comments.earlier')}
          </Button>
          <span className={classes.pageOf}>
            {t('comments.pageOf', {
              page: formatNumber(page, lang),
              total: formatNumber(totalPages, lang),
            })}
          </span>
          <Button variant="default" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
            {t('comments.later')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
