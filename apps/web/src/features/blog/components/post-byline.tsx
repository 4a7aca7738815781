import type { Language } from '@app/shared/i18n/languages';
import { Fragment, type ReactNode } from 'react';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { formatPostDate, postDay } from '../utils/blog-dates';
import classes from './post-byline.module.css';

interface PostBylineProps {
  publishedAt: string;
  readingMinutes: number;
  /** Shown first when given (the post page); cards leave it out. */
  author?: string;
  className?: string;
}

/** "By Ayşe · 12 June 2027 · 5 min read", in the reader's language. */
export function PostByline({ publishedAt, readingMinutes, author, className }: PostBylineProps) {
  const { t } = useTranslation('blog');
  const lang: Language = currentLanguage();
  const siteZone = useAgencyTimeZone();
  const parts: { key: string; node: ReactNode }[] = [
    ...(author ? [{ key: 'author', node: t('post.by', { name: author }) }] : []),
    {
      key: 'date',
      node: (
        <time dateTime={postDay(publishedAt, siteZone)}>{formatPostDate(publishedAt, lang, siteZone)}</time>
      ),
    },
    {
      key: 'reading',
      node: t('card.readingTime', { count: readingMinutes, formatted: formatNumber(readingMinutes, lang) }),
    },
  ];
  return (
    <p className={className ? `${classes.byline} ${className}` : classes.byline}>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 ? (
            <span aria-hidden="true" className={classes.dot}>
              ·
            </span>
          ) : null}
          <span>{part.node}</span>
        </Fragment>
      ))}
    </p>
  );
}
