import { addDays, todayIn } from '@app/shared/common/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/agency-time';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { RestaurantListView } from './restaurant-list-page';
import { restaurantSummary } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const today = todayIn(browserTimeZone());
const page = (data: unknown[], total = data.length) => ({ data, total, page: 1, totalPages: 1 });

type Reply = (call: StubbedCall) => { status: number; body?: unknown } | undefined;

const render = async (path: string, reply?: Reply) => {
  const calls = stubFetch((call) => {
    const own = reply?.(call);
    if (own) return own;
    if (call.url.pathname === '/api/restaurants') return { status: 200, body: page([restaurantSummary(1)]) };
    if (call.url.pathname === '/api/destinations')
      return { status: 200, body: { data: [{ _id: 'd1', slug: 'trabzon', name: 'Trabzon' }], total: 1 } };
    return { status: 200, body: {} };
  });
  const view = await renderRoutes([{ path: '/restaurants', element: <RestaurantListView /> }], path);
  return { ...view, calls };
};

const searches = (calls: StubbedCall[]) => calls.filter((c) => c.url.pathname === '/api/restaurants');
const card = (name: string) => screen.getByRole('article', { name });

describe('restaurant list', () => {
  it('says on each card whether it is open now, opens later today or is closed today', async () => {
    const tomorrow = addDays(today, 1);
    await render('/restaurants', (call) =>
      call.url.pathname === '/api/restaurants'
        ? {
            status: 200,
            body: page([
              restaurantSummary(1, { name: 'Open Kitchen', openNow: true }),
              restaurantSummary(2, {
                name: 'Evening Table',
                openNow: false,
                nextOpening: { date: today, time: '18:00' },
              }),
              restaurantSummary(3, {
                name: 'Shut Today',
                openNow: false,
                hoursToday: [],
                nextOpening: { date: tomorrow, time: '12:00' },
              }),
            ]),
          }
        : undefined,
    );
    await screen.findByText('Open Kitchen');
    expect(within(card('Open Kitchen')).getByText('Open now')).toBeInTheDocument();
    expect(within(card('Evening Table')).getByText('Opens at 18:00')).toBeInTheDocument();
    expect(within(card('Shut Today')).getByText('Closed today')).toBeInTheDocument();
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${tomorrow}T00:00:00Z`),
    );
    expect(
      within(card('Shut Today')).getByText(`Opens ${weekday} at 12:00`, { exact: false }),
    ).toBeInTheDocument();
    // Kitchen, price level (as many signs as the level, read out as its name and place on the
    // scale) and the link to the page.
    expect(
      within(card('Open Kitchen')).getByRole('img', { name: 'Price: Moderate, 2 of 4' }).textContent,
    ).toBe('₺₺');
    expect(within(card('Open Kitchen')).getByText(/Turkish/)).toBeInTheDocument();
    expect(
      within(card('Open Kitchen')).getByRole('link', { name: 'View restaurant: Open Kitchen' }),
    ).toHaveAttribute('href', '/restaurants/restaurant-1');
  });

  it('searches with the filters of the URL, and carries the date and party to a restaurant', async () => {
    const date = addDays(today, 3);
    const { calls } = await render(
      `/restaurants?q=pide&cuisine=turkish&priceRange=2&destination=trabzon&date=${date}&partySize=4&sort=rating`,
    );
    await screen.findByText('Restaurant 1');
    const asked = Object.fromEntries(searches(calls).at(-1)?.url.searchParams ?? []);
    expect(asked).toMatchObject({
      q: 'pide',
      cuisine: 'turkish',
      priceRange: '2',
      destination: 'trabzon',
      date,
      partySize: '4',
      sort: 'rating',
      page: '1',
    });
    expect(screen.getByLabelText('Restaurant or dish')).toHaveValue('pide');
    expect(screen.getByRole('link', { name: 'View restaurant: Restaurant 1' })).toHaveAttribute(
      'href',
      `/restaurants/restaurant-1?date=${date}&partySize=4`,
    );
  });

  it('the home search’s name and date arrive as the words and the day to be open on', async () => {
    const date = addDays(today, 1);
    const { calls } = await render(`/restaurants?q=Hamsik%C3%B6y&date=${date}`);
    await screen.findByText('Restaurant 1');
    const asked = searches(calls).at(-1)?.url.searchParams;
    expect(asked?.get('q')).toBe('Hamsiköy');
    expect(asked?.get('date')).toBe(date);
    expect(screen.getByLabelText('Date')).toHaveValue(date);
  });

  it('leaves out a date already past instead of failing the search', async () => {
    const { calls } = await render(`/restaurants?date=${addDays(today, -2)}&q=fish`);
    await screen.findByText('Restaurant 1');
    const asked = searches(calls).at(-1)?.url.searchParams;
    expect(asked?.has('date')).toBe(false);
    expect(asked?.get('q')).toBe('fish');
  });

  it('puts the applied filters in the URL, and the sort beside them', async () => {
    const { router } = await render('/restaurants');
    await screen.findByText('Restaurant 1');
    const form = within(screen.getByRole('form', { name: 'Filters' }));
    await userEvent.type(form.getByLabelText('Restaurant or dish'), 'trout');
    fireEvent.change(form.getByLabelText('Party size'), { target: { value: '6' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=trout&partySize=6'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Best rated' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=trout&partySize=6&sort=rating'));
  });

  it('while the search is on its way, the list is busy and says what it loads', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    stubFetch((call) =>
      call.url.pathname === '/api/restaurants'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : { status: 200, body: { data: [], total: 0 } },
    );
    await renderRoutes([{ path: '/restaurants', element: <RestaurantListView /> }], '/restaurants');
    const busy = await screen.findByRole('status', { name: 'Loading restaurants…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).toBeNull();
    answer({ status: 200, body: page([restaurantSummary(1)]) });
    expect(await screen.findByText('Restaurant 1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading restaurants…' })).toBeNull();
  });

  it('a failed search says so and Try again asks again', async () => {
    let fail = true;
    const { calls } = await render('/restaurants', (call) =>
      call.url.pathname === '/api/restaurants' && fail
        ? { status: 500, body: { code: 'internal', title: 'Something went wrong.' } }
        : undefined,
    );
    expect(await screen.findByText('Failed to load restaurants')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Restaurant 1')).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(2);
  });

  it('no match suggests adjusting the filters and clears them', async () => {
    const { router } = await render('/restaurants?cuisine=asian&partySize=20', (call) =>
      call.url.searchParams.get('cuisine') === 'asian' ? { status: 200, body: page([]) } : undefined,
    );
    expect(await screen.findByText('No restaurants match')).toBeInTheDocument();
    expect(screen.getByText('Try another date, a smaller party or fewer filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Restaurant 1')).toBeInTheDocument();
  });

  it('the map view asks for every result at once and says when the map cannot hold them all', async () => {
    const { calls } = await render('/restaurants?view=map&page=3', (call) =>
      call.url.pathname === '/api/restaurants'
        ? { status: 200, body: { ...page([restaurantSummary(1), restaurantSummary(2)]), total: 140 } }
        : undefined,
    );
    expect(
      await screen.findByText(
        'The map shows the first 2 of 140 restaurants. Narrow the search to see the rest.',
      ),
    ).toBeInTheDocument();
    const asked = searches(calls).at(-1)?.url.searchParams;
    expect(asked?.get('limit')).toBe('100');
    expect(asked?.get('page')).toBe('1');
  });
});
