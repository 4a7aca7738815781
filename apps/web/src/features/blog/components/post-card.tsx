import type { BlogPostSummaryDto } from '@app/shared/blog/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { IconLanguage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { languageName } from '../../../lib/format';
import { responsiveSources } from '../../../lib/responsive-image';
import { useTranslation } from '../../../lib/use-translation';
import { postPath } from '../utils/post-page-meta';
import { HighlightedText } from './highlighted-text';
import { PostByline } from './post-byline';
import classes from './post-card.module.css';

interface PostCardProps {
  post: BlogPostSummaryDto;
  /** `feature`: wide, picture beside the text (featured posts); `compact`: small (related posts). */
  variant?: 'default' | 'feature' | 'compact';
  headingLevel?: 2 | 3;
  /** The first picture of a page: loaded at once and first (it is the largest thing on screen). */
  priority?: boolean;
}

const SIZES: Record<NonNullable<PostCardProps['variant']>, string> = {
  default: '(min-width: 75em) 25vw, (min-width: 48em) 45vw, 100vw',
  feature: '(min-width: 62em) 40vw, 100vw',
  compact: '(min-width: 48em) 30vw, 100vw',
};

/**
 * A post in a list: picture, category, title (with search matches marked), excerpt and byline.
 * The whole card opens the post; the category link stays its own. Texts carry the language and
 * direction they are written in, so an Arabic post reads right to left in any page.
 */
export function PostCard({ post, variant = 'default', headingLevel = 2, priority = false }: PostCardProps) {
  const { t, i18n } = useTranslation('blog');
  const reader = i18n.language as Language;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `post-card-${variant}-${post._id}`;
  return (
    <article className={`${classes.card} ${classes[variant] ?? ''}`} aria-labelledby={titleId}>
      <div className={classes.media}>
        {post.featuredImage ? (
          <img
            className={classes.image}
            src={post.featuredImage}
            {...responsiveSources(post.featuredImage, SIZES[variant])}
            width={1600}
            height={900}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {post.featured && variant !== 'compact' ? (
          <span className={classes.badge}>{t('card.featured')}</span>
        ) : null}
      </div>
      <div className={classes.body}>
        {post.category && variant !== 'compact' ? (
          <Link className={classes.category} to={`/blog/category/${encodeURIComponent(post.category.slug)}`}>
            {post.category.name}
          </Link>
        ) : null}
        <Heading className={classes.title} id={titleId} lang={post.lang} dir={post.dir}>
          <Link className={classes.titleLink} to={postPath(post.slug)}>
            {post.highlight ? <HighlightedText segments={post.highlight.title} /> : post.title}
          </Link>
        </Heading>
        {variant !== 'compact' && (post.highlight?.excerpt.length || post.excerpt) ? (
          <p className={classes.excerpt} lang={post.lang} dir={post.dir}>
            {post.highlight?.excerpt.length ? (
              <HighlightedText segments={post.highlight.excerpt} />
            ) : (
              post.excerpt
            )}
          </p>
        ) : null}
        {post.lang !== reader ? (
          <p className={classes.language}>
            <IconLanguage size={14} aria-hidden="true" />
            {t('card.writtenIn', { language: languageName(post.lang, reader) })}
          </p>
        ) : null}
        <PostByline
          className={classes.byline}
          publishedAt={post.publishedAt}
          readingMinutes={post.readingMinutes}
        />
      </div>
    </article>
  );
}
