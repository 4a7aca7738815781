import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../components/layout/use-logout';
import { session, useSession } from '../lib/session/session-store';
import { renderRoutes, stubFetch } from '../test/render-routes';
import { testUser } from '../test/test-users';
import { RequireAuth } from './guards';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.expire());
});

describe('logging out', () => {
  it('from a private page lands on the plain home page, with no login prompt', async () => {
    stubFetch(() => ({ status: 204 }));
    act(() => session.setUser(testUser()));
    const { router } = await renderRoutes(
      [
        { path: '/', element: <p>home page</p> },
        {
          element: <RequireAuth />,
          children: [
            {
              path: '/bookings',
              element: (
                <>
                  <p>my bookings</p>
                  <LogoutButton />
                </>
              ),
            },
          ],
        },
      ],
      '/bookings',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.getState().status).toBe('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('pendingRoute')).toBeNull();
    expect(screen.getByText('home page')).toBeInTheDocument();

    // Back to the private page does not ask to log in either.
    await act(() => router.navigate('/bookings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it('on a public page gives the focus to the header’s Log in button that replaces the account menu', async () => {
    stubFetch(() => ({ status: 204 }));
    act(() => session.setUser(testUser()));
    function Header() {
      const { user } = useSession();
      return user ? (
        <LogoutButton />
      ) : (
        <button type="button" data-account-focus="">
          Log in
        </button>
      );
    }
    await renderRoutes([{ path: '/hotels', element: <Header /> }], '/hotels');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
  });
});
