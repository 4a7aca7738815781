import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/session-store';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { ADMIN_NAV } from './admin-nav';
import { AdminShell } from './admin-shell';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.expire());
});

describe('admin frame on a phone', () => {
  it('closes the open sidebar with Escape and gives the focus back to its button', async () => {
    // A phone's width: the sidebar folds behind its button.
    (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
    stubFetch(() => ({ status: 200, body: {} }));
    act(() => session.setUser(testUser({ role: 'admin' })));
    await renderRoutes(
      [
        {
          path: '/admin',
          element: <AdminShell roleLabel="Travel administrator" nav={ADMIN_NAV} />,
          children: [{ index: true, element: <p>dashboard</p> }],
        },
      ],
      '/admin',
    );
    await screen.findByText('dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const burger = screen.getByRole('button', { name: 'Close navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open navigation' }));
  });
});
