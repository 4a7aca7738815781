import { createPath, type Navigator, type To } from 'react-router';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A new page from the server at `to`. A state the navigation carries (the booking just made, for
 * its confirmation) goes into the new page's history entry where the app's router keeps it
 * (`history.state.usr`), so the page reads it as if the app had gone there itself.
 */
function goTo(to: To, state: unknown, replace: boolean): void {
  const href = hrefOf(to);
  if (state == null) {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: replace ? idx : idx + 1 };
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  window.location.reload();
}

/**
 * The router of an island on a page sent light: every navigation is the browser's own, a new page
 * from the server (which renders it light again, or as the app where the page is the app's).
 */
export const pageNavigator: Navigator = {
  createHref: hrefOf,
  push: (to, state) => goTo(to, state, false),
  replace: (to, state) => goTo(to, state, true),
  go: (delta: number) => window.history.go(delta),
};
