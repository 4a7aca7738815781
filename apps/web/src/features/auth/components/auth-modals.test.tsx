import type { LoginResponse, UserDto } from '@app/shared/auth/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { authDialog } from '../../../lib/session/auth-dialog-store';
import { session, useSession } from '../../../lib/session/session-store';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { mockFetch, problem, renderWithProviders } from '../../../test/render-with-providers';
import { AuthModals } from './auth-modals';

const user: UserDto = {
  _id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '',
  role: 'user',
  profileImage: '',
  permissions: { blog: false },
  preferences: { notifications: { email: false } },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const loginOk: LoginResponse = { token: 'access', expiresIn: 900, role: 'user', name: user.name, user };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    authDialog.close();
    session.expire();
  });
});

async function openLogin(route = '/') {
  const view = await renderWithProviders(<AuthModals />, { route });
  act(() => authDialog.open('login'));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...view, dialog };
}

const submitButton = () => screen.getByRole('button', { name: 'Log in' });

describe('login dialog', () => {
  it('keeps submit enabled: an empty submit marks both fields and focuses the first, and sends nothing', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    await openLogin();
    const u = userEvent.setup();
    expect(submitButton()).toBeEnabled();
    await u.click(submitButton());
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    expect(email).toHaveFocus();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await u.type(email, 'ayse@example.com');
    await u.type(screen.getByLabelText(/^Password/), '12345');
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows its field errors in the new language after a language switch', async () => {
    await openLogin();
    const u = userEvent.setup();
    await u.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await act(() => changeLanguage('tr'));
    expect(await screen.findByText('E-posta gerekli')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });

  it('gives the focus back to the button that opened it when closed with Escape', async () => {
    await renderWithProviders(
      <>
        <button type="button" onClick={() => authDialog.open('login')}>
          Open login
        </button>
        <AuthModals />
      </>,
    );
    const u = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open login' });
    await u.click(opener);
    await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('after logging in gives the focus to the account menu, which shows a moment later', async () => {
    mockFetch(() => ({ status: 200, body: loginOk }));
    function Header() {
      const { user } = useSession();
      const [menuShown, setMenuShown] = useState(false);
      useEffect(() => {
        if (!user) return;
        const timer = setTimeout(() => setMenuShown(true), 300);
        return () => clearTimeout(timer);
      }, [user]);
      if (!user)
        return (
          <button type="button" onClick={() => authDialog.open('login')}>
            Log in here
          </button>
        );
      return menuShown ? (
        <button type="button" data-account-focus="">
          Account menu
        </button>
      ) : null;
    }
    await renderWithProviders(
      <>
        <Header />
        <main id="main-content" tabIndex={-1} />
        <AuthModals />
      </>,
    );
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Log in here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await u.type(within(dialog).getByLabelText(/^Email/), 'ayse@example.com');
    await u.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await u.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('gives the focus to the menu button when the button that opened it has gone (the phone menu closed)', async () => {
    function Page() {
      const [drawer, setDrawer] = useState(true);
      return (
        <>
          <button type="button" data-account-focus="">
            Menu
          </button>
          {drawer ? (
            <button
              type="button"
              onClick={() => {
                setDrawer(false);
                authDialog.open('login');
              }}
            >
              Log in from the menu
            </button>
          ) : null}
          <AuthModals />
        </>
      );
    }
    await renderWithProviders(<Page />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Log in from the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('says which field is missing once something was typed, and ties the message to the field', async () => {
    await openLogin();
    const u = userEvent.setup();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    // Passing an untouched field says nothing (no error text jumps in under a finger mid-tap).
    await u.tab();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await u.type(email, 'a');
    await u.clear(email);
    await u.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');

    const password = screen.getByLabelText(/^Password/);
    await u.type(password, 'x');
    await u.clear(password);
    await u.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Password is required');

    await u.type(password, 'abc');
    await u.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it("shows the server's message on 401 and keeps what was typed", async () => {
    const calls = mockFetch(() => ({
      status: 401,
      body: problem(401, 'invalid_credentials', 'Invalid email or password'),
    }));
    await openLogin();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), ' ayse@example.com ');
    await u.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await u.click(screen.getByLabelText('Remember me'));
    await u.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(calls[0]?.url.pathname).toBe('/api/auth/login');
    expect(calls[0]?.body).toEqual({ email: 'ayse@example.com', password: 'wrong-pass', rememberMe: true });
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-pass');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the server has no usable message", async () => {
    mockFetch(() => ({ status: 502 }));
    await openLogin();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'ayse@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret1');
    await u.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('tells how long to wait when rate limited', async () => {
    mockFetch(() => ({
      status: 429,
      body: problem(429, 'rate_limited', 'Too many attempts. Please wait and try again.'),
      headers: { 'Retry-After': '30' },
    }));
    await openLogin();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'ayse@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret1');
    await u.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait and try again. You can try again in 30 seconds.',
    );
  });

  it('shows disabled Google and Facebook buttons with a coming-soon note', async () => {
    await openLogin();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    expect(screen.getByText('Google and Facebook sign-in are coming soon.')).toBeInTheDocument();
    expect(screen.getByTestId('auth-brand')).toBeInTheDocument();
  });

  it('switches to the register dialog', async () => {
    await openLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(authDialog.getState().mode).toBe('register');
  });
});

describe('?showLogin', () => {
  it('opens the login dialog 500 ms after the page loads, then logs in and follows the redirect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writeStorage(STORAGE_KEYS.pendingRoute, '/bookings');
    writeStorage(STORAGE_KEYS.loginType, 'user');
    const calls = mockFetch(() => ({ status: 200, body: loginOk }));
    const { router } = await renderWithProviders(<AuthModals />, {
      route: '/?showLogin=true&redirect=%2Fprofile',
    });

    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    vi.useRealTimers();

    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'ayse@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret1');
    await u.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.getState().user?.email).toBe('ayse@example.com');
    expect(readStorage(STORAGE_KEYS.pendingRoute)).toBeNull();
    expect(readStorage(STORAGE_KEYS.loginType)).toBeNull();
  });

  it('opens the blog-admin variant without logo or social buttons and goes to /blog-admin', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockFetch(() => ({
      status: 200,
      body: { ...loginOk, role: 'blog-admin', user: { ...user, role: 'blog-admin' } },
    }));
    const { router } = await renderWithProviders(<AuthModals />, {
      route: '/?showLogin=blog-admin&redirect=%2Fprofile',
    });
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();

    const dialog = screen.getByRole('dialog', { name: 'Blog admin login' });
    expect(within(dialog).getByText(/Secure login for blog managers/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('social-login')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('auth-brand')).not.toBeInTheDocument();

    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'editor@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret1');
    await u.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog-admin'));
  });

  it('opens no dialog for someone already signed in, and goes where the link leads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => session.setUser({ ...user, role: 'blog-admin' }));
    const { router } = await renderWithProviders(<AuthModals />, { route: '/?showLogin=blog-admin' });
    act(() => vi.advanceTimersByTime(600));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog-admin'));
  });

  it('removes showLogin from the address when the dialog is dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = await renderWithProviders(<AuthModals />, { route: '/hotels?showLogin=true&q=sea' });
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=sea'));
    expect(router.state.location.pathname).toBe('/hotels');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a redirect that leaves the site', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockFetch(() => ({ status: 200, body: loginOk }));
    const { router } = await renderWithProviders(<AuthModals />, {
      route: '/?showLogin=true&redirect=%2F%2Fevil.example',
    });
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'ayse@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret1');
    await u.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });
});

describe('forgot password', () => {
  it('posts the email from the login view and shows the neutral message', async () => {
    const calls = mockFetch(() => ({ status: 202, body: { status: 'accepted' } }));
    await openLogin();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'ayse@example.com');
    await u.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveValue('ayse@example.com');
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        "If an account exists for this email, we've sent a link to reset your password. It is valid for 1 hour.",
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/auth/forgotpassword');
    expect(calls[0]?.body).toEqual({ email: 'ayse@example.com' });

    await u.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ayse@example.com');
  });

  it('shows the wait when too many links were asked for', async () => {
    mockFetch(() => ({
      status: 429,
      body: problem(429, 'rate_limited', 'Too many attempts. Please wait and try again.'),
      headers: { 'Retry-After': '600' },
    }));
    await renderWithProviders(<AuthModals />);
    act(() => authDialog.open('forgot'));
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Email/), 'ayse@example.com');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can try again in 10 minutes.');
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});
