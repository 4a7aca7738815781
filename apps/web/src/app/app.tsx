import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { afterPartsNearScreenLive, setHydrating } from '../components/hydrate-when-visible';
import { AppProviders } from './app-providers';
import { type BrowserRouter, createAppRouter } from './browser-router';
import { createQueryClient } from './query-client';
import { routes } from './router';

interface AppProps {
  /** Given when the page was rendered on the server: the router and the data it rendered with. */
  router?: BrowserRouter;
  queryClient?: QueryClient;
  /** Runs once the first render is live (a server-rendered page hydrated). */
  onLive?: () => void;
}

export function App(props: AppProps) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(routes));
  const [onLive] = useState(() => props.onLive);
  // The page answers clicks and input once the parts a reader can reach are live (a server-rendered
  // page is visible earlier).
  useEffect(() => {
    setHydrating(false);
    onLive?.();
    void afterPartsNearScreenLive().then(() => {
      document.documentElement.dataset.appReady = 'true';
    });
  }, [onLive]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
