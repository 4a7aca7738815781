import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../app/query-client';
import { unanswered } from '../app/server-queries';
import type { CollectedIsland } from './island';
import { IslandRoot } from './island-root';
import { ISLANDS, type IslandName } from './registry';

const checked = new Set<IslandName>();

/**
 * The browser loads an island by its name: the name a page gives must load the component it
 * renders, or the reader would get another part (or none). Checked once per name, on the first
 * page that places it; a mismatch fails that page's rendering, where tests see it.
 */
async function assertRegistered({ name, component }: CollectedIsland): Promise<void> {
  if (checked.has(name)) return;
  if ((await ISLANDS[name].load()) !== component) {
    throw new Error(`island "${name}" is placed with a component its registry entry does not load`);
  }
  checked.add(name);
}

interface RenderIslandsOptions {
  islands: CollectedIsland[];
  /** The page's path and query. */
  location: string;
  /** The page's own answers: an island showing the same data takes it from there. */
  pageClient: QueryClient;
  maxPasses: number;
}

/**
 * Renders each island of a page sent light as its own root, as the browser will hydrate it (so
 * `useId` and the markup agree), with only the API answers the islands show handed over.
 */
export async function renderIslands({
  islands,
  location,
  pageClient,
  maxPasses,
}: RenderIslandsOptions): Promise<{ html: string[]; queries: DehydratedState }> {
  await Promise.all(islands.map(assertRegistered));
  const client = createQueryClient({ retry: false });
  const renderAll = () =>
    islands.map(({ component: Component, props }) =>
      renderToString(
        <IslandRoot queryClient={client} location={location} stylesInHead>
          <Component {...props} />
        </IslandRoot>,
      ),
    );
  let html = renderAll();
  for (let pass = 1; pass < maxPasses; pass++) {
    const waiting = unanswered(client);
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map(async (query) => {
        // What the page already asked, answered or failed, is not asked again.
        const known = pageClient.getQueryCache().get(query.queryHash);
        if (known && known.state.status !== 'pending') {
          query.setState({ ...known.state, fetchStatus: 'idle' });
          return;
        }
        await query.fetch().catch(() => undefined);
      }),
    );
    html = renderAll();
  }
  return {
    html,
    // Failed answers too: the island's first render in the browser shows the same.
    queries: dehydrate(client, {
      shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error',
    }),
  };
}
