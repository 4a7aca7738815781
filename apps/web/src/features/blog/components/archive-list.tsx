import type { BlogArchiveYearDto } from '@app/shared/blog/schemas';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { formatMonthName, formatYear } from '../utils/blog-dates';
import classes from './archive-list.module.css';

interface ArchiveListProps {
  years: BlogArchiveYearDto[];
  /** The period shown now (`YYYY` or `YYYY-MM`), marked as the current page. */
  current?: string;
  /** Only the newest year's months (the sidebar); older years are a link each. */
  foldOlderYears?: boolean;
  headingLevel?: 2 | 3;
}

/** Years and months with their post counts, each a link to its posts (`/blog/archive?period=…`). */
export function ArchiveList({ years, current, foldOlderYears = false, headingLevel = 2 }: ArchiveListProps) {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const count = (n: number) => t('archive.posts', { count: n, formatted: formatNumber(n, lang) });
  return (
    <ul className={classes.years}>
      {years.map((year, index) => {
        const months = (
          <ul className={classes.months}>
            {year.months.map((month) => (
              <li key={month.month}>
                <Link
                  className={classes.link}
                  to={`/blog/archive?period=${month.month}`}
                  aria-current={current === month.month ? 'page' : undefined}
                >
                  <span>{formatMonthName(month.month, lang)}</span>
                  <span className={classes.count}>{count(month.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        );
        const yearLink = (
          <Link
            className={classes.yearLink}
            to={`/blog/archive?period=${year.year}`}
            aria-current={current === String(year.year) ? 'page' : undefined}
          >
            <span>{formatYear(year.year, lang)}</span>
            <span className={classes.count}>{count(year.count)}</span>
          </Link>
        );
        return (
          <li key={year.year} className={classes.year}>
            <Heading className={classes.yearHeading}>{yearLink}</Heading>
            {foldOlderYears && index > 0 ? null : months}
          </li>
        );
      })}
    </ul>
  );
}
