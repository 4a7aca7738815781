import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { HydrateWhenVisible } from '../../components/hydrate-when-visible';
import { AuthDialogPreload } from '../../components/layout/auth-dialog-preload';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { SkipLink } from '../../components/layout/skip-link';
import { AuthDialogHost, preloadAuthForms } from '../../features/auth/components/auth-dialog-host';
import { Island } from '../../islands/island';

const preloadAuthDialog = () => void preloadAuthForms();

/** The public site: header, the page, footer, and the login/register dialogs. */
export function MainLayout() {
  return (
    <AuthDialogPreload value={preloadAuthDialog}>
      <SkipLink />
      <NavigationProgress />
      <HydrateWhenVisible id="site-header">
        <Island name="site-header" component={SiteHeader} props={{}} when="session" />
      </HydrateWhenVisible>
      <Box component="main" id="main-content" tabIndex={-1} mih="60vh" style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <HydrateWhenVisible id="site-footer">
        <SiteFooter />
      </HydrateWhenVisible>
      <AuthDialogHost />
    </AuthDialogPreload>
  );
}
