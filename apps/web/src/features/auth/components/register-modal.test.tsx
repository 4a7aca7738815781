import type { UserDto } from '@app/shared/auth/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../auth-dialog-store';
import { mockFetch, problem, renderWithProviders } from '../testing/render-with-providers';
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
  act(() => authDialog.close());
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
    expect(screen.getByRole('list', { name: 'With an account you can' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says when the passwords do not match and keeps submit disabled', async () => {
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    expect(submitButton()).toBeEnabled();
    const confirm = screen.getByLabelText(/^Confirm password/);
    await u.clear(confirm);
    await u.type(confirm, 'secret2');
    await u.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(submitButton()).toBeDisabled();
  });

  it('requires the terms to be accepted', async () => {
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u, { terms: false });
    expect(submitButton()).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    await u.click(terms);
    expect(submitButton()).toBeEnabled();
    await u.click(terms);
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
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
    expect(submitButton()).toBeDisabled();
  });

  it('shows the server message when the email is taken and keeps the form filled', async () => {
    mockFetch(() => ({
      status: 409,
      body: problem(409, 'email_taken', 'An account with this email already exists.'),
    }));
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    await u.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mehmet@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret1');
  });

  it("falls back to 'Registration failed'", async () => {
    mockFetch(() => ({ status: 500 }));
    await openRegister();
    const u = userEvent.setup();
    await fillValid(u);
    await u.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('registers, shows a message, then after 2 s switches to login with the email filled in', async () => {
    // Fake time also moves with real time, so Testing Library's own waits still run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const calls = mockFetch(() => ({ status: 201, body: { user: created } }));
    await openRegister();
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillValid(u);
    await u.click(screen.getByRole('checkbox', { name: /travel offers/ }));
    await u.click(submitButton());

    expect(await screen.findByText(/Your account has been created/)).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/auth/register');
    expect(calls[0]?.body).toEqual({
      name: 'Mehmet Kaya',
      email: 'mehmet@example.com',
      password: 'secret1',
      preferences: { notifications: { email: true } },
    });

    act(() => vi.advanceTimersByTime(1800));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mehmet@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('does not reopen if the dialog was closed during the pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    mockFetch(() => ({ status: 201, body: { user: created } }));
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
