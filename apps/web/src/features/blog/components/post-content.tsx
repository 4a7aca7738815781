import type { Language } from '@app/shared/i18n/languages';
import classes from './post-content.module.css';

interface PostContentProps {
  /** Sanitized HTML: the server cleans every post on save (decision 006). */
  html: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
}

/**
 * The post's body. This is the one place the blog renders HTML, and only the post's content
 * field; its language and direction are set on the element so Arabic reads right to left (in its
 * own font) inside any page.
 */
export function PostContent({ html, lang, dir }: PostContentProps) {
  return (
    <div
      className={classes.content}
      data-post-content=""
      lang={lang}
      dir={dir}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allow-list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
