import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { AdminRestaurantTablesPage } from './admin-restaurant-tables-page';
import { lago, MEYDAN_ID, page, publicSettings, testRestaurant, testTables } from './testing/fixtures';

type Reply = { status: number; body?: unknown };

const comingReservation = {
  bookingId: 'b1',
  reference: 'KT-R-ABC123',
  date: '2027-06-02',
  time: '19:30',
  partySize: 3,
  guestName: 'Ayşe Kaya',
  status: 'confirmed',
};
const base = `/api/restaurants/${MEYDAN_ID}/tables`;

function server(override: (call: StubbedCall) => Reply | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/settings/public') return { status: 200, body: publicSettings };
    if (path === '/api/admin/restaurants') return { status: 200, body: page([testRestaurant(), lago()]) };
    if (
      path === `/api/admin/restaurants/${MEYDAN_ID}` ||
      path === '/api/admin/restaurants/meydan-kofte-house'
    )
      return { status: 200, body: testRestaurant() };
    if (path === `/api/admin/restaurants/${MEYDAN_ID}/tables`) return { status: 200, body: testTables() };
    if (path === base && call.method === 'POST')
      return { status: 201, body: { ...(call.body as object), _id: 't-new' } };
    if (path.startsWith(`${base}/`) && call.method === 'PUT')
      return { status: 200, body: { ...(call.body as object), _id: path.split('/').pop() } };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const render = (path = `/admin/restaurant-tables?restaurant=${MEYDAN_ID}`) =>
  renderRoutes(
    [{ path: '/admin/restaurant-tables', element: withNotifications(<AdminRestaurantTablesPage />) }],
    path,
  );

/** The window width Mantine's media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('restaurant tables', () => {
  it('asks for a restaurant first, then lists its tables with seats, place and status', async () => {
    server();
    const { router } = await render('/admin/restaurant-tables');
    const u = userEvent.setup();
    expect(screen.getByText('Choose a restaurant to see its tables.')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Restaurant' }));
    await u.click(await screen.findByRole('option', { name: 'Meydan Köfte House' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?restaurant=${MEYDAN_ID}`));

    const table = await screen.findByRole('table', { name: 'Tables of Meydan Köfte House' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 4).map((c) => c.textContent))).toEqual([
      ['1', '2', 'Window', 'Active'],
      ['2', '4', 'Terrace', 'Active'],
      ['3', '6', 'Garden', 'Inactive'],
    ]);
    expect(screen.getByText('3 tables, 6 seats')).toBeInTheDocument();
  });

  it('opens with the restaurant’s public slug as with its id', async () => {
    server();
    await render('/admin/restaurant-tables?restaurant=meydan-kofte-house');
    const table = await screen.findByRole('table', { name: 'Tables of Meydan Köfte House' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('checks the number and seats before adding a table, then adds it', async () => {
    const calls = server();
    await render();
    const u = userEvent.setup();
    await screen.findByRole('table', { name: 'Tables of Meydan Köfte House' });
    await u.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'New table' });
    const seats = within(dialog).getByRole('textbox', { name: /^Seats/ });
    await u.clear(seats);
    await u.type(seats, '40');
    await u.click(within(dialog).getByRole('button', { name: 'Save table' }));
    expect(await within(dialog).findByText("Enter the table's number")).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of seats from 1 to 30')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await u.type(within(dialog).getByRole('textbox', { name: /^Table number/ }), '12');
    await u.clear(seats);
    await u.type(seats, '4');
    await u.click(within(dialog).getByRole('combobox', { name: 'Place' }));
    await u.click(await screen.findByRole('option', { name: 'Garden' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save table' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      number: '12',
      capacity: 4,
      location: 'garden',
      active: true,
    });
  });

  it('deletes a table that never seated a party, saying only that it will be deleted', async () => {
    const calls = server((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete table 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete table 1?' });
    expect(within(dialog).getByText('Table 1 will be deleted for good.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/cannot be deleted/)).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Delete table' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(`${base}/t1`);
  });

  it('says at once that a table which seated parties cannot be deleted, why, and offers to deactivate it', async () => {
    const calls = server((call) => {
      if (call.url.pathname === `/api/admin/restaurants/${MEYDAN_ID}/tables/t2/reservations`)
        return { status: 200, body: [comingReservation] };
      return undefined;
    });
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete table 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 2 cannot be deleted' });
    expect(within(dialog).getByText(/Reservations made at this table keep naming it/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/will be deleted/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete table' })).toBeNull();
    const list = await within(dialog).findByRole('table', { name: 'Coming reservations at this table' });
    const cells = [...within(list).getAllByRole('row')[1]!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toEqual(['KT-R-ABC123', '2 Jun 2027', '19:30', '3 guests', 'Ayşe Kaya']);

    await u.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`${base}/t2`);
    expect(put?.body).toEqual({ number: '2', capacity: 4, location: 'terrace', active: false });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('when a party takes the table meanwhile, the server’s refusal replaces the promise to delete', async () => {
    server((call) => {
      if (call.method === 'DELETE')
        return {
          status: 409,
          body: {
            status: 409,
            code: 'table_has_sittings',
            title: 'This table has reservations and cannot be deleted.',
          },
        };
      if (call.url.pathname === `/api/admin/restaurants/${MEYDAN_ID}/tables/t1/reservations`)
        return { status: 200, body: [comingReservation] };
      return undefined;
    });
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete table 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete table 1?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete table' }));
    expect(await screen.findByRole('dialog', { name: 'Table 1 cannot be deleted' })).toBe(dialog);
    expect(within(dialog).queryByText(/will be deleted/)).toBeNull();
    expect(await within(dialog).findByText('KT-R-ABC123')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deactivate instead' })).toBeInTheDocument();
  });

  it('for an inactive table that cannot be deleted, says it already takes no reservations', async () => {
    server((call) => {
      if (call.url.pathname === `/api/admin/restaurants/${MEYDAN_ID}/tables`)
        return { status: 200, body: testTables().map((t) => ({ ...t, deletable: false })) };
      if (call.url.pathname.endsWith('/reservations')) return { status: 200, body: [] };
      return undefined;
    });
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete table 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 3 cannot be deleted' });
    expect(within(dialog).getByText(/already inactive/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate instead' })).toBeNull();
    expect(await within(dialog).findByText(/No coming reservations/)).toBeInTheDocument();
  });

  it('on a phone lists each table with its seats, place, state and buttons, nothing cut at the edge', async () => {
    setViewportWidth(390);
    try {
      server();
      await render();
      const list = await screen.findByRole('list', { name: 'Tables of Meydan Köfte House' });
      expect(screen.queryByRole('table')).toBeNull();
      const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
      expect(second).toHaveTextContent('Table 2');
      expect(second).toHaveTextContent('4 seats · Terrace');
      expect(second).toHaveTextContent('Active');
      expect(within(second).getByRole('button', { name: 'Edit table 2' })).toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Delete table 2' })).toBeInTheDocument();
    } finally {
      setViewportWidth(1024);
    }
  });
});
