import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { BlogDashboardPage } from './dashboard-page';
import { testOverview, testRow } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('blog dashboard', () => {
  it('counts posts by status, comments waiting and recent views, each leading to its page', async () => {
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/blog-admin/overview') return { status: 200, body: testOverview() };
      if (call.url.pathname === '/api/blog-admin/posts')
        return {
          status: 200,
          body: { data: [testRow({ status: 'draft' })], total: 1, page: 1, totalPages: 1 },
        };
      return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
    });
    await renderRoutes([{ path: '/blog-admin', element: <BlogDashboardPage /> }], '/blog-admin');

    const waiting = await screen.findByRole('link', { name: /^Comments waiting\s*4\b/ });
    expect(waiting).toHaveAttribute('href', '/blog-admin/comments');
    expect(screen.getByRole('link', { name: /Views, last 30 days/ })).toHaveTextContent('5,400');
    expect(screen.getByRole('link', { name: /Views, last 30 days/ })).toHaveAttribute(
      'href',
      '/blog-admin/analytics',
    );
    expect(screen.getByRole('link', { name: /Scheduled/ })).toHaveAttribute(
      'href',
      '/blog-admin/posts?status=scheduled',
    );
    const latest = screen.getByRole('region', { name: 'Latest posts' });
    expect(
      await within(latest).findByRole('link', { name: 'A morning at Sümela Monastery' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/blog-admin/posts')?.url.searchParams.get('limit')).toBe(
      '5',
    );
  });
});
