import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { AdminBookingsView } from './admin-bookings-page';
import { hotelBooking, packageBooking, restaurantBooking } from './testing/test-bookings';
import '../../../test/booking-kinds';

const page = { data: [hotelBooking, packageBooking], total: 2, page: 1, totalPages: 1 };

async function renderList(path = '/admin/bookings') {
  const calls = stubFetch(() => ({ status: 200, body: page }));
  return {
    calls,
    ...(await renderRoutes([{ path: '/admin/bookings', element: <AdminBookingsView /> }], path)),
  };
}

/** The window width Mantine's hiddenFrom/visibleFrom media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin bookings list', () => {
  it('takes an arrival date typed key by key, and filters only by the whole date', async () => {
    const { calls, router } = await renderList();
    await screen.findAllByText('KT-4WHRQBGE');
    const from = screen.getByLabelText('Date from') as HTMLInputElement;
    // What a date field reports while the year is typed digit by digit.
    for (const value of ['0002-12-31', '0020-12-31', '0202-12-31', '2026-12-31']) {
      fireEvent.change(from, { target: { value } });
      expect(from.value).toBe(value);
    }
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-12-31'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2026-12-31'));
    expect(calls.some((c) => c.url.searchParams.get('from')?.startsWith('0'))).toBe(false);
  });

  it('refuses an “until” date before “from” on that field and keeps the filter', async () => {
    const { router } = await renderList('/admin/bookings?from=2027-03-01');
    await screen.findAllByText('KT-4WHRQBGE');
    const to = screen.getByLabelText('Date until');
    fireEvent.change(to, { target: { value: '2027-02-01' } });
    expect(await screen.findByText('This date is before “Date from”.')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2027-03-01');
  });

  it('names the package and its departure for a package booking', async () => {
    await renderList();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('KT-ECNT9K4T').closest('tr') as HTMLElement;
    expect(within(row).getByText('Uzungöl and the high plateaus')).toBeTruthy();
    expect(within(row).getByText('Departs 5 Mar 2027')).toBeTruthy();
  });

  it('shows the status beside the reference, kept on one line, in the table', async () => {
    await renderList();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['Reference', 'Status']);
    const link = within(table).getByRole('link', { name: 'KT-4WHRQBGE' });
    expect(link.style.whiteSpace).toBe('nowrap');
  });

  it('on a phone shows one card per booking with its status, and no sideways table', async () => {
    setViewportWidth(390);
    try {
      await renderList();
      const card = await screen.findByRole('article', { name: 'KT-ECNT9K4T' });
      expect(within(card).getByText('Pending')).toBeTruthy();
      expect(within(card).getByText('Uzungöl and the high plateaus')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('lists a table reservation with its restaurant, sitting and table, and nothing paid', async () => {
    stubFetch(() => ({ status: 200, body: { data: [restaurantBooking], total: 1, page: 1, totalPages: 1 } }));
    await renderRoutes([{ path: '/admin/bookings', element: <AdminBookingsView /> }], '/admin/bookings');
    expect((await screen.findAllByText('Harbour Fish')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Table T4 (Terrace)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('10 Mar 2027, 19:30–21:00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nothing paid').length).toBeGreaterThan(0);
  });

  it('reads table reservations in their own words: restaurant, date and time, party, table', async () => {
    const calls = stubFetch((call) => ({
      status: 200,
      body: call.url.pathname.endsWith('/admin/restaurants')
        ? { data: [], total: 0, page: 1, totalPages: 1 }
        : { data: [restaurantBooking], total: 1, page: 1, totalPages: 1 },
    }));
    await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings?type=restaurant',
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Reference',
      'Status',
      'Customer',
      'Restaurant and table',
      'Date and time',
      'Party',
      'Total',
    ]);
    expect(screen.getByLabelText('Reservation date from')).toBeTruthy();
    expect(screen.getByLabelText('Reservation date until')).toBeTruthy();
    expect(screen.queryByText(/Check-in|Hotel or package|Dates/)).toBeNull();
    const listed = calls.filter((c) => c.url.pathname.endsWith('/admin/bookings'));
    expect(listed.at(-1)?.url.searchParams.get('type')).toBe('restaurant');
  });

  it('reads stays and trips in theirs, and every type together in neutral words', async () => {
    stubFetch(() => ({ status: 200, body: page }));
    const { unmount } = await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings?type=hotel',
    );
    const headersOf = async () =>
      within(await screen.findByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(3, 6);
    expect(await headersOf()).toEqual(['Hotel and room', 'Stay', 'Guests']);
    expect(screen.getByLabelText('Check-in from')).toBeTruthy();
    unmount();

    const trips = await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings?type=package',
    );
    expect(await headersOf()).toEqual(['Tour package', 'Trip dates', 'Travellers']);
    expect(screen.getByLabelText('Departs from')).toBeTruthy();
    trips.unmount();

    await renderRoutes([{ path: '/admin/bookings', element: <AdminBookingsView /> }], '/admin/bookings');
    expect(await headersOf()).toEqual(['Booked', 'When', 'Guests']);
    expect(screen.getByLabelText('Date from')).toBeTruthy();
    expect(screen.queryByText(/Check-in|Hotel or package/)).toBeNull();
  });

  it('on a phone counts a table’s party, a stay’s guests and a trip’s travellers', async () => {
    setViewportWidth(390);
    try {
      stubFetch(() => ({
        status: 200,
        body: { data: [hotelBooking, packageBooking, restaurantBooking], total: 3, page: 1, totalPages: 1 },
      }));
      await renderRoutes([{ path: '/admin/bookings', element: <AdminBookingsView /> }], '/admin/bookings');
      const card = (name: string) => screen.findByRole('article', { name });
      expect(within(await card('KT-TABLE42')).getByText(/Party of 4/)).toBeTruthy();
      expect(within(await card('KT-4WHRQBGE')).getByText(/2 guests/)).toBeTruthy();
      expect(within(await card('KT-ECNT9K4T')).getByText(/2 travellers/)).toBeTruthy();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('narrows table reservations to one restaurant, and forgets it for another kind of booking', async () => {
    const HARBOUR = '7d1f6b8e-2c4a-4b7e-9a53-0c1d2e3f4a5b';
    const restaurants = [
      { _id: HARBOUR, name: { en: 'Harbour Fish', tr: 'Liman Balık', ar: '' } },
      { _id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', name: { en: 'Tea Garden', tr: '', ar: '' } },
    ];
    const calls = stubFetch((call) =>
      call.url.pathname.endsWith('/admin/restaurants')
        ? { status: 200, body: { data: restaurants, total: 2, page: 1, totalPages: 1 } }
        : { status: 200, body: { data: [restaurantBooking], total: 1, page: 1, totalPages: 1 } },
    );
    const { router } = await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings',
    );
    await screen.findAllByText('Harbour Fish');
    // Hotels and trips have no restaurant to choose.
    expect(screen.queryByRole('combobox', { name: 'Restaurant' })).toBeNull();

    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Restaurant table' }));
    await u.click(await screen.findByRole('combobox', { name: 'Restaurant' }));
    await u.click(await screen.findByRole('option', { name: 'Harbour Fish' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?type=restaurant&restaurant=${HARBOUR}`));
    const listed = () => calls.filter((c) => c.url.pathname.endsWith('/admin/bookings')).at(-1);
    await waitFor(() => expect(listed()?.url.searchParams.get('restaurant')).toBe(HARBOUR));
    expect(listed()?.url.searchParams.get('type')).toBe('restaurant');

    await u.click(screen.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Hotel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=hotel'));
    expect(screen.queryByRole('combobox', { name: 'Restaurant' })).toBeNull();
    await waitFor(() => expect(listed()?.url.searchParams.get('type')).toBe('hotel'));
    expect(listed()?.url.searchParams.has('restaurant')).toBe(false);
  });

  it('takes a restaurant from the address only with table reservations', async () => {
    const calls = stubFetch(() => ({ status: 200, body: page }));
    await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings?restaurant=7d1f6b8e-2c4a-4b7e-9a53-0c1d2e3f4a5b',
    );
    await screen.findAllByText('KT-4WHRQBGE');
    expect(calls.some((c) => c.url.searchParams.has('restaurant'))).toBe(false);
  });

  it('takes a restaurant named by its slug, shows it chosen, and says when no restaurant has it', async () => {
    const restaurants = [
      {
        _id: '7d1f6b8e-2c4a-4b7e-9a53-0c1d2e3f4a5b',
        slug: 'harbour-fish',
        name: { en: 'Harbour Fish', tr: '', ar: '' },
      },
    ];
    const calls = stubFetch((call) =>
      call.url.pathname.endsWith('/admin/restaurants')
        ? { status: 200, body: { data: restaurants, total: 1, page: 1, totalPages: 1 } }
        : { status: 200, body: { data: [restaurantBooking], total: 1, page: 1, totalPages: 1 } },
    );
    const view = await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings?type=restaurant&restaurant=harbour-fish',
    );
    await screen.findAllByText('Harbour Fish');
    const listed = () => calls.filter((c) => c.url.pathname.endsWith('/admin/bookings')).at(-1);
    expect(listed()?.url.searchParams.get('restaurant')).toBe('harbour-fish');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Harbour Fish'),
    );
    view.unmount();

    await renderRoutes(
      [{ path: '/admin/bookings', element: <AdminBookingsView /> }],
      '/admin/bookings?type=restaurant&restaurant=no-such-place',
    );
    expect(await screen.findByText('No restaurant has the address “no-such-place”.')).toBeTruthy();
  });
});
