import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { AdminRestaurantAvailabilityPage } from './admin-restaurant-availability-page';
import { lago, MEYDAN_ID, page, publicSettings, testRestaurant, testTables } from './testing/fixtures';

type Reply = { status: number; body?: unknown };
const DATE = '2027-06-02';
const dayUrl = `/api/admin/restaurants/${MEYDAN_ID}/days/${DATE}`;

const sitting = (over: object) => ({
  bookingId: 'b1',
  reference: 'KT-R-AAA111',
  partySize: 3,
  guestName: 'Ayşe Kaya',
  from: '19:00',
  to: '20:30',
  startsAt: '2027-06-02T16:00:00.000Z',
  endsAt: '2027-06-02T17:30:00.000Z',
  status: 'confirmed',
  ...over,
});

const timeline = {
  date: DATE,
  tables: testTables().map((t) => ({
    ...t,
    sittings:
      t._id === 't1'
        ? [sitting({})]
        : t._id === 't2'
          ? [
              sitting({
                bookingId: 'b2',
                reference: 'KT-R-BBB222',
                guestName: 'Mehmet Demir',
                partySize: 4,
                from: '12:30',
                to: '14:00',
              }),
              sitting({
                bookingId: 'b3',
                reference: 'KT-R-CCC333',
                guestName: 'Can Öz',
                from: '21:00',
                to: '22:30',
                status: 'cancelled',
              }),
            ]
          : [],
  })),
};

function server(override: (call: StubbedCall) => Reply | undefined = () => undefined) {
  let day = {
    date: DATE,
    closed: false,
    reason: '',
    addedTimes: [] as string[],
    removedTimes: [] as string[],
    maxTablesPerTime: null as number | null,
    usualTimes: ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00'],
    // As the server names them: the timeline's parties that are not cancelled, earliest first.
    standing: [
      {
        bookingId: 'b2',
        reference: 'KT-R-BBB222',
        time: '12:30',
        partySize: 4,
        guestName: 'Mehmet Demir',
        status: 'confirmed',
        table: '2',
      },
      {
        bookingId: 'b1',
        reference: 'KT-R-AAA111',
        time: '19:00',
        partySize: 3,
        guestName: 'Ayşe Kaya',
        status: 'confirmed',
        table: '1',
      },
    ],
  };
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/settings/public') return { status: 200, body: publicSettings };
    if (path === '/api/admin/restaurants') return { status: 200, body: page([testRestaurant(), lago()]) };
    // The restaurant the address names, by id or by its public slug.
    if (
      path === `/api/admin/restaurants/${MEYDAN_ID}` ||
      path === '/api/admin/restaurants/meydan-kofte-house'
    )
      return { status: 200, body: testRestaurant() };
    if (path === dayUrl && call.method === 'PUT') {
      day = { ...day, ...(call.body as object) };
      return { status: 200, body: day };
    }
    if (path === dayUrl) return { status: 200, body: day };
    if (path === `/api/admin/restaurants/${MEYDAN_ID}/sittings`) return { status: 200, body: timeline };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const render = (lang: 'en' | 'ar' = 'en', restaurant = MEYDAN_ID) =>
  renderRoutes(
    [
      {
        path: '/admin/restaurant-availability',
        element: withNotifications(<AdminRestaurantAvailabilityPage />),
      },
    ],
    `/admin/restaurant-availability?restaurant=${restaurant}&date=${DATE}`,
    lang,
  );

/** The window width Mantine's hiddenFrom/visibleFrom media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('restaurant availability', () => {
  it("shows the date's parties per table: who, how many, what state", async () => {
    server();
    await render();
    expect(
      await screen.findByRole('heading', { name: /Reservations on Wednesday,? 2 Jun 2027/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'KT-R-AAA111: 19:00–20:30: Ayşe Kaya, 3 guests, Confirmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'KT-R-BBB222: 12:30–14:00: Mehmet Demir, 4 guests, Confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /KT-R-CCC333: .*Cancelled$/ })).toBeInTheDocument();
    expect(screen.getByText('Free all day')).toBeInTheDocument();
  });

  it('takes a usual time away, adds another, caps the tables per time and saves', async () => {
    const calls = server();
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Offer 12:30' }));
    await u.type(screen.getByLabelText('Add a time'), '21:30');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Remove 21:30' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('Add a time'), '18:00');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This time is already offered')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^Tables per time/ }), '2');
    await u.click(screen.getByRole('button', { name: 'Save this date' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      closed: false,
      reason: '',
      addedTimes: ['21:30'],
      removedTimes: ['12:30'],
      maxTablesPerTime: 2,
    });
  });

  it('closing the date asks why and lists the reservations still standing on it', async () => {
    const calls = server();
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('switch', { name: 'Closed on this date' }));

    const alert = screen
      .getByText(/2 reservations stay on this date/)
      .closest('[role="alert"], .mantine-Alert-root');
    expect(alert).not.toBeNull();
    const list = within(alert as HTMLElement).getByRole('table');
    const rows = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    // Earliest first, with the table; the cancelled one is not listed.
    expect(rows).toEqual([
      ['KT-R-BBB222', '2 Jun 2027', '12:30', '2', '4 guests', 'Mehmet Demir'],
      ['KT-R-AAA111', '2 Jun 2027', '19:00', '1', '3 guests', 'Ayşe Kaya'],
    ]);

    await u.click(screen.getByRole('button', { name: 'Save this date' }));
    expect(await screen.findByText('Say why the date is closed')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Private event');
    await u.click(screen.getByRole('button', { name: 'Save this date' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      closed: true,
      reason: 'Private event',
    });
    expect(await screen.findByText('Closed', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    // The reservations stay listed after the save: nothing is dropped silently.
    expect(screen.getByText(/2 reservations stay on this date/)).toBeInTheDocument();
  });

  it('opens with the restaurant’s public slug as with its id', async () => {
    const calls = server();
    await render('en', 'meydan-kofte-house');
    expect(
      await screen.findByRole('heading', { name: /Reservations on Wednesday,? 2 Jun 2027/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'KT-R-AAA111: 19:00–20:30: Ayşe Kaya, 3 guests, Confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Meydan Köfte House');
    expect(screen.queryByText('This date could not be loaded.')).toBeNull();
    // The date is saved under the restaurant's id.
    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: 'Offer 12:30' }));
    await u.click(screen.getByRole('button', { name: 'Save this date' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe(dayUrl);
  });

  it('says so when the address names no restaurant, and offers the list to choose from', async () => {
    const calls = server();
    await render('en', 'no-such-place');
    expect(await screen.findByText(/^No restaurant has the address “no-such-place”./)).toBeInTheDocument();
    expect(screen.queryByText('This date could not be loaded.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.includes('/days/'))).toBe(false);
  });

  it('on a phone lists each table’s parties, the 19:00 party on its table, and the free tables together', async () => {
    setViewportWidth(390);
    try {
      server();
      await render('ar');
      const table1 = await screen.findByRole('region', { name: /^الطاولة 1/ });
      const party = within(table1).getByRole('listitem');
      expect(party).toHaveTextContent('7:00 م–8:30 م');
      expect(party).toHaveTextContent('Ayşe Kaya');
      const table2 = screen.getByRole('region', { name: /^الطاولة 2/ });
      expect(within(table2).getAllByRole('listitem')).toHaveLength(2);
      // The third table has no party: it is named among the free ones, not given a block of its own.
      expect(screen.queryByRole('region', { name: /^الطاولة 3/ })).toBeNull();
      expect(screen.getByText('متاحة طوال اليوم: الطاولة 3')).toBeInTheDocument();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('on a phone, closing the date lists the reservations standing on it without a table to scroll', async () => {
    setViewportWidth(390);
    try {
      server();
      await render();
      const u = userEvent.setup();
      await u.click(await screen.findByRole('switch', { name: 'Closed on this date' }));
      const list = screen.getByRole('list', { name: /^Reservations on / });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        '12:30 · 2 Jun 2027Mehmet Demir · 4 guests · table 2 · KT-R-BBB222',
        '19:00 · 2 Jun 2027Ayşe Kaya · 3 guests · table 1 · KT-R-AAA111',
      ]);
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('reads in Arabic with the times in Arabic', async () => {
    server();
    await render('ar');
    expect(await screen.findByRole('switch', { name: 'مغلق في هذا التاريخ' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^عرض / })).toHaveLength(6);
  });
});
