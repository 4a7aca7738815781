import { createPath, type Navigator, type To } from 'react-router';

/**
 * The router of an island on a page sent light: every navigation is the browser's own, a new page
 * from the server (which renders it light again, or as the app where the page is the app's).
 */
export const pageNavigator: Navigator = {
  createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
  push: (to: To) => window.location.assign(typeof to === 'string' ? to : createPath(to)),
  replace: (to: To) => window.location.replace(typeof to === 'string' ? to : createPath(to)),
  go: (delta: number) => window.history.go(delta),
};
