import { IconArchive } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguagePicker } from '../../components/layout/language-picker';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { BlogSearchBox } from '../../features/blog/components/blog-search-box';
import { useTranslation } from '../../lib/use-translation';
import classes from './blog-layout.module.css';

/** The blog's slim bar: its name, the archive, a search field, the language and the colour scheme. */
export function BlogBar() {
  const { t } = useTranslation(['blog', 'layout']);
  const { pathname } = useLocation();
  const onSearchPage = pathname === '/blog/search';
  return (
    <header className={classes.bar}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <BrandLogo compact />
          <Link to="/blog" className={classes.blogName}>
            {t('layout:blogBar.label')}
          </Link>
        </div>
        <nav className={classes.nav} aria-label={t('bar.nav')}>
          <NavLink to="/blog/archive" className={classes.navLink}>
            <IconArchive size={18} aria-hidden="true" />
            {t('bar.archive')}
          </NavLink>
          {onSearchPage ? null : <BlogSearchBox variant="bar" className={classes.search} />}
        </nav>
        <div className={classes.tools}>
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
