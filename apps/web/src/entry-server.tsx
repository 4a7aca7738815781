import { AsyncLocalStorage } from 'node:async_hooks';
import { directionOf, type Language } from '@app/shared/i18n/languages';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { pageTitle } from './app/document-title';
import { headTags } from './app/head-tags';
import { pageLoadContext, withPageLoaders } from './app/page-loaders';
import { createQueryClient } from './app/query-client';
import { isRouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { unanswered } from './app/server-queries';
import { SSR_PAYLOAD_ID, scriptJson, serializeSsrPayload } from './app/ssr-payload';
import { type IslandCollector, IslandCollectorContext } from './islands/island';
import { ISLANDS_PAYLOAD_ID, type IslandsPayload } from './islands/payload';
import { placeIslands } from './islands/place-islands';
import { renderIslands } from './islands/render-islands';
import { ApiError } from './lib/api-client';
import { loadAllTexts } from './lib/i18n';
import { fullTitle, type PageMetaCollector, type PageMetaData, PageMetaProvider } from './lib/page-meta';
import { type RenderScope, setRenderScopeSource } from './lib/render-scope';
import { translator } from './lib/translator';

export { themeStylesMarkup } from './app/theme-styles';

/**
 * Server rendering of the public pages. The server calls `renderPage` for a page request; the
 * page's data comes from the server's own API (through `fetchApi`), and the HTML, the head and the
 * data go out together so the browser's first render matches and only hydrates.
 */

export interface RenderRequest {
  /** Path and query, e.g. `/hotels?stars=4`. */
  url: string;
  lang: Language;
  /** The site's public origin (e.g. `https://travel.example`): canonical and preview addresses are absolute. */
  origin: string;
  /** Answers an API request (`/api/...`) without the network. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'spa' }
  | {
      kind: 'page';
      status: number;
      lang: Language;
      dir: 'ltr' | 'rtl';
      title: string;
      description: string;
      /** Tags for the end of `<head>` from the page's `PageMeta`: canonical, Open Graph, JSON-LD… */
      head: string;
      html: string;
      /** Goes after `#root`: the data the page was rendered with. */
      tail: string;
      /**
       * `app`: the whole page comes alive in the browser (the app's page); `light`: only its islands
       * do (the light page, see `islands/island.tsx`).
       */
      document: 'app' | 'light';
      /**
       * How many times the page was rendered: 1 when its route's loader fetched all it shows; more
       * when rendering asked for data no loader fetched (fetched, then rendered again).
       */
      passes: number;
    };

/** Pages anyone may see, the same for everyone: the ones worth rendering on the server. */
const SERVER_RENDERED = new Set([
  'home',
  'hotels',
  'hotel-detail',
  'trabzon-hotels',
  'flights',
  'car-transfers',
  'taxis',
  'restaurants',
  'restaurant-detail',
  'restaurant-booking',
  'packages',
  'package-detail',
  'privacy',
  'terms',
  'contract',
  'about',
  'contact',
  'booking',
  'booking-find',
  'not-found',
  'blog',
  'blog-post',
  'blog-archive',
  'blog-category',
  'blog-tag',
  'blog-search',
  'blog-not-found',
]);

/**
 * Public pages go light: HTML with islands, not the whole app (docs/decisions/026); a link from one
 * leads to a new page from the server. The table reservation, a checkout reached from a restaurant's
 * page, still goes as the app, hydrated whole.
 */
const SENT_AS_APP = new Set(['restaurant-booking']);

/**
 * Styles React hoists (Mantine's responsive styles, given a precedence) come first in the markup
 * when React does not render the head itself; they go to the head, where HTML allows `<style>`.
 * The browser's React finds them there by their `data-href` and does not add them again.
 */
const HOISTED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>/g;

function liftStyles(html: string): { styles: string; html: string } {
  // An island and the page around it may share a style: it goes to the head once.
  const styles = new Set(html.match(HOISTED_STYLE) ?? []);
  return { styles: [...styles].join(''), html: styles.size ? html.replace(HOISTED_STYLE, '') : html };
}

/**
 * A page whose components ask for data its route's loader did not fetch renders again with the
 * answers (a safety net: `passes` in the result says when it was needed).
 */
const MAX_PASSES = 4;

const handler = createStaticHandler(withPageLoaders(routes));

/**
 * Pages render at the same time, each in its own scope (its language, its way to the API), which
 * the API client and the texts read wherever the rendering's code runs, awaited calls included.
 */
const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeSource(() => scopes.getStore());

let texts: Promise<void> | null = null;

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  texts ??= loadAllTexts().catch((error: unknown) => {
    texts = null;
    throw error;
  });
  await texts;
  return scopes.run({ lang: request.lang, transport: request.fetchApi }, () => render(request));
}

/**
 * A page whose data could not be loaded says so with its status, not 200 around an error: 503 when
 * the API was unavailable (the reader may try again soon), else 500. A 4xx answer is the page's own
 * business (a post that is not public declares its 404).
 */
function failedStatus(queryClient: QueryClient): 500 | 503 | null {
  let status: 500 | 503 | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'error') continue;
    const error = query.state.error;
    const answered = error instanceof ApiError ? error.status : 500;
    if (answered === 503) return 503;
    if (answered >= 500) status = 500;
  }
  return status;
}

async function render({ url, lang, origin }: RenderRequest): Promise<RenderResult> {
  // No second try on the server: the reader gets the error status at once and the page's own
  // "Try again" (the browser retries as usual).
  const queryClient = createQueryClient({ retry: false });
  const context = await handler.query(new Request(new URL(url, 'http://ssr.local')), {
    requestContext: pageLoadContext(queryClient),
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const leaf = context.matches.at(-1)?.route.id;
  if (!leaf || !SERVER_RENDERED.has(leaf)) return { kind: 'spa' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const light = !SENT_AS_APP.has(leaf);
  // What the page declared in its last pass (a pass still loading may declare nothing yet).
  let collector: PageMetaCollector = { meta: null };
  // The islands its last pass placed, when it is sent light.
  const islands: IslandCollector = { islands: [] };
  const tree = () => {
    collector = { meta: null };
    islands.islands = [];
    return renderToString(
      <IslandCollectorContext.Provider value={light ? islands : null}>
        <PageMetaProvider collector={collector}>
          <AppProviders queryClient={queryClient} stylesInHead>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaProvider>
      </IslandCollectorContext.Provider>,
    );
  };

  let html = tree();
  let passes = 1;
  for (; passes < MAX_PASSES; passes++) {
    const waiting = unanswered(queryClient);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    html = tree();
  }

  let tail: string;
  if (light) {
    const placed = islands.islands;
    const rendered = await renderIslands({
      islands: placed,
      location: url,
      pageClient: queryClient,
      maxPasses: MAX_PASSES,
    });
    html = placeIslands(html, rendered.html);
    const payload: IslandsPayload = {
      lang,
      islands: placed.map(({ name, props, when, stored }) => ({
        name,
        props,
        when,
        ...(stored ? { stored } : {}),
      })),
      queries: rendered.queries,
    };
    tail = `<script type="application/json" id="${ISLANDS_PAYLOAD_ID}">${scriptJson(payload)}</script>`;
  } else {
    tail = `<script type="application/json" id="${SSR_PAYLOAD_ID}">${serializeSsrPayload({
      lang,
      // Failed answers too (a post that is not public): the browser's first render shows the same.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error',
      }),
    })}</script>`;
  }
  const lifted = liftStyles(html);
  const t = translator.getFixedT(lang, ['common', 'pages']);
  const appName = t('common:appName');
  const handles = context.matches.map((m) => ({ handle: m.route.handle }));
  const notFound = leaf === 'not-found' || leaf === 'blog-not-found';
  // A page that declares no head of its own gets one from its route: its title and description,
  // its address in each language. Crawlers and link previews read every public page right.
  const handle = handles.map((m) => m.handle).findLast(isRouteHandle);
  const meta: PageMetaData = collector.meta ?? {
    title: handle ? t(handle.title) : '',
    description: handle?.description ? t(handle.description) : t('common:metaDescription'),
    canonicalPath: new URL(url, 'http://ssr.local').pathname,
    ...(notFound ? { noindex: true, status: 404 } : {}),
  };
  return {
    kind: 'page',
    status: failedStatus(queryClient) ?? meta.status ?? (notFound ? 404 : context.statusCode),
    lang,
    dir: directionOf(lang),
    title: collector.meta || handle ? fullTitle(meta.title, appName) : pageTitle(t, handles),
    description: meta.description || t('common:metaDescription'),
    head: lifted.styles + headTags(meta, { origin, lang, appName }),
    html: lifted.html,
    tail,
    document: light ? 'light' : 'app',
    passes,
  };
}
