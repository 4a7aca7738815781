import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import classes from './post-comments.module.css';

interface PostCommentsProps {
  slug: string;
  allowComments: boolean;
  approvedComments: number;
}

/** Approved comments and, when the post takes them, the form for a new one. */
export function PostComments({ slug, allowComments, approvedComments }: PostCommentsProps) {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  return (
    <section className={classes.section} aria-labelledby="post-comments-title">
      <h2 id="post-comments-title" className={classes.title}>
        {t('comments.title')}
        {approvedComments > 0 ? (
          <span className={classes.count}>{formatNumber(approvedComments, lang)}</span>
        ) : null}
      </h2>
      <CommentList slug={slug} />
      {allowComments ? <CommentForm slug={slug} /> : <p className={classes.closed}>{t('comments.closed')}</p>}
    </section>
  );
}
