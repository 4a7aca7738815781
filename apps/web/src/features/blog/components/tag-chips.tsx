import type { BlogTagRefDto } from '@app/shared/blog/tags';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import classes from './tag-chips.module.css';

interface TagChipsProps {
  /** Named by the server in the reader's language where the tag has a spelling for it. */
  tags: BlogTagRefDto[];
  /** The tag whose page this is. */
  current?: string;
  label?: string;
}

/**
 * Tags as small links to their pages. A tag named in another language than the page's (one with
 * no spelling for it yet) says so, for screen readers to pronounce it right.
 */
export function TagChips({ tags, current, label }: TagChipsProps) {
  const page = currentLanguage();
  return (
    <ul className={classes.chips} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            className={classes.chip}
            // The mark stays before the tag's own first letter: #Trabzon on an Arabic page too.
            dir="auto"
            lang={tag.lang === page ? undefined : tag.lang}
            to={`/blog/tag/${encodeURIComponent(tag.slug)}`}
            aria-current={current === tag.slug ? 'page' : undefined}
          >
            <span aria-hidden="true" className={classes.hash}>
              #
            </span>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
