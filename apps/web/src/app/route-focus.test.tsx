import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { RouteFocus } from './route-focus';

function Layout() {
  return (
    <>
      <RouteFocus />
      <nav>
        <Link to="/hotels">Hotels</Link>
        <Link to="/packages">Packages</Link>
        <Link to="/hotels?sort=price">Cheapest first</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading shows once its data is there. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Tour packages</h1> : <p>Loading…</p>;
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/hotels', element: <h1>Hotels in the Black Sea</h1> },
      { path: '/packages', element: <SlowPage /> },
    ],
  },
];

describe('focus after a move to another page', () => {
  it('stays put on the first load', async () => {
    await renderRoutes(routes, '/');
    expect(document.body).toHaveFocus();
  });

  it('goes to the new page’s heading, not the link that was followed', async () => {
    await renderRoutes(routes, '/');
    const u = userEvent.setup();
    await u.click(screen.getByRole('link', { name: 'Hotels' }));
    const heading = await screen.findByRole('heading', { name: 'Hotels in the Black Sea' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('stays on the control when only the query changes', async () => {
    await renderRoutes(routes, '/hotels');
    const u = userEvent.setup();
    const sort = screen.getByRole('link', { name: 'Cheapest first' });
    await u.click(sort);
    expect(sort).toHaveFocus();
  });

  it('waits in the main content for a heading that shows late, then gives it the focus', async () => {
    const { router } = await renderRoutes(routes, '/');
    await act(() => router.navigate('/packages'));
    expect(document.getElementById('main-content')).toHaveFocus();
    const heading = await screen.findByRole('heading', { name: 'Tour packages' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
