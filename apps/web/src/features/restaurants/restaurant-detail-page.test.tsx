import { addDays, todayIn } from '@app/shared/common/dates';
import { isoWeekdayOf } from '@app/shared/restaurants/opening-hours';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/agency-time';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { RestaurantDetailPage } from './restaurant-detail-page';
import { restaurantDetail } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const today = todayIn(browserTimeZone());
const weekdayName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const closedWeek = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };
const tomorrow = addDays(today, 1);
// Today: lunch and dinner; tomorrow: a late sitting past midnight; the other days closed.
const week = {
  ...closedWeek,
  [isoWeekdayOf(today)]: [
    { from: '12:00', to: '15:00' },
    { from: '18:00', to: '22:00' },
  ],
  [isoWeekdayOf(tomorrow)]: [{ from: '20:00', to: '02:00' }],
};
const restaurant = restaurantDetail({ openingHours: week, maxPartySize: 6 });

const NO_REVIEWS = {
  data: [],
  total: 0,
  page: 1,
  totalPages: 1,
  averageRating: 0,
  totalReviews: 0,
  reviewedByMe: false,
  canReview: false,
};
let reviews: unknown = NO_REVIEWS;
beforeEach(() => {
  reviews = NO_REVIEWS;
});

type Slots = (call: StubbedCall) => { status: number; body?: unknown };
const slotsOf = (date: string, times: string[]) => ({
  status: 200,
  body: {
    restaurantId: restaurant._id,
    date,
    partySize: 2,
    closed: false,
    closedReason: '',
    slots: times.map((time) => ({ time, location: 'inside' })),
  },
});

const render = async (path: string, slots: Slots) => {
  const calls = stubFetch((call) => {
    if (call.url.pathname === '/api/restaurants/harbour-fish') return { status: 200, body: restaurant };
    if (call.url.pathname.endsWith('/slots')) return slots(call);
    if (call.url.pathname === `/api/restaurants/${restaurant._id}/reviews`)
      return { status: 200, body: reviews };
    return { status: 200, body: {} };
  });
  const view = await renderRoutes([{ path: '/restaurants/:id', element: <RestaurantDetailPage /> }], path);
  await screen.findByRole('heading', { level: 1, name: 'Harbour Fish' });
  return { ...view, calls };
};
const slotCalls = (calls: StubbedCall[]) => calls.filter((c) => c.url.pathname.endsWith('/slots'));
const panel = () => within(screen.getByRole('region', { name: 'Reserve a table' }));

describe('restaurant page', () => {
  it('shows its price level as that many signs with its name, and its address with the town once', async () => {
    await render('/restaurants/harbour-fish', (call) => slotsOf(call.url.searchParams.get('date') ?? '', []));
    const price = screen.getByRole('img', { name: 'Price: Moderate, 2 of 4' });
    expect(price.textContent).toBe('₺₺ · Moderate');
    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByText('İskele Caddesi 4, Trabzon').closest('p')?.textContent).toBe(
      'İskele Caddesi 4, Trabzon',
    );
    // A phone number reads left to right on an Arabic page too ("+90 462 …", never "… 462 90+").
    expect(location.getByText('+90 462 000 00 00')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the week’s hours with today marked, split hours and a sitting past midnight', async () => {
    await render('/restaurants/harbour-fish', (call) => slotsOf(call.url.searchParams.get('date') ?? '', []));
    const hours = within(screen.getByRole('region', { name: 'Opening hours' }));
    const rows = hours.getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Monday');
    const todayRow = rows.find((row) => row.getAttribute('aria-current') === 'date');
    expect(todayRow).toHaveTextContent(weekdayName(today));
    expect(todayRow).toHaveTextContent('Today');
    expect(todayRow).toHaveTextContent('12:00 – 15:00');
    expect(todayRow).toHaveTextContent('18:00 – 22:00');
    const tomorrowRow = rows.find((row) => row.textContent?.startsWith(weekdayName(tomorrow)));
    expect(tomorrowRow).toHaveTextContent('20:00 – 02:00 (next day)');
    expect(tomorrowRow).not.toHaveAttribute('aria-current');
    expect(rows.filter((row) => row.textContent?.includes('Closed'))).toHaveLength(5);
    // Menu and contact links.
    expect(screen.getByText('Anchovy pilaf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone: +90 462 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+904620000000',
    );
    expect(screen.getByRole('link', { name: 'Email: table@harbour.example' })).toHaveAttribute(
      'href',
      'mailto:table@harbour.example',
    );
    expect(screen.getByRole('link', { name: 'Website: harbour.example' })).toHaveAttribute(
      'href',
      'https://harbour.example',
    );
  });

  it('offers only the times the slots answer gives, and Reserve carries the choice', async () => {
    const date = addDays(today, 2);
    const { calls } = await render(`/restaurants/harbour-fish?date=${date}&partySize=4`, (call) =>
      slotsOf(call.url.searchParams.get('date') ?? '', ['19:00', '20:30']),
    );
    const times = await screen.findAllByRole('radio');
    expect(panel().getByRole('radio', { name: '19:00' })).toBeInTheDocument();
    expect(panel().getByRole('radio', { name: '20:30' })).toBeInTheDocument();
    expect(times).toHaveLength(2);
    expect(Object.fromEntries(slotCalls(calls).at(-1)?.url.searchParams ?? [])).toMatchObject({
      date,
      partySize: '4',
    });
    // Without a time, Reserve says to choose one and goes nowhere.
    await userEvent.click(panel().getByRole('button', { name: 'Reserve' }));
    expect(panel().getByRole('alert')).toHaveTextContent('Choose a time to reserve');

    await userEvent.click(panel().getByRole('radio', { name: '20:30' }));
    await userEvent.type(panel().getByLabelText('Special requests'), 'A high chair & a window');
    const reserve = panel().getByRole('link', { name: 'Reserve for 4 at 20:30' });
    const url = new URL(reserve.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/restaurant-booking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      restaurant: 'harbour-fish',
      date,
      time: '20:30',
      partySize: '4',
      requests: 'A high chair & a window',
    });
  });

  it('a party larger than the restaurant takes is refused without asking for times', async () => {
    const { calls } = await render('/restaurants/harbour-fish', (call) =>
      slotsOf(call.url.searchParams.get('date') ?? '', ['19:00']),
    );
    await screen.findByRole('radio', { name: '19:00' });
    const before = slotCalls(calls).length;
    fireEvent.change(panel().getByLabelText('Party size'), { target: { value: '7' } });
    expect(await panel().findByText('Choose from 1 to 6 people')).toBeInTheDocument();
    expect(panel().queryByRole('radio')).not.toBeInTheDocument();
    expect(slotCalls(calls)).toHaveLength(before);
  });

  it('a day without a free table says so and offers the next day', async () => {
    const { calls } = await render(`/restaurants/harbour-fish?date=${tomorrow}`, (call) =>
      call.url.searchParams.get('date') === tomorrow
        ? slotsOf(tomorrow, [])
        : slotsOf(call.url.searchParams.get('date') ?? '', ['13:00']),
    );
    expect(await panel().findByText('No free times that day — try another date')).toBeInTheDocument();
    expect(panel().queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Try the next day' }));
    expect(await panel().findByRole('radio', { name: '13:00' })).toBeInTheDocument();
    expect(panel().getByLabelText('Date')).toHaveValue(addDays(tomorrow, 1));
    expect(slotCalls(calls).at(-1)?.url.searchParams.get('date')).toBe(addDays(tomorrow, 1));
  });

  it('times that failed to load say so, and Try again asks again', async () => {
    let fail = true;
    await render('/restaurants/harbour-fish', (call) =>
      fail
        ? { status: 500, body: { code: 'internal', title: 'Something went wrong.' } }
        : slotsOf(call.url.searchParams.get('date') ?? '', ['12:30']),
    );
    expect(await panel().findByText('We could not load the free times')).toBeInTheDocument();
    fail = false;
    await userEvent.click(panel().getByRole('button', { name: 'Try again' }));
    expect(await panel().findByRole('radio', { name: '12:30' })).toBeInTheDocument();
  });

  it('an unknown restaurant is titled and headed as not found', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'not_found', title: 'Not found.', errors: [] } }));
    await renderRoutes(
      [{ path: '/restaurants/:id', element: <RestaurantDetailPage /> }],
      '/restaurants/nope',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this restaurant' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^We could not find this restaurant · /));
  });

  it('shows the diners’ reviews of the restaurant, and says when there are none yet', async () => {
    reviews = {
      ...NO_REVIEWS,
      data: [
        {
          _id: 'r1',
          rating: 5,
          title: 'Best anchovies in town',
          text: 'Crisp and fresh.',
          author: 'Elif',
          date: '2026-10-02T19:00:00.000Z',
          lang: 'en',
        },
      ],
      total: 1,
      averageRating: 5,
      totalReviews: 1,
    };
    await render('/restaurants/harbour-fish', (call) => slotsOf(call.url.searchParams.get('date') ?? '', []));
    expect(await screen.findByText('Best anchovies in town')).toBeInTheDocument();
    expect(screen.getByText('Crisp and fresh.')).toBeInTheDocument();
  });

  it('with no reviews yet, asks diners for the first one', async () => {
    await render('/restaurants/harbour-fish', (call) => slotsOf(call.url.searchParams.get('date') ?? '', []));
    expect(
      await screen.findByText('No reviews yet. Dined here? Be the first to write one.'),
    ).toBeInTheDocument();
  });
});
