import type { BookingDto } from '@app/shared/bookings/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { BookingDetailView } from './booking-detail-page';
import { ConfirmationView } from './confirmation-page';
import { FindBookingView } from './find-booking-page';
import { testBooking, testRestaurantBooking } from './testing/test-booking';
import '../../test/booking-kinds';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const lodge = { name: 'Uzungöl Lake Lodge', latitude: 40.6197, longitude: 40.2947 };
const stay = testBooking({ place: lodge });

/** The bookings API: the booking, and its calendar file on both routes. */
function serve(shown: BookingDto): StubbedCall[] {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/bookings/${shown._id}/calendar.ics` || path === '/api/bookings/lookup/calendar.ics')
      return { status: 200, body: ICS };
    if (path === `/api/bookings/${shown._id}` || path === '/api/bookings/lookup')
      return { status: 200, body: shown };
    if (path === '/api/settings/public') return { status: 200, body: { phone: '+90 462 000 00 00' } };
    return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
  });
}

const routes = (made?: BookingDto) => [
  {
    path: '/made',
    element: made ? (
      <Navigate to={`/booking/confirmed?reference=${made.reference}`} state={{ booking: made }} />
    ) : null,
  },
  { path: '/booking/confirmed', element: <ConfirmationView /> },
  { path: '/bookings/find', element: <FindBookingView /> },
  { path: '/bookings/:id', element: <BookingDetailView /> },
];

/** The files the page hands the browser to save: their names and contents. */
let saved: { name: string; content: Promise<string> }[];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, content: blob.text() });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => session.expire());
});

function directions() {
  return screen.getByRole('link', { name: 'Directions to Uzungöl Lake Lodge (opens in a new tab)' });
}

describe('add to calendar and directions', () => {
  it('give a signed-in traveller the booking’s event through the session, and the way to the hotel', async () => {
    const calls = serve(stay);
    await renderRoutes(routes(), '/bookings/b1');
    const add = await screen.findByRole('button', { name: 'Add to calendar' });
    expect(directions()).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=40.6197%2C40.2947#map=16/40.6197/40.2947',
    );
    expect(directions()).toHaveAttribute('target', '_blank');
    expect(directions().getAttribute('rel')).toContain('noopener');
    expect(directions()).toHaveTextContent('Directions');

    await userEvent.click(add);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.some((c) => c.url.pathname === '/api/bookings/b1/calendar.ics')).toBe(true);
    expect(saved[0]?.name).toBe('KT-7Q2M4XAB.ics');
    expect(await saved[0]?.content).toBe(ICS);
  });

  it('fetch a guest’s event with the reference and the email, from the confirmation and the lookup', async () => {
    const guest = testBooking({ place: lodge, email: 'walkin@example.com' });
    const calls = serve(guest);
    await renderRoutes(routes(guest), '/made');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const download = calls.find((c) => c.url.pathname === '/api/bookings/lookup/calendar.ics');
    expect(Object.fromEntries(download?.url.searchParams ?? [])).toMatchObject({
      reference: 'KT-7Q2M4XAB',
      email: 'walkin@example.com',
    });
    expect(directions()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Manage this booking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(calls.filter((c) => c.url.pathname === '/api/bookings/lookup/calendar.ics')).toHaveLength(2);
  });

  it('uses the session on a signed-in traveller’s confirmation', async () => {
    act(() => session.setUser(testUser()));
    const calls = serve(stay);
    await renderRoutes(routes(stay), '/made');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.some((c) => c.url.pathname === '/api/bookings/b1/calendar.ics')).toBe(true);
  });

  it('lead to the restaurant of a table', async () => {
    serve(testRestaurantBooking({ place: { name: 'Harbour Fish', latitude: 41.005, longitude: 39.73 } }));
    await renderRoutes(routes(), '/bookings/r1');
    expect(
      await screen.findByRole('link', { name: 'Directions to Harbour Fish (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=41.005%2C39.73#map=16/41.005/39.73',
    );
  });

  it('say where a trip’s directions lead', async () => {
    const trip = testBooking({
      _id: 'p1',
      type: 'package',
      hotel: null,
      roomType: null,
      package: {
        _id: 'pk',
        slug: 'plateaus',
        name: 'Uzungöl and the plateaus',
        durationDays: 3,
        featuredImage: '',
      },
      place: lodge,
    });
    serve(trip);
    await renderRoutes(routes(), '/bookings/p1');
    expect(
      await screen.findByText(/Directions lead to .*Uzungöl Lake Lodge.*, the trip's first hotel\./),
    ).toBeInTheDocument();
    expect(directions()).toBeInTheDocument();
  });

  it('are not offered for a completed stay', async () => {
    serve(testBooking({ place: lodge, status: 'completed', canCancel: false }));
    await renderRoutes(routes(), '/bookings/b1');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
  });

  it('are not offered for a cancelled booking', async () => {
    serve(testBooking({ place: lodge, status: 'cancelled', canCancel: false }));
    await renderRoutes(routes(), '/bookings/b1');
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
  });

  it('offer only the calendar for a booking off the map, and say when its file could not be had', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/bookings/b1'
        ? { status: 200, body: testBooking({ place: null }) }
        : { status: 503, body: { code: 'service_unavailable', title: 'Unavailable', status: 503 } },
    );
    await renderRoutes(routes(), '/bookings/b1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
  });
});
