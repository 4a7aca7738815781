import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import classes from './blog-pagination.module.css';

interface BlogPaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page of this list. */
  hrefOf: (page: number) => string;
}

/** Pages to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function visiblePages(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/**
 * Links to the pages of a list: they work before any script runs and crawlers follow them.
 * The arrows point the way the text reads (mirrored in Arabic).
 */
export function BlogPagination({ page, totalPages, hrefOf }: BlogPaginationProps) {
  const { t } = useTranslation(['blog', 'common']);
  const lang = currentLanguage();
  if (totalPages <= 1) return null;
  return (
    <nav className={classes.nav} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className={classes.step} to={hrefOf(page - 1)} rel="prev">
          <IconChevronLeft size={18} aria-hidden="true" className={classes.arrow} />
          {t('pagination.newer')}
        </Link>
      ) : null}
      <ol className={classes.pages}>
        {visiblePages(page, totalPages).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={classes.page}
                to={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('common:pagination.page', { page: formatNumber(p, lang) })}
              >
                {formatNumber(p, lang)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className={classes.step} to={hrefOf(page + 1)} rel="next">
          {t('pagination.older')}
          <IconChevronRight size={18} aria-hidden="true" className={classes.arrow} />
        </Link>
      ) : null}
    </nav>
  );
}
