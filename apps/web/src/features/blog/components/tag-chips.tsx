import { Link } from 'react-router';
import classes from './tag-chips.module.css';

interface TagChipsProps {
  tags: { slug: string; name: string }[];
  /** The tag whose page this is. */
  current?: string;
  label?: string;
}

/** Tags as small links to their pages. */
export function TagChips({ tags, current, label }: TagChipsProps) {
  return (
    <ul className={classes.chips} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            className={classes.chip}
            // The mark stays before the tag's own first letter: #Trabzon on an Arabic page too.
            dir="auto"
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
