import type { UserDto } from '@app/shared/auth/schemas';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { CommentForm } from './comment-form';

const reader: UserDto = {
  _id: 'u1',
  name: 'Leyla Aydın',
  email: 'leyla@example.com',
  phone: '',
  role: 'user',
  profileImage: '',
  permissions: { blog: false },
  preferences: { notifications: { email: true } },
  createdAt: '2026-03-12T09:00:00.000Z',
};

const render = () =>
  renderRoutes(
    [{ path: '/blog/post/:slug', element: <CommentForm slug="uzungol-lake" /> }],
    '/blog/post/uzungol-lake',
  );

const commentPosts = (calls: StubbedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/blog/posts/uzungol-lake/comments');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

afterEach(() => {
  cleanup();
  act(() => session.expire());
  vi.unstubAllGlobals();
});

describe('comment form', () => {
  it('asks a guest for name, email and comment, and keeps the bot trap away from people', async () => {
    stubFetch(() => ({ status: 202, body: { status: 'pending' } }));
    await render();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeTruthy();
    // The trap is in the form but not for people: hidden from assistive technology, out of the tab order.
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('fills in the name and email of a signed-in reader', async () => {
    act(() => session.setUser(reader));
    stubFetch(() => ({ status: 202, body: { status: 'pending' } }));
    await render();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Leyla Aydın');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('leyla@example.com');
  });

  it('sends the comment, says it waits for a moderator, and clears only the text', async () => {
    const calls = stubFetch(() => ({ status: 202, body: { status: 'pending' } }));
    await render();
    fill('Name', 'Mehmet');
    fill('Email', 'mehmet@example.com');
    fill('Comment', 'Go early, the path is quiet.');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));

    expect(
      await screen.findByText('Thank you — your comment will appear once a moderator approves it.'),
    ).toBeTruthy();
    expect(commentPosts(calls)).toHaveLength(1);
    expect(commentPosts(calls)[0]?.body).toEqual({
      name: 'Mehmet',
      email: 'mehmet@example.com',
      body: 'Go early, the path is quiet.',
      lang: 'en',
      website: '',
    });
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mehmet');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mehmet@example.com');
  });

  it('checks the fields before sending anything', async () => {
    const calls = stubFetch(() => ({ status: 202, body: { status: 'pending' } }));
    await render();
    fill('Email', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please write a comment (at least 2 characters).')).toBeTruthy();
    expect(commentPosts(calls)).toHaveLength(0);
  });

  it('focuses the first field in error, and the thank-you message once sent', async () => {
    stubFetch(() => ({ status: 202, body: { status: 'pending' } }));
    await render();
    fill('Name', 'Mehmet');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
    fill('Email', 'mehmet@example.com');
    fill('Comment', 'Go early, the path is quiet.');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('shows its errors in the new language after a language switch', async () => {
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    await act(() => changeLanguage('tr'));
    expect(await screen.findByText('Lütfen adınızı yazın.')).toBeTruthy();
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    await act(() => changeLanguage('en'));
  });

  it('says a network failure in the page’s language and gives it the focus', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await render();
    await act(() => changeLanguage('tr'));
    fill('Ad', 'Mehmet');
    fill('E-posta', 'mehmet@example.com');
    fill('Yorum', 'Erken gidin.');
    fireEvent.click(screen.getByRole('button', { name: 'Yorumu gönder' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sunucuya ulaşılamadı');
    await waitFor(() => expect(alert).toHaveFocus());
    await act(() => changeLanguage('en'));
  });

  it("shows the server's field errors under their fields", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'validation_failed',
        title: 'Some fields need your attention.',
        status: 400,
        errors: [{ field: 'email', code: 'invalid_email', message: 'This email address is not valid.' }],
      },
    }));
    await render();
    fill('Name', 'Mehmet');
    fill('Email', 'mehmet@example.invalid');
    fill('Comment', 'Lovely.');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    const message = await screen.findByText('Please enter a valid email address.');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby') ?? '').toContain(message.id);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    expect(screen.queryByText(/your comment will appear/)).toBeNull();
  });

  it("shows the server's message when too many comments come from one place", async () => {
    stubFetch(() => ({
      status: 429,
      body: { code: 'rate_limited', title: 'Too many attempts. Please wait and try again.', status: 429 },
    }));
    await render();
    fill('Name', 'Mehmet');
    fill('Email', 'mehmet@example.com');
    fill('Comment', 'Again and again.');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait and try again.'),
    );
    // The text stays, to send later.
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Again and again.');
  });

  it('says so when comments were closed meanwhile', async () => {
    stubFetch(() => ({
      status: 409,
      body: { code: 'comments_closed', title: 'Conflict', status: 409 },
    }));
    await render();
    fill('Name', 'Mehmet');
    fill('Email', 'mehmet@example.com');
    fill('Comment', 'Too late?');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Comments are closed for this post.'),
    );
  });
});
