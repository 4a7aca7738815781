import type { AdminBookingDto } from '@app/shared/bookings/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { AdminBookingDetailView } from './admin-booking-detail-page';
import { hotelBooking, packageBooking, restaurantBooking } from './testing/test-bookings';
import '../../../test/booking-kinds';

function server(shown: AdminBookingDto) {
  return stubFetch((call) => {
    if (call.method === 'PATCH') {
      const status = (call.body as { status: AdminBookingDto['status'] }).status;
      return { status: 200, body: { ...shown, status } };
    }
    return { status: 200, body: shown };
  });
}

const render = (shown: AdminBookingDto, language: 'en' | 'ar' = 'en') =>
  renderRoutes(
    [{ path: '/admin/bookings/:id', element: <AdminBookingDetailView /> }],
    `/admin/bookings/${shown._id}`,
    language,
  );

const patches = (calls: ReturnType<typeof server>) => calls.filter((c) => c.method === 'PATCH');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin booking detail', () => {
  it('asks before cancelling, naming the booking, and changes nothing when the admin goes back', async () => {
    const calls = server(hotelBooking);
    const u = userEvent.setup();
    await render(hotelBooking);
    await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking KT-4WHRQBGE?' });
    await u.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toHaveLength(0);
  });

  it('cancels once confirmed, then puts the focus on the booking’s status and says it', async () => {
    const calls = server(hotelBooking);
    const u = userEvent.setup();
    await render(hotelBooking);
    await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking KT-4WHRQBGE?' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Booking KT-4WHRQBGE is now Cancelled.')).toBeTruthy();
    expect(patches(calls).map((c) => c.body)).toEqual([{ status: 'cancelled', note: '' }]);
    const status = screen.getByRole('status');
    await waitFor(() => expect(document.activeElement?.contains(status)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('asks before marking a booking completed', async () => {
    const calls = server({ ...hotelBooking, status: 'confirmed' });
    const u = userEvent.setup();
    await render({ ...hotelBooking, status: 'confirmed' });
    await u.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark booking KT-4WHRQBGE as completed?' });
    expect(patches(calls)).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Yes, mark completed' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
  });

  it('names the package and its departure, and the tour’s way of paying', async () => {
    server(packageBooking);
    await render(packageBooking);
    expect(await screen.findByText('Uzungöl and the high plateaus')).toBeTruthy();
    expect(screen.getByText('Departs 5 Mar 2027')).toBeTruthy();
    expect(screen.getByText('Pay on the first day of the tour')).toBeTruthy();
    expect(screen.queryByText('Pay at the hotel')).toBeNull();
  });

  it('keeps the guest’s own words apart from the Arabic page around them', async () => {
    server(hotelBooking);
    await render(hotelBooking, 'ar');
    const request = await screen.findByText(hotelBooking.specialRequests);
    expect(request.tagName).toBe('BDI');
    expect(screen.getByText(hotelBooking.email).tagName).toBe('BDI');
    expect(screen.getByText(hotelBooking.phone).tagName).toBe('BDI');
  });

  it('shows a table reservation: restaurant, sitting, table, and no amounts', async () => {
    server(restaurantBooking);
    await render(restaurantBooking);
    expect(await screen.findByText('Harbour Fish')).toBeTruthy();
    expect(screen.getByText('Table T4 (Terrace)')).toBeTruthy();
    expect(screen.getByText('10 Mar 2027, 19:30–21:00')).toBeTruthy();
    expect(screen.getByText('Nothing paid (table reservation)')).toBeTruthy();
    expect(screen.queryByText(/VAT|Tax/)).toBeNull();
  });

  it('names a table reservation’s parts in its own words, not a stay’s', async () => {
    server(restaurantBooking);
    await render(restaurantBooking);
    await screen.findByText('Harbour Fish');
    for (const label of ['Restaurant and table', 'Date and time', 'Party'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText(/Hotel or package|Dates|Guests/)).toBeNull();
  });

  it('says a cancelled table is freed, a stay’s rooms and a trip’s seats released', async () => {
    const u = userEvent.setup();
    for (const [booking, words] of [
      [restaurantBooking, /Its table is freed at once/],
      [hotelBooking, /Its room is released at once/],
      [packageBooking, /Its seats are released at once/],
    ] as const) {
      server(booking);
      const { unmount } = await render(booking);
      await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: `Cancel booking ${booking.reference}?` });
      expect(within(dialog).getByText(words)).toBeTruthy();
      unmount();
    }
  });
});
