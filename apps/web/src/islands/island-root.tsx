import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Location, Router } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { pageNavigator } from './page-navigator';

interface IslandRootProps {
  queryClient: QueryClient;
  /** The page's path and query: links inside mark the current page as the app's do. */
  location: string | Partial<Location>;
  /** The theme's styles are in the head (the server's rendering, and the page it sent). */
  stylesInHead?: boolean;
  children: ReactNode;
}

/**
 * What an island sits in, on the server and in the browser alike: the app's providers, and a
 * router whose every navigation is a new page from the server.
 */
export function IslandRoot({ queryClient, location, stylesInHead, children }: IslandRootProps) {
  return (
    <AppProviders queryClient={queryClient} stylesInHead={stylesInHead} notifications={false}>
      <Router location={location} navigator={pageNavigator}>
        {children}
      </Router>
    </AppProviders>
  );
}
