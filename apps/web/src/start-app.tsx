import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { createAppRouter } from './app/browser-router';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { readSsrPayload } from './app/ssr-payload';
import { setHydrating } from './components/hydrate-when-visible';
import { initI18n, resolveInitialLanguage } from './lib/i18n';
import { session } from './lib/session/session-store';

/** The first render must match the server's, so the page's route modules load before it. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Renders the app into `#root`, or brings the server's rendering of it to life. */
export async function startApp() {
  const lang = resolveInitialLanguage();
  const payload = readSsrPayload();
  await initI18n(lang);
  void session.restore();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');

  // A page the server rendered in the reader's language becomes live where it is; otherwise
  // (another language saved in this browser, or a page the server leaves to the browser) the
  // browser renders it.
  if (payload && payload.lang === lang && root.firstElementChild) {
    await loadMatchedRoutes();
    const queryClient = createQueryClient();
    hydrate(queryClient, payload.queries);
    const router = createAppRouter(routes);
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
