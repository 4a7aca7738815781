import type { UserDto } from '@app/shared/auth/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { authDialog } from '../../../lib/session/auth-dialog-store';
import { session } from '../../../lib/session/session-store';
import { mockFetch, problem, renderWithProviders } from '../../../test/render-with-providers';
import { AuthModals } from './auth-modals';

const created: UserDto = {
  _id: 'u2',
  name: 'Mehmet Kaya',
  email: 'mehmet@example.com',
  phone: '',
  role: 'user',
  profileImage: '',
  permissions: { blog: false },
  preferences: { notifications: { email: true } },
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    authDialog.close();
    session.expire();
  });
});

async function openRegister() {
  await renderWithProviders(<AuthModals />);
  act(() => authDialog.open('register'));
  return screen.findByRole('dialog', { name: 'Create your account' });
}

const submitButton = () => screen.getByRole('button', { name: 'Create account' });

type U = ReturnType<typeof userEvent.setup>;

async function fillValid(u: U, { terms = true } = {}) {
  await u.type(screen.getByLabelText(/^Full name/), '  Mehmet Kaya ');
  await u.type(screen.getByLabelText(/^Email/), 'mehmet@example.com');
  await u.type(screen.getByLabelText(/^Password/), 'secret1');
  await u.type(screen.getByLabelText(/^Confirm password/), 'secret1');
  if (terms) await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('register dialog', () => {
  it('puts the focus in the name field and lists the benefits', async () => {
    await openRegister();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    // An address reads left to right on an Arabic page too.
    expect(screen.getByLabelText(/^Email/).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('list', { name: 'With an account you can' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says when the passwords do not match, and a submit sends nothing and focuses the field', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { user: created } }));
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    const confirm = screen.getByLabelText(/^Confirm password/);
    await u.clear(confirm);
    await u.type(confirm, 'secret2');
    await u.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(submitButton()).toBeEnabled();
    await u.click(submitButton());
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('says the terms must be accepted when the box is left unticked, and focuses it', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { user: created } }));
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u, { terms: false });
    expect(submitButton()).toBeEnabled();
    await u.click(submitButton());
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    expect(terms).toHaveFocus();
    expect(calls).toHaveLength(0);
    await u.click(terms);
    await waitFor(() =>
      expect(screen.queryByText('You must agree to the terms and conditions')).not.toBeInTheDocument(),
    );
  });

  it('marks every missing field on an empty submit and focuses the name', async () => {
    await openRegister();
    const u = userEvent.setup();
    await u.click(submitButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  });

  it('requires a name that is more than spaces', async () => {
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    const name = screen.getByLabelText(/^Full name/);
    await u.clear(name);
    await u.type(name, '   ');
    await u.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('marks the email as taken on its field, focuses it and keeps the form filled', async () => {
    mockFetch(() => ({
      status: 409,
      body: problem(409, 'email_taken', 'An account with this email already exists.'),
    }));
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    await u.click(submitButton());
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'An account with this email already exists. Log in instead, or use another email.',
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('mehmet@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret1');
    await act(() => changeLanguage('tr'));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-posta/)).toHaveAccessibleDescription(
        'Bu e-posta ile kayıtlı bir hesap zaten var. Giriş yapın ya da başka bir e-posta kullanın.',
      ),
    );
    await act(() => changeLanguage('en'));
  });

  it("falls back to 'Registration failed'", async () => {
    mockFetch(() => ({ status: 500 }));
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    await u.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('creates the account and signs it in at once with the password just typed', async () => {
    const calls = mockFetch((call) =>
      call.url.pathname === '/api/auth/register'
        ? { status: 201, body: { user: created } }
        : {
            status: 200,
            body: { token: 'access', expiresIn: 900, role: 'user', name: created.name, user: created },
          },
    );
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    await u.click(screen.getByRole('checkbox', { name: /travel offers/ }));
    await u.click(submitButton());

    await waitFor(() => expect(session.getState().user?.email).toBe('mehmet@example.com'));
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/register', '/api/auth/login']);
    expect(calls[0]?.body).toEqual({
      name: 'Mehmet Kaya',
      email: 'mehmet@example.com',
      password: 'secret1',
      preferences: { notifications: { email: true } },
    });
    expect(calls[1]?.body).toEqual({ email: 'mehmet@example.com', password: 'secret1', rememberMe: false });
    await waitFor(() => expect(authDialog.getState().mode).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('when signing in right after fails, says the account exists and switches to login after 2 s', async () => {
    // Fake time also moves with real time, so Testing Library's own waits still run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    mockFetch((call) =>
      call.url.pathname === '/api/auth/register'
        ? { status: 201, body: { user: created } }
        : { status: 429, body: problem(429, 'rate_limited', 'Too many attempts.') },
    );
    await openRegister();
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillValid(u);
    await u.click(submitButton());

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(/Your account has been created/);
    await waitFor(() => expect(done).toHaveFocus());
    act(() => vi.advanceTimersByTime(1800));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mehmet@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('does not reopen if the dialog was closed during the pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    mockFetch((call) =>
      call.url.pathname === '/api/auth/register'
        ? { status: 201, body: { user: created } }
        : { status: 429, body: problem(429, 'rate_limited', 'Too many attempts.') },
    );
    await openRegister();
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillValid(u);
    await u.click(submitButton());
    await screen.findByText(/Your account has been created/);
    act(() => authDialog.close());
    act(() => vi.advanceTimersByTime(2000));
    expect(authDialog.getState().mode).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
