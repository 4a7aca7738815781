import type { UserDto } from '@app/shared/auth/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/session/auth-dialog-store';
import type { SessionState } from '../../lib/session/session-store';
import { focusAccountControl } from '../../lib/session/use-return-focus';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { SiteHeader } from './site-header';

const current = vi.hoisted(() => ({ state: { status: 'anonymous', user: null } as SessionState }));

vi.mock(import('../../lib/session/session-store'), async (importOriginal) => ({
  ...(await importOriginal()),
  useSession: () => current.state,
}));

vi.mock(import('../../lib/session/use-return-focus'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, focusAccountControl: vi.fn(original.focusAccountControl) };
});

const SETTINGS = {
  siteName: 'Karadeniz Travel',
  licenseNumber: 'A-12345',
  address: 'Kemerkaya, Trabzon',
  phone: '+90 462 000 00 00',
  contactEmail: 'info@example.com',
  currency: 'TRY',
  defaultLanguage: 'tr',
};

function signIn(user: UserDto) {
  current.state = { status: 'authenticated', user };
}

async function openAccountMenu(name = 'Ayşe Yılmaz') {
  await userEvent.click(await screen.findByRole('button', { name: `Account menu, ${name}` }));
  return screen.getByRole('menu');
}

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

function renderHeader(path = '/hotels') {
  return renderRoutes([{ path: '*', element: <SiteHeader /> }], path);
}

describe('SiteHeader', () => {
  beforeEach(() => {
    current.state = { status: 'anonymous', user: null };
    stubFetch(() => ({ status: 200, body: SETTINGS }));
  });
  afterEach(() => {
    setViewportWidth(1024);
    vi.unstubAllGlobals();
    authDialog.close();
  });

  it('links the main sections and marks the current one', async () => {
    await renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/hotels',
      '/flights',
      '/car-transfers',
      '/blog',
      '/packages',
      '/restaurants',
    ]);
    expect(within(nav).getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the agency licence number and address from the public settings', async () => {
    await renderHeader();
    expect(await screen.findByText('Licence no. A-12345')).toBeInTheDocument();
    expect(screen.getByText('Kemerkaya, Trabzon')).toBeInTheDocument();
  });

  it('offers a visitor Log in and Sign up, which open the auth dialog', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authDialog.getState().mode).toBe('login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(authDialog.getState().mode).toBe('register');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('gives an ordinary user Profile, My bookings and Log out only', async () => {
    signIn(testUser());
    await renderHeader();
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Blog management' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Travel admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it.each([
    ['a blog-admin', testUser({ role: 'blog-admin' })],
    ['a user with the blog permission', testUser({ permissions: { blog: true } })],
  ])('gives %s Blog management but not Travel admin', async (_who, user) => {
    signIn(user);
    await renderHeader();
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Blog management' })).toHaveAttribute(
      'href',
      '/blog-admin',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Travel admin' })).not.toBeInTheDocument();
  });

  it('gives an admin Blog management and Travel admin', async () => {
    signIn(testUser({ role: 'admin', name: 'Mehmet Kaya' }));
    await renderHeader();
    const menu = await openAccountMenu('Mehmet Kaya');
    expect(within(menu).getByRole('menuitem', { name: 'Blog management' })).toHaveAttribute(
      'href',
      '/blog-admin',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Travel admin' })).toHaveAttribute(
      'href',
      '/admin/packages',
    );
  });

  it('switches between light and dark with a labelled button and remembers the choice', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('darkMode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('changes the language from the picker', async () => {
    await renderHeader();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr');
    expect(await screen.findByRole('link', { name: 'Oteller' })).toBeInTheDocument();
    expect(localStorage.getItem('preferred-language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('opens a mobile menu with the same links and account actions', async () => {
    setViewportWidth(375);
    signIn(testUser({ role: 'admin' }));
    await renderHeader();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Flights' })).toHaveAttribute('href', '/flights');
    expect(within(drawer).getByRole('link', { name: 'Travel admin' })).toHaveAttribute(
      'href',
      '/admin/packages',
    );
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('gives the focus back to the menu button when the phone menu is closed, the first time too', async () => {
    setViewportWidth(375);
    await renderHeader();
    const u = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await u.click(burger);
    await screen.findByRole('dialog', { name: 'Menu' });
    await u.keyboard('{Escape}');
    await waitFor(() => expect(burger).toHaveFocus());
  });

  it('leaves a private page for the home page before ending the session, so no login prompt follows', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    signIn(testUser());
    const { router } = await renderHeader('/bookings/TZN-123456');
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/logout')).toBe(true));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('stays on a public page when logging out, then moves the focus to the account control', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    signIn(testUser());
    const { router } = await renderHeader('/hotels');
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/logout')).toBe(true));
    expect(router.state.location.pathname).toBe('/hotels');
    // A moment later, once the header has swapped its controls, the focus goes to the account
    // control (here the session is a fixture, so the header stays as it was).
    await waitFor(() => expect(focusAccountControl).toHaveBeenCalled());
  });
});
