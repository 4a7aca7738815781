import type { BlogPostDto } from '@app/shared/blog/schemas';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { responsiveSources } from '../../../lib/responsive-image';
import { useArabicFontPreload } from '../hooks/use-arabic-font-preload';
import { PostByline } from './post-byline';
import classes from './post-header.module.css';

/**
 * The top of a post: category, title, excerpt, author, date and reading time, then the picture.
 * The picture is what the reader sees first: it loads at once with high priority, and its box
 * has its final size before it arrives, so nothing moves.
 */
export function PostHeader({ post, titleId }: { post: BlogPostDto; titleId?: string }) {
  useArabicFontPreload(post.lang === 'ar' || currentLanguage() === 'ar');
  return (
    <header className={classes.header}>
      <div className={classes.text}>
        {post.category ? (
          <Link className={classes.category} to={`/blog/category/${encodeURIComponent(post.category.slug)}`}>
            {post.category.name}
          </Link>
        ) : null}
        <h1 id={titleId} className={classes.title} lang={post.lang} dir={post.dir}>
          {post.title}
        </h1>
        {post.excerpt ? (
          <p className={classes.excerpt} lang={post.lang} dir={post.dir}>
            {post.excerpt}
          </p>
        ) : null}
        <PostByline
          className={classes.byline}
          author={post.author.name}
          publishedAt={post.publishedAt}
          readingMinutes={post.readingMinutes}
        />
      </div>
      {post.featuredImage ? (
        <div className={classes.media}>
          <img
            className={classes.image}
            src={post.featuredImage}
            {...responsiveSources(post.featuredImage, '(min-width: 75em) 1140px, 100vw')}
            width={1600}
            height={900}
            alt=""
            fetchPriority="high"
          />
        </div>
      ) : null}
    </header>
  );
}
