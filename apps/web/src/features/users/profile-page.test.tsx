import type { UserDto } from '@app/shared/auth/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { session } from '../../lib/session/session-store';
import { type FetchCall, mockFetch, problem, renderWithProviders } from '../../test/render-with-providers';
import { ProfilePage } from './profile-page';

const stored: UserDto = {
  _id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '',
  role: 'blog-admin',
  profileImage: '',
  permissions: { blog: true },
  preferences: { notifications: { email: false } },
  createdAt: '2026-03-12T09:00:00.000Z',
};

const PHOTO = '/uploads/2026/11/6f1c2a34-1b2c-4d5e-8f90-123456789abc-256.webp';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A small fake of the profile endpoints; `overrides` answer first. */
function server(overrides: (call: FetchCall) => Reply | undefined = () => undefined) {
  let current = { ...stored };
  return mockFetch((call) => {
    const override = overrides(call);
    if (override) return override;
    const path = call.url.pathname;
    if (path === '/api/auth/me') return { status: 200, body: { user: current } };
    if (path === '/api/users/profile' && call.method === 'PUT') {
      const body = call.body as Partial<UserDto>;
      current = { ...current, ...body };
      return { status: 200, body: { user: current } };
    }
    if (path === '/api/users/profile/avatar' && call.method === 'PUT') {
      current = { ...current, profileImage: PHOTO };
      return { status: 200, body: { user: current } };
    }
    if (path === '/api/auth/password') return { status: 204 };
    if (path === '/api/auth/logout-all' || path === '/api/auth/logout') return { status: 204 };
    return { status: 404, body: problem(404, 'route_not_found', 'There is no such API endpoint.') };
  });
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
}

beforeEach(() => {
  act(() => session.setUser(stored));
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.expire());
});

describe('profile page', () => {
  it('shows the name, email, role and initials of the signed-in user', async () => {
    server();
    await renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(screen.getByText('Blog manager')).toBeInTheDocument();
    expect(screen.getByText('Member since 12 Mar 2026')).toBeInTheDocument();
    expect(screen.getAllByText('AY').length).toBeGreaterThan(0);
  });

  it('shows an error with Try again when the profile cannot be loaded', async () => {
    let fail = true;
    server((call) => (call.url.pathname === '/api/auth/me' && fail ? { status: 503 } : undefined));
    await renderProfile();
    expect(await screen.findByText('Failed to load user profile')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  });

  it('saves name and email preference and updates the session', async () => {
    const calls = server();
    await renderProfile();
    const u = userEvent.setup();
    const name = await screen.findByLabelText(/^Full name/);
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await u.clear(name);
    await u.type(name, ' Ayşe Demir ');
    await u.click(screen.getByRole('switch', { name: /Email me travel offers/ }));
    await u.click(save);

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.url.pathname === '/api/users/profile');
    expect(put?.body).toEqual({
      name: 'Ayşe Demir',
      phone: '',
      preferences: { notifications: { email: true } },
    });
    expect(session.getState().user?.name).toBe('Ayşe Demir');
    expect(screen.getByRole('heading', { name: 'Ayşe Demir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('keeps a phone number for checkouts, and names a number that is not one', async () => {
    const calls = server();
    await renderProfile();
    const u = userEvent.setup();
    const phone = await screen.findByLabelText('Phone');
    await u.type(phone, 'call me');
    await u.tab();
    expect(
      await screen.findByText('Please enter a valid phone number, e.g. +90 555 123 45 67'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await u.clear(phone);
    await u.type(phone, '+90 532 000 00 00');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.url.pathname === '/api/users/profile');
    expect(put?.body).toMatchObject({ phone: '+90 532 000 00 00' });
    expect(session.getState().user?.phone).toBe('+90 532 000 00 00');
  });

  it('uploads a photo at once when one is chosen, shows it and says so', async () => {
    const calls = server();
    await renderProfile();
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload a photo' });
    await u.upload(fileInput(), new File(['png'], 'me.png', { type: 'image/png' }));
    const status = await screen.findByText('Your photo has been updated.');
    await waitFor(() => expect(status).toHaveFocus());
    const sent = calls.find((c) => c.url.pathname === '/api/users/profile/avatar');
    expect(sent?.method).toBe('PUT');
    expect(session.getState().user?.profileImage).toBe(PHOTO);
    expect(
      screen
        .getAllByRole('img', { name: 'Profile photo of Ayşe Yılmaz' })
        .some((img) => img.getAttribute('src') === PHOTO),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB or a file that is not a photo before sending it, on the upload button', async () => {
    const calls = server();
    await renderProfile();
    await screen.findByRole('button', { name: 'Upload a photo' });
    // The file chooser answers with a change event (the focus is where it was before it opened).
    const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    const button = screen.getByRole('button', { name: 'Upload a photo' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is larger than 5 megabytes.');
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(/^This photo is larger than 5 megabytes\./);
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP photo.');
    expect(calls.some((c) => c.url.pathname === '/api/users/profile/avatar')).toBe(false);
  });

  it('removes the photo', async () => {
    act(() => session.setUser({ ...stored, profileImage: PHOTO }));
    const calls = server((call) =>
      call.url.pathname === '/api/auth/me'
        ? { status: 200, body: { user: { ...stored, profileImage: PHOTO } } }
        : undefined,
    );
    await renderProfile();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const status = await screen.findByText('Your photo has been removed.');
    await waitFor(() => expect(status).toHaveFocus());
    const put = calls.find((c) => c.method === 'PUT' && c.url.pathname === '/api/users/profile');
    expect(put?.body).toEqual({ profileImage: '' });
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeInTheDocument();
  });

  it('changes the password and clears the form', async () => {
    const calls = server();
    await renderProfile();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    await u.type(screen.getByLabelText(/^New password/), 'new-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/auth/password');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password on its field and keeps the new one', async () => {
    server((call) =>
      call.url.pathname === '/api/auth/password'
        ? {
            status: 400,
            body: problem(400, 'wrong_current_password', 'Your current password is not correct.', [
              { field: 'currentPassword', code: 'invalid_value', message: 'This value is not valid' },
            ]),
          }
        : undefined,
    );
    await renderProfile();
    const u = userEvent.setup();
    const current = await screen.findByLabelText(/^Current password/);
    await u.type(current, 'not-it');
    await u.type(screen.getByLabelText(/^New password/), 'new-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not correct.'));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-secret');
  });

  it('refuses the current password as the new one on the new-password field', async () => {
    const calls = server();
    await renderProfile();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'same-secret');
    const next = screen.getByLabelText(/^New password/);
    await u.type(next, 'same-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'same-secret');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription('The new password must differ from the current one'),
    );
    expect(next).toHaveFocus();
    expect(calls.some((c) => c.url.pathname === '/api/auth/password')).toBe(false);
  });

  it('shows the server’s refusal of an unchanged password on the new-password field and focuses it', async () => {
    server((call) =>
      call.url.pathname === '/api/auth/password'
        ? {
            status: 400,
            body: problem(400, 'validation_failed', 'Some fields need your attention.', [
              { field: 'newPassword', code: 'same_as_current', message: 'x' },
            ]),
          }
        : undefined,
    );
    await renderProfile();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    const next = screen.getByLabelText(/^New password/);
    await u.type(next, 'new-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription('The new password must differ from the current one'),
    );
    expect(next).toHaveFocus();
  });

  it('moves the focus to the “changed” message after a password change', async () => {
    server();
    await renderProfile();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    await u.type(screen.getByLabelText(/^New password/), 'new-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByText(/Your password has been changed/).closest('[role="status"]')).toHaveFocus(),
    );
  });

  it('focuses the name when it is cleared and saved, then the “saved” message once fixed', async () => {
    server();
    await renderProfile();
    const u = userEvent.setup();
    const name = await screen.findByLabelText(/^Full name/);
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(name).toHaveFocus();
    await u.type(name, 'Ayşe Demir');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const saved = await screen.findByRole('status');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(saved).toHaveTextContent('Your profile has been saved.');
  });

  it('does not show an error under the name as the focus moves to Save (it would push Save away mid-click)', async () => {
    server();
    await renderProfile();
    const name = await screen.findByLabelText(/^Full name/);
    fireEvent.change(name, { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    fireEvent.blur(name, { relatedTarget: save });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    fireEvent.blur(name, { relatedTarget: null });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('shows its errors in the new language after a language switch', async () => {
    server();
    await renderProfile();
    const u = userEvent.setup();
    const name = await screen.findByLabelText(/^Full name/);
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    await act(() => changeLanguage('tr'));
    await waitFor(() => expect(screen.getByLabelText(/^Ad soyad/)).toHaveAccessibleDescription('Ad gerekli'));
  });

  it('does not send a new password that does not match its confirmation', async () => {
    const calls = server();
    await renderProfile();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    await u.type(screen.getByLabelText(/^New password/), 'new-secret');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'new-secreT');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/auth/password')).toBe(false);
  });

  it('signs out of all devices after confirming, then goes home', async () => {
    const calls = server();
    const { router } = await renderProfile();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    expect(calls.some((c) => c.url.pathname === '/api/auth/logout-all')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/auth/logout-all')).toBe(true);
    expect(session.getState().status).toBe('anonymous');
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/auth/logout-all') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ user: stored }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const { router } = await renderProfile();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(session.getState().status).toBe('authenticated');
    expect(router.state.location.pathname).toBe('/profile');
  });
});
