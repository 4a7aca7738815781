import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';

/** Above every layout: the page title and scroll position. */
export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
