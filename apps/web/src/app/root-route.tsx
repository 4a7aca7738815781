import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';
import { RouteFocus } from './route-focus';

/** Above every layout: the page title, scroll position and where the focus goes on a new page. */
export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <RouteFocus />
      <Outlet />
    </>
  );
}
