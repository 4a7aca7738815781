import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogCommentsPage } from '../features/blog/admin/comments-page';
import { BlogPostsPage } from '../features/blog/admin/posts-page';
import { BlogArchiveView } from '../features/blog/blog-archive-view';
import { BlogHomeView } from '../features/blog/blog-home-view';
import { BlogSearchView } from '../features/blog/blog-search-view';
import { BlogCategoryView } from '../features/blog/blog-taxonomy-view';
import { categories } from '../features/blog/testing/blog-fixtures';
import { AdminBookingsView } from '../features/bookings/admin/admin-bookings-page';
import { MyBookingsView } from '../features/bookings/my-bookings-page';
import { AdminDestinationsView } from '../features/destinations/admin/admin-destinations-page';
import { FeaturedHotels } from '../features/home/featured-hotels';
import { AdminHotelsPage } from '../features/hotels/admin/admin-hotels-page';
import { HotelListView } from '../features/hotels/hotel-list-page';
import { AdminPackagesView } from '../features/packages/admin/admin-packages-page';
import { PackageListView } from '../features/packages/package-list-page';
import { session } from '../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../test/render-routes';
import { testUser } from '../test/test-users';
import '../test/booking-kinds';

/**
 * Every list page shows that it is working: a busy placeholder while its list loads (never a
 * blank area), an error with Try again that asks again, and an empty state that says what to do.
 */
interface ListPage {
  name: string;
  path: string;
  route: string;
  element: ReactElement;
  /** The request that brings the list. */
  list: (call: StubbedCall) => boolean;
  /** What the list's endpoint answers when there is nothing. */
  empty: unknown;
  /** Text of the empty state. */
  emptyText: RegExp;
  signedIn?: 'user' | 'admin';
}

const page = { data: [], total: 0, page: 1, totalPages: 1 };
const at = (pathname: string) => (call: StubbedCall) => call.url.pathname === pathname;

const PAGES: ListPage[] = [
  {
    name: '/hotels',
    path: '/hotels',
    route: '/hotels',
    element: <HotelListView />,
    list: at('/api/hotels'),
    empty: page,
    emptyText: /No hotels match/,
  },
  {
    name: '/packages',
    path: '/packages',
    route: '/packages',
    element: <PackageListView />,
    list: at('/api/packages'),
    empty: page,
    emptyText: /No (tour )?packages/i,
  },
  {
    name: 'home featured hotels',
    path: '/',
    route: '/',
    element: <FeaturedHotels />,
    list: at('/api/hotels/featured'),
    empty: [],
    emptyText: /No featured hotels/i,
  },
  {
    name: '/bookings',
    path: '/bookings',
    route: '/bookings',
    element: <MyBookingsView />,
    list: at('/api/bookings'),
    empty: page,
    emptyText: /no bookings yet/i,
    signedIn: 'user',
  },
  {
    name: '/blog',
    path: '/blog',
    route: '/blog',
    element: <BlogHomeView />,
    list: at('/api/blog/posts'),
    empty: page,
    emptyText: /No posts/i,
  },
  {
    name: '/blog/search',
    path: '/blog/search?q=tea',
    route: '/blog/search',
    element: <BlogSearchView />,
    list: at('/api/blog/posts'),
    empty: page,
    emptyText: /No posts/i,
  },
  {
    name: '/blog/archive',
    path: '/blog/archive',
    route: '/blog/archive',
    element: <BlogArchiveView />,
    list: at('/api/blog/archive'),
    empty: [],
    emptyText: /No posts/i,
  },
  {
    name: '/blog/category',
    path: '/blog/category/places',
    route: '/blog/category/:category',
    element: <BlogCategoryView />,
    list: at('/api/blog/posts'),
    empty: page,
    emptyText: /No posts/i,
  },
  {
    name: '/admin/hotels',
    path: '/admin/hotels',
    route: '/admin/hotels',
    element: <AdminHotelsPage />,
    list: at('/api/admin/hotels'),
    empty: page,
    emptyText: /No hotels/i,
    signedIn: 'admin',
  },
  {
    name: '/admin/packages',
    path: '/admin/packages',
    route: '/admin/packages',
    element: <AdminPackagesView />,
    list: (call) => call.url.pathname.startsWith('/api/') && call.url.pathname.includes('packages'),
    empty: page,
    emptyText: /No (tour )?packages/i,
    signedIn: 'admin',
  },
  {
    name: '/admin/destinations',
    path: '/admin/destinations',
    route: '/admin/destinations',
    element: <AdminDestinationsView />,
    list: at('/api/admin/destinations'),
    empty: page,
    emptyText: /No destinations/i,
    signedIn: 'admin',
  },
  {
    name: '/admin/bookings',
    path: '/admin/bookings',
    route: '/admin/bookings',
    element: <AdminBookingsView />,
    list: at('/api/admin/bookings'),
    empty: page,
    emptyText: /No bookings/i,
    signedIn: 'admin',
  },
  {
    name: '/blog-admin/posts',
    path: '/blog-admin/posts',
    route: '/blog-admin/posts',
    element: <BlogPostsPage />,
    list: at('/api/blog-admin/posts'),
    empty: { ...page, counts: { all: 0, draft: 0, published: 0, scheduled: 0, archived: 0 } },
    emptyText: /No posts/i,
    signedIn: 'admin',
  },
  {
    name: '/blog-admin/comments',
    path: '/blog-admin/comments',
    route: '/blog-admin/comments',
    element: <BlogCommentsPage />,
    list: at('/api/blog-admin/comments'),
    empty: { ...page, counts: { pending: 0, approved: 0 } },
    emptyText: /Nothing to review/,
    signedIn: 'admin',
  },
];

/** Everything but the list answers as if empty: side lists (categories, counts) are not under test. */
const sideReply = (call: StubbedCall) =>
  call.url.pathname === '/api/blog/categories'
    ? { status: 200, body: categories }
    : /\/(tags|archive)$/.test(call.url.pathname)
      ? { status: 200, body: [] }
      : { status: 200, body: page };

async function open(
  p: ListPage,
  reply: (call: StubbedCall) => { status: number; body?: unknown } | Promise<never>,
) {
  if (p.signedIn) act(() => session.setUser(testUser({ role: p.signedIn })));
  const calls = stubFetch((call) => (p.list(call) ? reply(call) : sideReply(call)));
  await renderRoutes([{ path: p.route, element: p.element }], p.path);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.expire());
});

describe.each(PAGES)('$name', (p) => {
  it('shows a busy placeholder while the list loads, never a blank area', async () => {
    await open(p, () => new Promise<never>(() => {}));
    // Announced (a status with a name), busy, and on screen.
    const [busy] = await screen.findAllByRole('status', { busy: true });
    expect(busy).toHaveAccessibleName(/Loading/);
    expect(busy).toBeVisible();
    expect(screen.queryByText(p.emptyText)).toBeNull();
  });

  it('says when the list could not load, and Try again asks again', async () => {
    let fail = true;
    const calls = await open(p, () =>
      fail
        ? { status: 500, body: { code: 'internal_error', title: 'An error occurred', status: 500 } }
        : { status: 200, body: p.empty },
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const before = calls.filter(p.list).length;
    fail = false;
    await userEvent.click(retry);
    expect((await screen.findAllByText(p.emptyText))[0]).toBeInTheDocument();
    expect(calls.filter(p.list).length).toBeGreaterThan(before);
  });

  it('says what to do when there is nothing to list', async () => {
    await open(p, () => ({ status: 200, body: p.empty }));
    expect((await screen.findAllByText(p.emptyText))[0]).toBeInTheDocument();
  });
});
