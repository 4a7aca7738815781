import { IconRss } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { HydrateWhenVisible } from '../../components/hydrate-when-visible';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { SkipLink } from '../../components/layout/skip-link';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host';
import { feedPath } from '../../features/blog/utils/post-page-meta';
import { Island } from '../../islands/island';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { BlogBar } from './blog-bar';
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
        <Island name="blog-bar" component={BlogBar} props={{}} when="interaction" />
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
