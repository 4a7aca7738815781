import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../lib/session/session-store';
import { renderRoutes, stubFetch } from '../test/render-routes';
import { testUser } from '../test/test-users';
import { ADMIN_NAV, BLOG_ADMIN_NAV } from './layouts/admin-nav';
import { routes } from './router';

const current = vi.hoisted(() => ({ state: { status: 'anonymous', user: null } as SessionState }));

vi.mock(import('../lib/session/session-store'), async (importOriginal) => ({
  ...(await importOriginal()),
  useSession: () => current.state,
}));

function routeIdFor(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

function allIds(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.id ? [route.id] : []), ...allIds(route.children ?? [])]);
}

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/hotels', 'hotels'],
    ['/hotels/42', 'hotel-detail'],
    ['/trabzon-hotels', 'trabzon-hotels'],
    ['/flights', 'flights'],
    ['/car-transfers', 'car-transfers'],
    ['/taxis', 'taxis'],
    ['/restaurants', 'restaurants'],
    ['/restaurants/7', 'restaurant-detail'],
    ['/packages', 'packages'],
    ['/packages/uzungol-day-trip', 'package-detail'],
    ['/booking', 'booking'],
    ['/restaurant-booking', 'restaurant-booking'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/contract', 'contract'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/login', 'login'],
    ['/reset-password/abc123', 'reset-password'],
    ['/profile', 'profile'],
    ['/bookings', 'bookings'],
    ['/bookings/TZN-123456', 'booking-detail'],
    ['/blog', 'blog'],
    ['/blog/post/sumela-in-winter', 'blog-post'],
    ['/blog/archive', 'blog-archive'],
    ['/blog/category/food', 'blog-category'],
    ['/blog/tag/uzungol', 'blog-tag'],
    ['/blog/search', 'blog-search'],
    ['/blog-admin', 'blog-admin-dashboard'],
    ['/blog-admin/posts', 'blog-admin-posts'],
    ['/blog-admin/create', 'blog-admin-create'],
    ['/blog-admin/edit/9', 'blog-admin-edit'],
    ['/blog-admin/comments', 'blog-admin-comments'],
    ['/blog-admin/analytics', 'blog-admin-analytics'],
    ['/admin', 'admin-dashboard'],
    ['/admin/packages', 'admin-packages'],
    ['/admin/packages/new', 'admin-package-new'],
    ['/admin/packages/5', 'admin-package-edit'],
    ['/admin/hotels', 'admin-hotels'],
    ['/admin/hotels/new', 'admin-hotel-new'],
    ['/admin/hotels/3f1c2b6e-0000-4000-8000-000000000001', 'admin-hotel-edit'],
    ['/admin/hotel-inventory', 'admin-hotel-inventory'],
    ['/admin/restaurants', 'admin-restaurants'],
    ['/admin/restaurants/new', 'admin-restaurant-new'],
    ['/admin/restaurants/7a1c2b6e-0000-4000-8000-000000000001', 'admin-restaurant-edit'],
    ['/admin/restaurant-tables', 'admin-restaurant-tables'],
    ['/admin/restaurant-availability', 'admin-restaurant-availability'],
    ['/admin/destinations', 'admin-destinations'],
    ['/admin/hero-settings', 'admin-hero-settings'],
    ['/admin/bookings', 'admin-bookings'],
    ['/admin/users', 'admin-users'],
    ['/admin/users/3f1c2b6e-0000-4000-8000-0000000000a1', 'admin-user-detail'],
    ['/admin/audit', 'admin-audit'],
    ['/admin/settings', 'admin-settings'],
    ['/no-such-page', 'not-found'],
    ['/admin/no-such-page', 'admin-not-found'],
  ])('%s is the %s route', (path, id) => {
    expect(routeIdFor(path)).toBe(id);
  });

  it('has a route for every sidebar link, named as in the spec', () => {
    const ids = allIds(routes);
    for (const item of [...ADMIN_NAV, ...BLOG_ADMIN_NAV]) {
      expect(ids).toContain(item.id);
      expect(routeIdFor(item.to)).toBe(item.id);
    }
  });
});

describe('app routes', () => {
  beforeEach(() => {
    current.state = { status: 'anonymous', user: null };
    stubFetch(() => ({ status: 503, body: { code: 'service_unavailable', title: 'Unavailable' } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the home hero (the drawn coast when slides cannot load), the search and failing sections', async () => {
    await renderRoutes(routes, '/');
    const hero = await screen.findByRole('region', { name: 'Your Black Sea journey starts here' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Black Sea journey starts here',
    );
    const tabs = within(hero).getByRole('tablist', { name: 'What are you looking for?' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Hotels', 'Taxis', 'Restaurants', 'Packages']);
    expect(within(hero).queryByRole('group', { name: 'Slideshow' })).toBeNull();
    expect(await screen.findByText('Failed to load destinations', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load hotels')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch special offers')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load packages')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Karadeniz Travel · Trabzon and the Black Sea');
  });

  it('titles a page and the document after it', async () => {
    await renderRoutes(routes, '/flights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Search flights' })).toBeInTheDocument();
    expect(document.title).toBe('Flights · Karadeniz Travel');
  });

  it.each([
    ['/booking/confirmed?reference=KT-7Q2M4XAB', 'en', 'Booking confirmation · Karadeniz Travel'],
    ['/bookings/find', 'en', 'Find a booking · Karadeniz Travel'],
    ['/bookings/find', 'tr', 'Rezervasyon bul · Karadeniz Travel'],
  ] as const)('titles %s in %s as its own page', async (path, language, title) => {
    await renderRoutes(routes, path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the blog without the site header and footer', async () => {
    await renderRoutes(routes, '/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel blog' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByText('Frequently asked questions')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('link', { name: 'Back to the travel site' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown path with a not-found page', async () => {
    await renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('gives an admin the admin shell with a sidebar link to every admin route', async () => {
    current.state = { status: 'authenticated', user: testUser({ role: 'admin', name: 'Mehmet Kaya' }) };
    await renderRoutes(routes, '/admin/hotels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels' })).toBeInTheDocument();
    expect(screen.getAllByText('Welcome, Mehmet Kaya').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Travel administrator').length).toBeGreaterThan(0);
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(sidebar).getAllByRole('link');
    for (const item of ADMIN_NAV) expect(links.map((a) => a.getAttribute('href'))).toContain(item.to);
    expect(within(sidebar).getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
  });

  it('gives a blog manager the blog admin sidebar', async () => {
    current.state = { status: 'authenticated', user: testUser({ role: 'blog-admin' }) };
    await renderRoutes(routes, '/blog-admin/comments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comments' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/blog-admin',
      '/blog-admin/posts',
      '/blog-admin/create',
      '/blog-admin/comments',
      '/blog-admin/analytics',
      '/',
    ]);
  });
});
