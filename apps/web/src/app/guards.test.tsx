import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../lib/session/session-store';
import { renderRoutes } from '../test/render-routes';
import { testUser } from '../test/test-users';
import { RequireAdmin, RequireAuth, RequireBlogAdmin } from './guards';

const current = vi.hoisted(() => ({ state: { status: 'loading', user: null } as SessionState }));

vi.mock(import('../lib/session/session-store'), async (importOriginal) => ({
  ...(await importOriginal()),
  useSession: () => current.state,
}));

const routes = [
  { path: '/', element: <p>home page</p> },
  { element: <RequireAuth />, children: [{ path: '/profile', element: <p>profile page</p> }] },
  { path: '/admin', element: <RequireAdmin />, children: [{ path: 'users', element: <p>admin users</p> }] },
  {
    path: '/blog-admin',
    element: <RequireBlogAdmin />,
    children: [{ path: 'posts', element: <p>blog posts admin</p> }],
  },
];

function search(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('route guards', () => {
  beforeEach(() => {
    current.state = { status: 'loading', user: null };
  });

  it('shows a loading state and does not redirect while the session is being restored', async () => {
    const { router } = await renderRoutes(routes, '/profile');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('pendingRoute')).toBeNull();
  });

  it('sends a visitor on a login-required page to the login prompt with the full path', async () => {
    current.state = { status: 'anonymous', user: null };
    const { router } = await renderRoutes(routes, '/profile?tab=security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(search(router).get('showLogin')).toBe('true');
    expect(search(router).get('redirect')).toBe('/profile?tab=security');
    expect(localStorage.getItem('pendingRoute')).toBe('/profile?tab=security');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
  });

  it('lets a signed-in user open a login-required page', async () => {
    current.state = { status: 'authenticated', user: testUser() };
    const { router } = await renderRoutes(routes, '/profile');
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it.each([
    ['the blog admin', testUser({ role: 'blog-admin', permissions: { blog: true } })],
    ['a user', testUser()],
  ])('tells %s on an admin route that the area is not theirs, with a way home', async (_who, user) => {
    current.state = { status: 'authenticated', user };
    const { router } = await renderRoutes(routes, '/admin/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this area" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `This area is for the travel agency's administrators. You are signed in as ${user.name}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('admin users')).not.toBeInTheDocument();
  });

  it('offers the blog admin their own area from the travel admin', async () => {
    current.state = { status: 'authenticated', user: testUser({ role: 'blog-admin' }) };
    await renderRoutes(routes, '/admin/users');
    expect(await screen.findByRole('link', { name: 'Open the blog admin' })).toHaveAttribute(
      'href',
      '/blog-admin',
    );
  });

  it('asks a visitor on an admin route to log in first', async () => {
    current.state = { status: 'anonymous', user: null };
    const { router } = await renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(search(router).get('showLogin')).toBe('true');
    expect(search(router).get('redirect')).toBe('/admin/users');
  });

  it('lets an admin into admin routes', async () => {
    current.state = { status: 'authenticated', user: testUser({ role: 'admin' }) };
    const { router } = await renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('admin users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('tells a signed-in user without blog access that the blog admin is not theirs, in their language', async () => {
    current.state = { status: 'authenticated', user: testUser({ name: 'Ayşe' }) };
    const { router } = await renderRoutes(routes, '/blog-admin/posts', 'tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu alana erişiminiz yok' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bu alan blog editörleri içindir. Ayşe olarak giriş yaptınız.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog-admin/posts');
    expect(search(router).get('showLogin')).toBeNull();
    expect(screen.queryByText('blog posts admin')).not.toBeInTheDocument();
  });

  it('sends a visitor on a blog-admin route to the blog-admin login', async () => {
    current.state = { status: 'anonymous', user: null };
    const { router } = await renderRoutes(routes, '/blog-admin/posts');
    await waitFor(() => expect(search(router).get('showLogin')).toBe('blog-admin'));
  });

  it.each([
    ['admin', testUser({ role: 'admin' })],
    ['blog-admin', testUser({ role: 'blog-admin' })],
    ['user with the blog permission', testUser({ permissions: { blog: true } })],
  ])('lets %s into blog-admin routes', async (_who, user) => {
    current.state = { status: 'authenticated', user };
    const { router } = await renderRoutes(routes, '/blog-admin/posts');
    expect(await screen.findByText('blog posts admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog-admin/posts');
  });
});
