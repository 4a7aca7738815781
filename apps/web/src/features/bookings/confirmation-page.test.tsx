import type { BookingDto } from '@app/shared/bookings/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { ConfirmationView } from './confirmation-page';
import { FindBookingView } from './find-booking-page';
import { testBooking, testRestaurantBooking, testTransferBooking } from './testing/test-booking';
import '../../test/booking-kinds';

const booking = testBooking({ email: 'walkin@example.com' });

function render(made: BookingDto = booking, path = '/') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <Navigate to={`/booking/confirmed?reference=${made.reference}`} state={{ booking: made }} />,
      },
      { path: '/booking/confirmed', element: <ConfirmationView /> },
      { path: '/bookings/find', element: <FindBookingView /> },
      { path: '/bookings', element: <p>my bookings</p> },
      { path: '/bookings/:id', element: <p>booking page</p> },
    ],
    path,
  );
}

const reloaded = `/booking/confirmed?reference=${booking.reference}`;

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

  it('after a reload shows a guest the reference and the lookup with it filled in', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } }));
    const { router } = await render(booking, reloaded);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('KT-7Q2M4XAB');
    await userEvent.click(screen.getByRole('link', { name: 'Find a booking' }));
    expect(router.state.location.search).toBe('?reference=KT-7Q2M4XAB');
    expect(screen.getByLabelText(/Booking reference/)).toHaveValue('KT-7Q2M4XAB');
  });

  it('after a reload loads a signed-in traveller’s booking by its reference, with a link to it', async () => {
    const calls = stubFetch((call) =>
      call.url.pathname === '/api/bookings'
        ? { status: 200, body: { data: [booking], total: 1, page: 1, totalPages: 1 } }
        : { status: 404 },
    );
    act(() => session.setUser(testUser()));
    await render(booking, reloaded);
    expect(await screen.findByText('Uzungöl Lake Lodge')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('KT-7Q2M4XAB');
    expect(screen.getByRole('link', { name: 'View this booking' })).toHaveAttribute('href', '/bookings/b1');
    const list = calls.find((c) => c.url.pathname === '/api/bookings');
    expect(list?.url.searchParams.get('reference')).toBe('KT-7Q2M4XAB');
  });

  it('does not promise a free cancellation whose time has passed', async () => {
    stubFetch(() => ({ status: 404 }));
    await render({ ...booking, freeCancellationUntil: new Date(Date.now() - 60_000).toISOString() });
    expect(
      await screen.findByText(/This booking can no longer be cancelled free of charge/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Free cancellation until/)).toBeNull();
  });

  it('tells a traveller paying on the first day of a tour who confirms it, in tour words', async () => {
    stubFetch(() => ({ status: 404 }));
    await render({
      ...booking,
      type: 'package',
      status: 'pending',
      card: null,
      hotel: null,
      roomType: null,
      package: {
        _id: 'p1',
        slug: 'uzungol',
        name: 'Uzungöl and the plateaus',
        durationDays: 3,
        featuredImage: '',
      },
    } as BookingDto);
    expect(await screen.findByText(/You chose to pay on the first day of the tour/)).toBeInTheDocument();
    expect(screen.queryByText(/pay at the hotel/i)).toBeNull();
  });

  it('shows a table reservation: the restaurant, date, time, party, table, no prices, and the pending note', async () => {
    stubFetch(() => ({ status: 404 }));
    await render(testRestaurantBooking({ status: 'pending', guests: 10 }));
    expect(await screen.findByText('Harbour Fish')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('KT-TABLE42');
    expect(
      screen.getByText(/Parties of this size are confirmed by the restaurant itself/),
    ).toBeInTheDocument();
    expect(screen.getByText('10 Jul 2027')).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '19:30–21:00'),
    ).toBeInTheDocument();
    expect(screen.getByText('10 people')).toBeInTheDocument();
    expect(screen.getByText('Terrace')).toBeInTheDocument();
    expect(screen.getByText('Nothing paid — you pay at the restaurant')).toBeInTheDocument();
    expect(screen.getByText(/Free cancellation until 9 Jul 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Price details' })).toBeNull();
    expect(screen.queryByText(/Total/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Harbour Fish' })).toHaveAttribute(
      'href',
      '/restaurants/harbour-fish',
    );
  });

  it('shows an airport transfer: the vehicle, the pickup on the place’s clock, the flight and sign, the free waiting, paid to the driver', async () => {
    stubFetch(() => ({ status: 404 }));
    await render(testTransferBooking());
    expect(await screen.findByText('Minivan · Mercedes-Benz Vito')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('KT-RIDE7TZX');
    expect(screen.getByText('20 Jul 2027 15:40 · Trabzon Airport (TZX)')).toBeInTheDocument();
    expect(screen.getByText('Uzungöl')).toBeInTheDocument();
    expect(screen.getByText('6 passengers')).toBeInTheDocument();
    expect(screen.getByText('99 km')).toBeInTheDocument();
    expect(screen.getByText('TK2834')).toBeInTheDocument();
    expect(screen.getByText('Al-Harbi family')).toBeInTheDocument();
    expect(screen.getByText('60 minutes free of charge')).toBeInTheDocument();
    expect(screen.getByText(/You chose to pay the driver/)).toBeInTheDocument();
    expect(screen.getByText('Pay the driver')).toBeInTheDocument();
  });
});
