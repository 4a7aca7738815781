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
import { changeLanguage, initI18n, resolveInitialLanguage } from './lib/i18n';
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

/**
 * Renders the app into `#root`, or brings the server's rendering of it to life. A page the server
 * rendered becomes live where it is, in the language it arrived in; should the reader's saved
 * language differ (the preferences script could not ask for the page again: cookies off), the
 * page then switches in place, never through a blank loading screen.
 */
export async function startApp() {
  const payload = readSsrPayload();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const rendered = payload && root.firstElementChild ? payload : null;
  const lang = resolveInitialLanguage(rendered?.lang);
  await initI18n(rendered?.lang ?? lang);
  void session.restore();

  if (rendered) {
    await loadMatchedRoutes();
    const queryClient = createQueryClient();
    hydrate(queryClient, rendered.queries);
    const router = createAppRouter(routes);
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App
            router={router}
            queryClient={queryClient}
            onLive={rendered.lang === lang ? undefined : () => void changeLanguage(lang)}
          />
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
