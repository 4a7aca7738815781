import type { BookingDto } from '@app/shared/bookings/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { session } from '../session/session-store';
import { ConfirmationView } from './confirmation-page';
import { FindBookingView } from './find-booking-page';

const booking = {
  _id: 'b1',
  reference: 'KT-7Q2M4XAB',
  type: 'hotel',
  status: 'confirmed',
  email: 'walkin@example.com',
  hotel: {
    _id: 'h1',
    slug: 'uzungol-lake-lodge',
    name: 'Uzungöl Lake Lodge',
    city: 'Çaykara',
    featuredImage: '',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    addressLine: '',
  },
  roomType: { _id: 'r1', name: 'Lake view double' },
  checkIn: '2027-07-10',
  checkOut: '2027-07-12',
  guests: 2,
  nights: [],
  subtotal: 500_000,
  discount: 0,
  taxRate: 12,
  taxes: 60_000,
  total: 560_000,
  currency: 'TRY',
  card: { brand: 'visa', last4: '1111' },
  freeCancellationUntil: '2027-07-09T11:00:00.000Z',
  canCancel: true,
} as unknown as BookingDto;

function render() {
  return renderRoutes([
    {
      path: '/',
      element: <Navigate to={`/booking/confirmed?reference=${booking.reference}`} state={{ booking }} />,
    },
    { path: '/booking/confirmed', element: <ConfirmationView /> },
    { path: '/bookings/find', element: <FindBookingView /> },
    { path: '/bookings', element: <p>my bookings</p> },
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.expire());
});

describe('booking confirmation', () => {
  it('offers a guest the way to manage the booking: the lookup opens with it found', async () => {
    const calls: StubbedCall[] = [];
    stubFetch((call) => {
      calls.push(call);
      return call.url.pathname === '/api/bookings/lookup'
        ? { status: 200, body: booking }
        : { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
    });
    const { router } = await render();
    expect(await screen.findByText('KT-7Q2M4XAB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Manage this booking' }));
    expect(router.state.location.pathname).toBe('/bookings/find');
    // The email came along in the page state, not in the address.
    expect(router.state.location.search).toBe('?reference=KT-7Q2M4XAB');
    expect(screen.getByLabelText(/Email/)).toHaveValue('walkin@example.com');
    expect(await screen.findByRole('button', { name: /Cancel/ })).toBeInTheDocument();
    const lookup = calls.find((c) => c.url.pathname === '/api/bookings/lookup');
    expect(lookup?.url.searchParams.get('reference')).toBe('KT-7Q2M4XAB');
  });

  it('sends a signed-in traveller to their bookings', async () => {
    stubFetch(() => ({ status: 404 }));
    act(() => session.setUser(testUser()));
    await render();
    expect(await screen.findByRole('link', { name: 'Go to my bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    expect(screen.queryByRole('link', { name: 'Manage this booking' })).toBeNull();
  });
});
