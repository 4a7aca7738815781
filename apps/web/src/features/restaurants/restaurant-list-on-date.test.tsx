import { addDays, todayIn } from '@app/shared/common/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/agency-time';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { RestaurantBookingView } from './reservation/restaurant-booking-page';
import { RestaurantListView } from './restaurant-list-page';
import { restaurantDetail, restaurantSummary } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const today = todayIn(browserTimeZone());
const day = addDays(today, 7);
const dayName = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
}).format(new Date(`${day}T00:00:00Z`));
const EVENING = ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
const hours = [{ from: '12:00', to: '22:00' }];

const restaurants = [
  restaurantSummary(1, { name: 'Open Kitchen', onDate: { date: day, hours, freeTimes: EVENING } }),
  restaurantSummary(2, { name: 'Full House', onDate: { date: day, hours, freeTimes: [] } }),
  restaurantSummary(3, { name: 'Shut That Day', onDate: { date: day, hours: [], freeTimes: [] } }),
];
const detail = restaurantDetail({ ...restaurants[0], slug: 'restaurant-1' });

function render(path: string) {
  stubFetch((call) => {
    const url = call.url.pathname;
    if (url === '/api/restaurants')
      return { status: 200, body: { data: restaurants, total: 3, page: 1, totalPages: 1 } };
    if (url === '/api/restaurants/restaurant-1') return { status: 200, body: detail };
    if (url.endsWith('/slots'))
      return {
        status: 200,
        body: {
          restaurantId: detail._id,
          date: day,
          partySize: 4,
          closed: false,
          closedReason: '',
          slots: EVENING.map((time) => ({ time, location: 'inside' })),
        },
      };
    if (url === '/api/settings/public') return { status: 200, body: { timeZone: browserTimeZone() } };
    return { status: 200, body: { data: [], total: 0 } };
  });
  return renderRoutes(
    [
      { path: '/restaurants', element: <RestaurantListView /> },
      { path: '/restaurant-booking', element: <RestaurantBookingView /> },
      { path: '/restaurants/:id', element: <p>restaurant page</p> },
    ],
    path,
  );
}
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('restaurant results for a chosen date', () => {
  it('speak of that date, not of today, and offer the free times for the party', async () => {
    await render(`/restaurants?date=${day}&partySize=4`);
    await screen.findByText('Open Kitchen');
    expect(screen.queryByText(/Open now|Closed now|Closed today/)).toBeNull();
    expect(card('Open Kitchen').getByText(`${dayName}: 12:00 – 22:00`)).toBeInTheDocument();
    expect(card('Shut That Day').getByText(`Closed on ${dayName}`)).toBeInTheDocument();

    // Five times around the evening, each straight to the reservation form; the rest on its page.
    const times = card('Open Kitchen').getAllByRole('link', { name: /^Reserve for 4 at / });
    expect(times.map((a) => a.textContent)).toEqual(['18:30', '19:00', '19:30', '20:00', '20:30']);
    expect(times[0]).toHaveAttribute(
      'href',
      `/restaurant-booking?restaurant=restaurant-1&date=${day}&time=18%3A30&partySize=4`,
    );
    expect(card('Open Kitchen').getByRole('link', { name: '5 more times at Open Kitchen' })).toHaveAttribute(
      'href',
      `/restaurants/restaurant-1?date=${day}&partySize=4`,
    );
    expect(card('Full House').getByText(`No table for 4 on ${dayName}`)).toBeInTheDocument();
  });

  it('offers the times around the time asked', async () => {
    await render(`/restaurants?date=${day}&partySize=4&time=12%3A30`);
    await screen.findByText('Open Kitchen');
    const times = card('Open Kitchen').getAllByRole('link', { name: /^Reserve for 4 at / });
    expect(times.map((a) => a.textContent)).toEqual(['12:00', '12:30', '13:00', '18:00', '18:30']);
  });

  it('a time chosen on a card opens the reservation form with that time filled in', async () => {
    const view = await render(`/restaurants?date=${day}&partySize=4`);
    await screen.findByText('Open Kitchen');
    await userEvent.click(card('Open Kitchen').getByRole('link', { name: 'Reserve for 4 at 19:30' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/restaurant-booking'));
    expect(await screen.findByRole('radio', { name: '19:30' })).toBeChecked();
    expect(screen.getByText('4 people')).toBeInTheDocument();
  });

  it('say whether a restaurant is open now when the date chosen is today', async () => {
    restaurants[0] = restaurantSummary(1, {
      name: 'Open Kitchen',
      openNow: true,
      onDate: { date: today, hours, freeTimes: ['21:00'] },
    });
    await render(`/restaurants?date=${today}&partySize=2`);
    await screen.findByText('Open Kitchen');
    expect(card('Open Kitchen').getByText('Open now')).toBeInTheDocument();
    expect(card('Open Kitchen').getByRole('link', { name: 'Reserve for 2 at 21:00' })).toBeInTheDocument();
  });
});
