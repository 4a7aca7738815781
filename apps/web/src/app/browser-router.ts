import { createBrowserRouter, type RouteObject } from 'react-router';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** As unique within one tab's history as the router's own entry keys. */
function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * The app's router over the browser's history.
 *
 * A page opened afresh (typed, bookmarked, from another site, any full page load) is a history
 * entry the router has not written, and the router names every such entry `default`. Its scroll
 * restoration keeps positions per entry name for the whole tab, so a fresh page was "restored" to
 * where another fresh page of the tab had been left, and that came as a second render after the
 * page was on screen: on a slow phone the page jumped to the top after the reader had scrolled
 * down, and a list they had opened (e.g. the blog editor's "Written in") lost its field off
 * screen and hid. Here such an entry gets a name of its own first; a reload keeps the entry's
 * state, so a reloaded page still returns to where the reader was.
 */
export function createAppRouter(routes: RouteObject[]): BrowserRouter {
  const state: unknown = window.history.state;
  const held = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof held.key !== 'string' || held.key === '' || held.key === 'default')
    window.history.replaceState({ ...held, key: newEntryKey() }, '');
  return createBrowserRouter(routes);
}
