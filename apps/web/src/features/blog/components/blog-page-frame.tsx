import type { ReactNode } from 'react';
import { HydrateWhenVisible } from '../../../components/hydrate-when-visible';
import classes from './blog-page-frame.module.css';

interface BlogPageFrameProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A word above the title: what kind of list this is ("Category", "Tag"). */
  eyebrow?: ReactNode;
  sidebar?: ReactNode;
  children: ReactNode;
}

/** A list page of the blog: its title and lead, the list, and the sidebar beside it (below on phones). */
export function BlogPageFrame({ title, lead, eyebrow, sidebar, children }: BlogPageFrameProps) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <h1 className={classes.title}>{title}</h1>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
      </header>
      <div className={sidebar ? classes.columns : undefined}>
        <div className={classes.main}>{children}</div>
        {/* Beside or below the list: it becomes live in its own step, apart from the list. */}
        {sidebar ? <HydrateWhenVisible id="blog-sidebar">{sidebar}</HydrateWhenVisible> : null}
      </div>
    </div>
  );
}
