import type { BookingDto } from '@app/shared/bookings/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { MyBookingsView } from './my-bookings-page';
import { testBooking, testRestaurantBooking } from './testing/test-booking';
import '../../test/booking-kinds';

const booking = (overrides: Partial<BookingDto>) => testBooking({ reference: 'KT-7Q2M4X', ...overrides });

const page = (data: BookingDto[]) => ({ data, total: data.length, page: 1, totalPages: 1 });

function renderList(path = '/bookings') {
  return renderRoutes(
    [
      { path: '/bookings', element: <MyBookingsView /> },
      { path: '/bookings/:id', element: <p>booking detail page</p> },
      { path: '/hotels', element: <p>hotel search page</p> },
    ],
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my bookings', () => {
  it('lists each stay with its status, dates, reference and total, and opens one', async () => {
    stubFetch(() => ({
      status: 200,
      body: page([
        booking({}),
        booking({ _id: 'b2', reference: 'KT-9Z8Y7W', status: 'cancelled', total: 120_000 }),
      ]),
    }));
    const u = userEvent.setup();
    const view = await renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Uzungöl Lake Lodge')).toBeTruthy();
    expect(first.getByText('Confirmed')).toBeTruthy();
    expect(first.getByText('KT-7Q2M4X')).toBeTruthy();
    expect(first.getByText(/5,600\.00/)).toBeTruthy();
    expect(first.getByText(/Lake view double/)).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();

    await u.click(screen.getByRole('link', { name: 'View booking: KT-9Z8Y7W' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/bookings/b2'));
  });

  it('filters by status through the URL and asks the server for that status only', async () => {
    const calls = stubFetch((call) => ({
      status: 200,
      body: page(
        call.url.searchParams.get('status') === 'cancelled'
          ? [booking({ _id: 'b2', reference: 'KT-9Z8Y7W', status: 'cancelled' })]
          : [booking({}), booking({ _id: 'b2', reference: 'KT-9Z8Y7W', status: 'cancelled' })],
      ),
    }));
    const u = userEvent.setup();
    const view = await renderList();
    await screen.findAllByRole('article');
    await u.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=cancelled'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('cancelled');
  });

  it('says when there are no bookings and offers the hotel search', async () => {
    stubFetch(() => ({ status: 200, body: page([]) }));
    await renderList();
    expect(await screen.findByText('You have no bookings yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a hotel' }).getAttribute('href')).toBe('/hotels');
  });

  it('says an empty status tab is empty, not that there are no bookings, and leads back to All', async () => {
    stubFetch((call) => ({
      status: 200,
      body: page(call.url.searchParams.get('status') === 'pending' ? [] : [booking({})]),
    }));
    const u = userEvent.setup();
    const view = await renderList('/bookings?status=pending');
    expect(await screen.findByText('No pending bookings.')).toBeTruthy();
    expect(screen.queryByText('You have no bookings yet.')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Show all bookings' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findByText('KT-7Q2M4X')).toBeTruthy();
  });

  it('on a phone offers the statuses as a list to pick from, none hidden off-screen', async () => {
    const viewport = (width: number) =>
      (
        window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }
      ).happyDOM.setViewport({ width });
    viewport(390);
    try {
      stubFetch(() => ({ status: 200, body: page([booking({})]) }));
      const u = userEvent.setup();
      const view = await renderList();
      await screen.findAllByRole('article');
      expect(screen.queryByRole('radiogroup')).toBeNull();
      const select = screen.getByRole('combobox', { name: 'Status' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Pending', 'Confirmed', 'Completed', 'Cancelled']);
      await u.selectOptions(select, 'Cancelled');
      await waitFor(() => expect(view.router.state.location.search).toBe('?status=cancelled'));
    } finally {
      viewport(1024);
    }
  });

  it('shows a failure with Try again, which loads the list', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? { status: 500, body: { code: 'internal_error', title: 'An error occurred', status: 500 } }
        : { status: 200, body: page([booking({})]) },
    );
    const u = userEvent.setup();
    await renderList();
    expect(await screen.findByText('Failed to load your bookings')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('KT-7Q2M4X')).toBeTruthy();
  });

  it('lists a table reservation with its restaurant, time, party and table, and nothing paid', async () => {
    stubFetch(() => ({ status: 200, body: page([testRestaurantBooking()]) }));
    await renderList();
    const [card] = await screen.findAllByRole('article');
    const c = within(card as HTMLElement);
    expect(c.getByText('Harbour Fish')).toBeTruthy();
    expect(card).toHaveTextContent('10 Jul 2027 · 19:30–21:00 · 4 people · Terrace');
    expect(c.getByText('Nothing paid — you pay at the restaurant')).toBeTruthy();
    expect(c.queryByText(/₺|TRY/)).toBeNull();
    expect(c.getByRole('link', { name: 'View booking: KT-TABLE42' })).toHaveAttribute('href', '/bookings/r1');
  });
});
