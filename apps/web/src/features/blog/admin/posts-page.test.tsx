import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { BlogPostsPage } from './posts-page';
import { testOverview, testRow } from './testing/fixtures';

type Reply = { status: number; body?: unknown };

const ROWS = [
  testRow({
    _id: 'a0000000-0000-4000-8000-000000000001',
    title: 'Uzungöl in autumn',
    status: 'draft',
    publishedAt: null,
  }),
  testRow({
    _id: 'a0000000-0000-4000-8000-000000000002',
    title: 'Hamsi season',
    status: 'published',
    scheduled: true,
    languages: ['tr'],
    lang: 'tr',
  }),
  testRow({ _id: 'a0000000-0000-4000-8000-000000000003', title: 'Ayder hot springs', status: 'archived' }),
];

function server(override: (call: StubbedCall) => Reply | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/blog-admin/overview') return { status: 200, body: testOverview() };
    if (path === '/api/blog-admin/posts') {
      const q = call.url.searchParams.get('q') ?? '';
      const data = ROWS.filter((row) => row.title.toLowerCase().includes(q.toLowerCase()));
      return { status: 200, body: { data, total: data.length, page: 1, totalPages: 1 } };
    }
    if (path === '/api/blog-admin/posts/bulk') return { status: 200, body: { updated: 1, skipped: 1 } };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

function renderPage(path = '/blog-admin/posts', lang: 'en' | 'ar' = 'en') {
  return renderRoutes(
    [
      { path: '/blog-admin/posts', element: withNotifications(<BlogPostsPage />) },
      { path: '/blog-admin/edit/:id', element: <p>editor</p> },
    ],
    path,
    lang,
  );
}

/** The window width Mantine's media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('blog posts list', () => {
  it('lists posts with their status, languages, views and comments', async () => {
    server();
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    const hamsi = within(table).getByRole('row', { name: /Hamsi season/ });
    expect(within(hamsi).getByText('Scheduled')).toBeInTheDocument();
    expect(within(hamsi).getByText('Turkish')).toBeInTheDocument();
    expect(within(hamsi).getByText('1,250')).toBeInTheDocument();
    expect(within(hamsi).getByRole('link', { name: '2 waiting for review' })).toHaveAttribute(
      'href',
      '/blog-admin/comments',
    );
    expect(within(hamsi).getByRole('link', { name: 'Edit “Hamsi season”' })).toHaveAttribute(
      'href',
      '/blog-admin/edit/a0000000-0000-4000-8000-000000000002',
    );
    // A scheduled post is not on the blog yet: no link to it.
    expect(within(hamsi).queryByRole('link', { name: /on the blog/ })).not.toBeInTheDocument();
    // Counts from the overview on the status tabs.
    expect(screen.getByRole('tab', { name: /Drafts\s*3/ })).toBeInTheDocument();
  });

  it('publishes the selected posts after asking, and says what happened', async () => {
    const calls = server();
    await renderPage();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Select “Uzungöl in autumn”' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select “Ayder hot springs”' }));
    expect(screen.getByText('2 posts selected')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 2 posts?' });
    expect(calls.some((c) => c.url.pathname.endsWith('/bulk'))).toBe(false);
    // Cancel first, and a close button that says what it does.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await u.click(within(dialog).getByRole('button', { name: 'Publish posts' }));

    expect(await screen.findByText(/1 post was published\. 1 was skipped/)).toBeInTheDocument();
    const bulk = calls.find((c) => c.url.pathname === '/api/blog-admin/posts/bulk');
    expect(bulk?.method).toBe('POST');
    expect(bulk?.body).toEqual({
      ids: ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003'],
      action: 'publish',
    });
    expect(screen.queryByText(/posts? selected/)).not.toBeInTheDocument();
    // The bar holding the buttons went away: focus waits on the heading, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    // The list is asked for again.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/blog-admin/posts').length).toBeGreaterThan(1),
    );
  });

  it('selects every post on the page at once', async () => {
    server();
    await renderPage();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Select all posts on this page' }));
    expect(screen.getByText('3 posts selected')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('searches once typing pauses and keeps the search in the address', async () => {
    const calls = server();
    const { router } = await renderPage('/blog-admin/posts?status=draft');
    const u = userEvent.setup();
    await u.type(await screen.findByRole('searchbox', { name: 'Search posts' }), 'ayder');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ayder'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('draft');
    const lists = () => calls.filter((c) => c.url.pathname === '/api/blog-admin/posts');
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('q')).toBe('ayder'));
    expect(lists().at(-1)?.url.searchParams.get('status')).toBe('draft');
    // Not one request per key.
    expect(lists().length).toBeLessThanOrEqual(3);
  });

  it('on a phone shows each post as a card: its whole title, its status in full, its actions at hand', async () => {
    setViewportWidth(390);
    try {
      server();
      await renderPage('/blog-admin/posts', 'ar');
      const list = await screen.findByRole('list', { name: 'مقالات المدونة' });
      // No table to scroll sideways, where the status column was cut.
      expect(screen.queryByRole('table')).toBeNull();
      const hamsi = within(list).getAllByRole('listitem')[1] as HTMLElement;
      const title = within(hamsi).getByRole('link', { name: 'Hamsi season' });
      // A long title wraps to three lines at most and ends with an ellipsis, never cut mid-letter.
      expect(title).toHaveAttribute('data-line-clamp', 'true');
      expect(within(hamsi).getByText('مجدول')).toBeInTheDocument();
      expect(within(hamsi).getByRole('checkbox', { name: 'تحديد «Hamsi season»' })).toBeInTheDocument();
      expect(within(hamsi).getByRole('link', { name: 'تعديل «Hamsi season»' })).toBeInTheDocument();
      expect(within(hamsi).getByRole('button', { name: 'حذف «Hamsi season»' })).toBeInTheDocument();
    } finally {
      setViewportWidth(1024);
    }
  });
});
