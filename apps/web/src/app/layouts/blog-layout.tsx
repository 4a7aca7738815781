import { IconArchive, IconRss } from '@tabler/icons-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { HydrateWhenVisible } from '../../components/hydrate-when-visible';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguagePicker } from '../../components/layout/language-picker';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { SkipLink } from '../../components/layout/skip-link';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host';
import { BlogSearchBox } from '../../features/blog/components/blog-search-box';
import { feedPath } from '../../features/blog/utils/post-page-meta';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import classes from './blog-layout.module.css';

/**
 * The blog has its own quiet frame: no site header or footer, just a slim bar with the blog's
 * name, the archive, a search field, the language and the colour scheme; a small footer below.
 */
export function BlogLayout() {
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      {/* The bar and the footer become live in their own steps, apart from the page. */}
      <HydrateWhenVisible id="blog-bar">
        <BlogBar />
      </HydrateWhenVisible>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <HydrateWhenVisible id="blog-footer">
        <BlogFooter />
      </HydrateWhenVisible>
      <AuthDialogHost />
    </>
  );
}

function BlogBar() {
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

function BlogFooter() {
  const { t } = useTranslation(['blog', 'layout']);
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Link to="/" className={classes.footerLink}>
          {t('layout:blogBar.backToSite')}
        </Link>
        <Link to="/blog/archive" className={classes.footerLink}>
          {t('bar.archive')}
        </Link>
        {/* The feed is served by the server, not the app: a plain link. */}
        <a href={feedPath(currentLanguage())} className={classes.footerLink}>
          <IconRss size={16} aria-hidden="true" />
          {t('bar.rss')}
        </a>
      </div>
    </footer>
  );
}
