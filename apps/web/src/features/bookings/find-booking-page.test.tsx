import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { FindBookingView } from './find-booking-page';

afterEach(() => {
  vi.unstubAllGlobals();
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
