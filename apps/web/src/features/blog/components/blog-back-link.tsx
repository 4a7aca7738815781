import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './blog-back-link.module.css';

/** A small link up to a wider blog page (all posts, the whole archive), its arrow pointing back. */
export function BlogBackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `${classes.link} ${className}` : classes.link}>
      <IconArrowLeft size={16} aria-hidden="true" className={classes.arrow} />
      {children}
    </Link>
  );
}
