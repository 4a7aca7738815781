import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { FindBookingView } from './find-booking-page';
import { testBooking } from './testing/test-booking';
import '../../test/booking-kinds';

afterEach(() => {
  vi.unstubAllGlobals();
  authDialog.close();
});

const render = (language: 'en' | 'ar' = 'en') =>
  renderRoutes([{ path: '/bookings/find', element: <FindBookingView /> }], '/bookings/find', language);

describe('find a booking', () => {
  it('focuses the first empty field after an empty submit', async () => {
    await render();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Find booking' }));
    const reference = screen.getByLabelText('Booking reference');
    await waitFor(() => expect(reference).toHaveFocus());
    expect(reference).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a lost connection in the page’s language', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await render('ar');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('رقم الحجز'), 'KT-ABCD1234');
    await u.type(screen.getByLabelText('البريد الإلكتروني'), 'guest@example.com');
    await u.click(screen.getByRole('button', { name: 'البحث عن الحجز' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    );
    expect(screen.queryByText('Network error')).toBeNull();
  });
});

const found = testBooking({ card: null });

/** The server: the lookup finds the booking; cancelling answers `cancelled` as given. */
function server(cancelled: { status: number; body: unknown }) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/bookings/lookup') return { status: 200, body: found };
    if (path === '/api/bookings/b1/cancel') return cancelled;
    if (path === '/api/settings/public') return { status: 200, body: { phone: '+90 462 000 00 00' } };
    return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
  });
}

async function findAndCancel(lang: 'en' | 'tr' = 'en') {
  const u = userEvent.setup();
  const label =
    lang === 'en'
      ? { email: 'Email', find: 'Find booking', cancel: 'Cancel booking', yes: 'Yes, cancel' }
      : {
          email: 'E-posta',
          find: 'Rezervasyonu bul',
          cancel: 'Rezervasyonu iptal et',
          yes: 'Evet, iptal et',
        };
  await u.type(screen.getByLabelText(label.email), 'Leyla@Example.com');
  await u.click(screen.getByRole('button', { name: label.find }));
  await u.click(await screen.findByRole('button', { name: label.cancel }));
  const dialog = await screen.findByRole('dialog');
  await u.click(within(dialog).getByRole('button', { name: label.yes }));
  return u;
}

describe('cancelling the booking found', () => {
  it('proves it is the guest’s with the reference and the email together', async () => {
    const calls = server({ status: 200, body: { ...found, status: 'cancelled', canCancel: false } });
    await renderRoutes(
      [{ path: '/bookings/find', element: <FindBookingView /> }],
      '/bookings/find?reference=KT-7Q2M4XAB',
    );
    await findAndCancel();
    expect(await screen.findByText('Your booking has been cancelled.')).toBeTruthy();
    const cancel = calls.find((c) => c.url.pathname === '/api/bookings/b1/cancel');
    expect(cancel?.body).toEqual({ reason: '', reference: 'KT-7Q2M4XAB', email: 'Leyla@Example.com' });
  });

  it('asks the traveller to log in when the booking belongs to an account, and opens the login', async () => {
    server({
      status: 401,
      body: { code: 'sign_in_to_cancel', title: 'This booking belongs to an account.', status: 401 },
    });
    await renderRoutes(
      [{ path: '/bookings/find', element: <FindBookingView /> }],
      '/bookings/find?reference=KT-7Q2M4XAB',
      'tr',
    );
    const u = await findAndCancel('tr');
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('İptal için giriş yapın');
    expect(note).toHaveTextContent('yalnızca o hesap iptal edebilir');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rezervasyonu iptal et' })).toBeNull();
    await u.click(within(note).getByRole('button', { name: 'Giriş yap' }));
    expect(authDialog.getState()).toMatchObject({ mode: 'login', redirect: '/bookings/b1' });
  });
});
