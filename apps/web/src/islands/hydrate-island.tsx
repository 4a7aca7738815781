import type { Language } from '@app/shared/i18n/languages';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { NotificationsHost } from '../app/notifications-host';
import { createQueryClient } from '../app/query-client';
import { AuthDialogHost } from '../features/auth/components/auth-dialog-host';
import { initI18n, loadTextsIn } from '../lib/i18n';
import { session } from '../lib/session/session-store';
import type { IslandSpec } from './island';
import { IslandRoot } from './island-root';
import type { IslandsPayload } from './payload';
import { ISLANDS } from './registry';
import { type Recorder, replay, snapshot } from './replay';

/**
 * The path and query the server rendered the islands with, and the state the page's history entry
 * carries (kept where the app's router keeps it), as the app's router would give them.
 */
const here = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

let started: Promise<QueryClient> | null = null;

/**
 * Once per page: the texts of its language, the API answers its islands showed, the reader's
 * session, and one place for notifications and the login dialog (shared by the islands).
 */
export function startIslands(payload: IslandsPayload): Promise<QueryClient> {
  started ??= (async () => {
    await initI18n(payload.lang as Language);
    const queryClient = createQueryClient();
    hydrate(queryClient, payload.queries);
    void session.restore();
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(
      <IslandRoot queryClient={queryClient} location={here()}>
        <NotificationsHost />
        <AuthDialogHost />
      </IslandRoot>,
    );
    return queryClient;
  })();
  return started;
}

function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** Brings one island to life where the server rendered it; resolves once it is live. */
export async function hydrateIsland(
  holder: Element,
  spec: IslandSpec,
  payload: IslandsPayload,
  recorder: Recorder,
): Promise<void> {
  const entry = ISLANDS[spec.name];
  const [queryClient, Component] = await Promise.all([
    startIslands(payload),
    entry.load() as Promise<ComponentType<Record<string, unknown>>>,
    // In the page's language: the texts must not wait for the start that sets it.
    ...('texts' in entry ? entry.texts.map((part) => loadTextsIn(payload.lang, part)) : []),
  ]);
  const states = snapshot(holder);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      holder,
      <IslandRoot queryClient={queryClient} location={here()}>
        <Component {...spec.props} />
        <Live onLive={resolve} />
      </IslandRoot>,
      {
        // React renders an island again when the browser's render differs from the server's: what
        // the reader did before is then lost. Said plainly, so checks and logs see it.
        onRecoverableError: (error) => {
          console.error(`The island "${spec.name}" did not hydrate as the server rendered it:`, error);
        },
      },
    );
  });
  replay(states, recorder.stop());
}
