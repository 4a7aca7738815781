import type { Language } from '@app/shared/i18n/languages';

/** How API requests leave: `fetch` in the browser, the server's own routes when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What one server rendering of a page holds for itself: its language and its way to the API. */
export interface RenderScope {
  lang: Language;
  transport: ApiTransport;
}

let source: () => RenderScope | undefined = () => undefined;

/**
 * The server renders several pages at once, each in its own scope; it says once where the current
 * one is found (an `AsyncLocalStorage` it runs each rendering in). The browser has none: the
 * reader's language and `fetch`.
 */
export function setRenderScopeSource(next: () => RenderScope | undefined): void {
  source = next;
}

/** The scope of the rendering running now, if the server is rendering a page. */
export function renderScope(): RenderScope | undefined {
  return source();
}
