import type { AdminCommentDto } from '@app/shared/blog/schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { BlogCommentsPage } from './comments-page';
import { testComment } from './testing/fixtures';

/** A fake comments API that moves comments between the two lists. */
function server() {
  const comments: AdminCommentDto[] = [
    testComment(),
    testComment({
      _id: 'c0000000-0000-4000-8000-000000000002',
      authorName: 'ليلى حسن',
      authorEmail: 'leila@example.com',
      body: 'رحلة رائعة! <b>شكرًا</b>',
      lang: 'ar',
    }),
    testComment({ _id: 'c0000000-0000-4000-8000-000000000003', authorName: 'Jan', status: 'approved' }),
  ];
  const calls = stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/blog-admin/comments') {
      const status = call.url.searchParams.get('status') ?? 'pending';
      const data = comments.filter((c) => c.status === status);
      const counts = {
        pending: comments.filter((c) => c.status === 'pending').length,
        approved: comments.filter((c) => c.status === 'approved').length,
      };
      return { status: 200, body: { data, total: data.length, page: 1, totalPages: 1, counts } };
    }
    const act = /^\/api\/blog-admin\/comments\/([^/]+)(?:\/(approve|unapprove))?$/.exec(path);
    const comment = comments.find((c) => c._id === act?.[1]);
    if (act && comment && call.method === 'POST') {
      comment.status = act[2] === 'approve' ? 'approved' : 'pending';
      return { status: 200, body: comment };
    }
    if (act && comment && call.method === 'DELETE') {
      comments.splice(comments.indexOf(comment), 1);
      return { status: 204 };
    }
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
  return calls;
}

const render = (path = '/blog-admin/comments', language: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes(
    [{ path: '/blog-admin/comments', element: withNotifications(<BlogCommentsPage />) }],
    path,
    language,
  );

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('comment moderation', () => {
  it('approves a comment: it leaves the waiting list and the counts move', async () => {
    const calls = server();
    await render();
    const u = userEvent.setup();
    expect(await screen.findByRole('tab', { name: /Waiting for review\s*2/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /Approved\s*1/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Waiting for review' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await u.click(screen.getByRole('button', { name: 'Approve the comment by Murat Aydın' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Waiting for review\s*1/ })).toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: /Approved\s*2/ })).toBeInTheDocument();
    expect(screen.queryByText('Murat Aydın')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe(
      '/api/blog-admin/comments/c0000000-0000-4000-8000-000000000001/approve',
    );

    await u.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(await screen.findByText('Murat Aydın')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unapprove the comment by Murat Aydın' })).toBeInTheDocument();
  });

  it('shows the comment as text, with its author, email, post and language', async () => {
    server();
    await render();
    const text = await screen.findByText('رحلة رائعة! <b>شكرًا</b>');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('link', { name: 'leila@example.com' })).toHaveAttribute(
      'href',
      'mailto:leila@example.com',
    );
    const postLink = screen.getAllByRole('link', { name: /A morning at Sümela Monastery/ })[0];
    expect(postLink).toHaveAttribute('href', '/blog/post/a-morning-at-sumela-monastery');
    // Isolated, so a title in another script keeps its order beside the date.
    expect(postLink).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Written in Arabic')).toBeInTheDocument();
  });

  it('deletes a comment only after asking', async () => {
    const calls = server();
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete the comment by Murat Aydın' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByText('Murat Aydın')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      '/api/blog-admin/comments/c0000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('tab', { name: /Waiting for review\s*1/ })).toBeInTheDocument();
  });

  it('says in the reader language which language a comment is in', async () => {
    server();
    await render('/blog-admin/comments', 'ar');
    expect(await screen.findByText('مكتوب بالإنجليزية')).toBeInTheDocument();
    expect(screen.queryByText(/العربية\)|English/)).toBeNull();
  });

  it('draws Approve on a green that keeps white text AA in both colour schemes', async () => {
    server();
    await render();
    const approve = (await screen.findAllByRole('button', { name: /^Approve/ }))[0] as HTMLElement;
    // The filled colour is a theme shade in light and dark alike (not the scheme's own filled shade).
    const shade = /var\(--mantine-color-uzungol-(\d)\)/.exec(approve.style.getPropertyValue('--button-bg'));
    expect(shade).not.toBeNull();
    const hex = theme.colors?.uzungol?.[Number(shade?.[1])] ?? '';
    expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
