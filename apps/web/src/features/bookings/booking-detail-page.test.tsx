import type { BookingDto } from '@app/shared/bookings/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { BookingDetailView } from './booking-detail-page';
import { FindBookingView } from './find-booking-page';
import { testBooking, testRestaurantBooking } from './testing/test-booking';
import '../../test/booking-kinds';

const booking = testBooking();

const trip = {
  ...booking,
  type: 'package',
  hotel: null,
  roomType: null,
  package: {
    _id: 'p1',
    slug: 'plateaus',
    name: 'Uzungöl and the plateaus',
    durationDays: 3,
    featuredImage: '',
  },
} as unknown as BookingDto;

function server(shown: BookingDto) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/bookings/${shown._id}/cancel`)
      return { status: 200, body: { ...shown, status: 'cancelled', canCancel: false } };
    if (path === `/api/bookings/${shown._id}` || path === '/api/bookings/lookup')
      return { status: 200, body: shown };
    if (path === '/api/settings/public') return { status: 200, body: { phone: '+90 462 000 00 00' } };
    return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
  });
}

const routes = [
  { path: '/bookings/find', element: <FindBookingView /> },
  { path: '/bookings/:id', element: <BookingDetailView /> },
];

async function cancelIt() {
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  return { u, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cancelling a booking', () => {
  it('moves the focus to the announced result once a signed-in traveller cancelled', async () => {
    server(booking);
    await renderRoutes(routes, '/bookings/b1');
    const { u, dialog } = await cancelIt();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Your booking has been cancelled.');
    await waitFor(() => expect(document.activeElement).toBe(result));
  });

  it('does the same for a guest who found the booking with its reference and email', async () => {
    server(booking);
    const u = userEvent.setup();
    await renderRoutes(routes, '/bookings/find?reference=KT-7Q2M4XAB');
    await u.type(screen.getByLabelText(/Email/), 'leyla@example.com');
    await u.click(screen.getByRole('button', { name: 'Find booking' }));
    const { dialog } = await cancelIt();
    await u.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    const result = await screen.findByText('Your booking has been cancelled.');
    expect(result.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(result.closest('[role="status"]')));
  });

  it('speaks of seats and the tour’s first day for a package trip', async () => {
    server(trip);
    await renderRoutes(routes, '/bookings/b1');
    expect(await screen.findByText(/before the tour starts \(09:00 on the first day\)/)).toBeTruthy();
    const { dialog } = await cancelIt();
    expect(within(dialog).getByText('Your seats are released at once. This cannot be undone.')).toBeTruthy();
  });

  it('keeps the agency phone in one piece inside the “deadline passed” text', async () => {
    server({ ...booking, canCancel: false });
    await renderRoutes(routes, '/bookings/b1', 'ar');
    const phone = await screen.findByText('+90 462 000 00 00');
    expect(phone.tagName).toBe('BDI');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.style.whiteSpace).toBe('nowrap');
  });

  it('puts the focus on the first field to fix when the lookup form is sent incomplete', async () => {
    const calls = server(booking);
    const u = userEvent.setup();
    await renderRoutes(routes, '/bookings/find?reference=KT-7Q2M4XAB');
    await u.click(screen.getByRole('button', { name: 'Find booking' }));
    const email = screen.getByLabelText(/Email/);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(calls.some((c) => c.url.pathname === '/api/bookings/lookup')).toBe(false);
  });

  it('sets the guest’s own words apart on an Arabic page, and leaves translated values whole', async () => {
    server({ ...booking, specialRequests: 'Late arrival, around 23:00 — please keep the room.' });
    await renderRoutes(routes, '/bookings/b1', 'ar');
    const request = await screen.findByText('Late arrival, around 23:00 — please keep the room.');
    expect(request.tagName).toBe('BDI');
    expect(screen.getByText('VISA تنتهي بـ 1111').tagName).not.toBe('BDI');
  });

  it('shows a table reservation with its deadline, and cancels it while it may', async () => {
    server(testRestaurantBooking());
    await renderRoutes(routes, '/bookings/r1');
    expect(await screen.findByText('Harbour Fish')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '19:30–21:00')).toBeTruthy();
    expect(screen.getByText('4 people')).toBeTruthy();
    expect(screen.getByText('Terrace')).toBeTruthy();
    expect(screen.getByText('Nothing paid — you pay at the restaurant')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Price details' })).toBeNull();
    expect(screen.getByText(/Free cancellation until 24 hours before your table’s time/)).toBeTruthy();
    expect(screen.getByText(/Free cancellation until 9 Jul 2027/)).toBeTruthy();
    const { u, dialog } = await cancelIt();
    expect(within(dialog).getByText('Your table will be released for other guests.')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking has been cancelled.');
  });

  it('finds a guest’s table reservation by reference and email', async () => {
    server(testRestaurantBooking());
    const u = userEvent.setup();
    await renderRoutes(routes, '/bookings/find?reference=KT-TABLE42');
    await u.type(screen.getByLabelText(/Email/), 'leyla@example.com');
    await u.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByText('Harbour Fish')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '19:30–21:00')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });
});
