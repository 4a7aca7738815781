import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { mockFetch, problem, renderWithProviders } from '../../test/render-with-providers';
import { AuthModals } from './components/auth-modals';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => authDialog.close());
});

function renderPage() {
  return renderWithProviders(
    <>
      <ResetPasswordPage />
      <AuthModals />
    </>,
    { route: `/reset-password/${TOKEN}`, path: '/reset-password/:token' },
  );
}

async function choosePassword(password = 'new-secret', confirm = password) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^New password/), password);
  await u.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await u.click(screen.getByRole('button', { name: 'Save new password' }));
  return u;
}

describe('reset password page', () => {
  it('saves the new password with the token from the link, then offers to log in', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { status: 'ok' } }));
    const { router } = await renderPage();
    const u = await choosePassword();

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.pathname).toBe(`/api/auth/resetpassword/${TOKEN}`);
    expect(calls[0]?.body).toEqual({ password: 'new-secret' });

    await u.click(screen.getByRole('button', { name: 'Log in' }));
    // Home page with the login dialog on top (the layout's AuthModals shows it).
    expect(router.state.location.pathname).toBe('/');
    expect(authDialog.getState()).toMatchObject({ mode: 'login', variant: 'default' });
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    mockFetch(() => ({
      status: 400,
      body: problem(400, 'invalid_reset_token', 'This reset link is invalid or has expired.'),
    }));
    await renderPage();
    const u = await choosePassword();

    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Request a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('checks the confirmation before calling the server', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { status: 'ok' } }));
    await renderPage();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^New password/), 'new-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'new-secreT');
    await u.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('keeps the form and shows the message on other failures', async () => {
    mockFetch(() => ({
      status: 429,
      body: problem(429, 'rate_limited', 'Too many attempts. Please wait and try again.'),
      headers: { 'Retry-After': '5' },
    }));
    await renderPage();
    await choosePassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You can try again in 5 seconds.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-secret');
  });
});
