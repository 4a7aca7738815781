import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { AdminRestaurantsPage } from './admin-restaurants-page';
import { AdminRestaurantEditPage, AdminRestaurantNewPage } from './restaurant-editor-page';
import { lago, MEYDAN_ID, page, publicSettings, testRestaurant } from './testing/fixtures';

type Reply = { status: number; body?: unknown };
const NEW_ID = '7a1c2b6e-0000-4000-8000-0000000000aa';

function server(override: (call: StubbedCall) => Reply | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/settings/public') return { status: 200, body: publicSettings };
    if (path === '/api/admin/restaurants') {
      const q = (call.url.searchParams.get('q') ?? '').toLowerCase();
      return {
        status: 200,
        body: page([testRestaurant(), lago()].filter((r) => !q || r.name.en.toLowerCase().includes(q))),
      };
    }
    if (path === `/api/admin/restaurants/${MEYDAN_ID}`) return { status: 200, body: testRestaurant() };
    if (path === `/api/restaurants/${MEYDAN_ID}` && call.method === 'PUT')
      return { status: 200, body: { ...testRestaurant(), ...(call.body as object) } };
    if (path === '/api/restaurants' && call.method === 'POST')
      return { status: 201, body: { ...testRestaurant(), ...(call.body as object), _id: NEW_ID } };
    if (path === `/api/admin/restaurants/${NEW_ID}`)
      return { status: 200, body: testRestaurant({ _id: NEW_ID }) };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const render = (path: string, lang: 'en' | 'ar' = 'en') =>
  renderRoutes(
    [
      { path: '/admin/restaurants', element: withNotifications(<AdminRestaurantsPage />) },
      { path: '/admin/restaurants/new', element: withNotifications(<AdminRestaurantNewPage />) },
      { path: '/admin/restaurants/:id', element: withNotifications(<AdminRestaurantEditPage />) },
    ],
    path,
    lang,
  );

async function typeFast(u: ReturnType<typeof userEvent.setup>, field: Element, text: string) {
  await u.click(field);
  await u.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('admin restaurant list', () => {
  it('lists restaurants with city, cuisine, tables and status, and searches', async () => {
    const calls = server();
    await render('/admin/restaurants');
    const u = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Meydan Köfte House' })).toHaveAttribute(
      'href',
      `/admin/restaurants/${MEYDAN_ID}`,
    );
    expect(first.getByText('Trabzon')).toBeInTheDocument();
    expect(first.getByText(/Turkish/)).toBeInTheDocument();
    expect(first.getByText('3 tables')).toBeInTheDocument();
    // The inactive table's six seats are not counted.
    expect(first.getByText('6 seats')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Tables of Meydan Köfte House' })).toHaveAttribute(
      'href',
      `/admin/restaurant-tables?restaurant=${MEYDAN_ID}`,
    );
    expect(within(rows[1] as HTMLElement).getByText('Unpublished')).toBeInTheDocument();

    await typeFast(u, screen.getByRole('searchbox', { name: 'Search restaurants' }), 'lago');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.some((c) => c.url.searchParams.get('q') === 'lago')).toBe(true);
  });

  it('shows the refusal when the restaurant has reservations, and deletes nothing', async () => {
    const calls = server((call) =>
      call.method === 'DELETE'
        ? {
            status: 409,
            body: {
              status: 409,
              code: 'restaurant_has_reservations',
              title: 'This restaurant has reservations and cannot be deleted.',
            },
          }
        : undefined,
    );
    await render('/admin/restaurants');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Meydan Köfte House' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete restaurant?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete restaurant' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This restaurant has reservations and cannot be deleted.');
    expect(alert).toHaveTextContent(/Unpublish it instead/);
    expect(within(dialog).queryByRole('button', { name: 'Delete restaurant' })).toBeNull();
    // It says one thing: the restaurant stays, not that it will be deleted.
    expect(within(dialog).queryByText(/will be deleted/)).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('restaurant editor', { timeout: 30_000 }, () => {
  it('checks the name, description, cuisine, price and city, and overlapping hours, before sending', async () => {
    const calls = server();
    await render('/admin/restaurants/new');
    const u = userEvent.setup();
    // Tuesday starts with 12:00–15:00 and 18:00–23:00: make the first run into the second.
    const tuesday = screen.getByRole('group', { name: 'Tuesday, sitting 1' });
    const closes = within(tuesday).getByLabelText('Closes');
    await u.clear(closes);
    await u.type(closes, '19:00');
    await u.click(screen.getByRole('button', { name: 'Create restaurant' }));

    expect(await screen.findByText("Enter the restaurant's name in English")).toBeInTheDocument();
    expect(screen.getByText('Enter a description in English')).toBeInTheDocument();
    expect(screen.getByText('Choose a cuisine')).toBeInTheDocument();
    expect(screen.getByText('Choose a price range')).toBeInTheDocument();
    expect(screen.getByText('Enter the city')).toBeInTheDocument();
    expect(
      screen.getByText('The sittings of a day must be in order and must not overlap'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says what Featured does: a mark on its card and a place ahead in the restaurant list', async () => {
    server();
    await render('/admin/restaurants/new');
    await screen.findByRole('button', { name: 'Create restaurant' });
    const featured = screen.getByRole('switch', { name: /^Featured/ }).closest('label');
    expect(featured).toHaveTextContent(
      'Marked “Featured” on its card, and listed ahead of restaurants with as many recent reservations in the restaurant list.',
    );
    expect(screen.queryByText(/home page/)).toBeNull();
  });

  it('creates a restaurant with split hours, a sitting past midnight and a closed day', async () => {
    const calls = server();
    const { router } = await render('/admin/restaurants/new');
    const u = userEvent.setup();
    await typeFast(u, screen.getByRole('textbox', { name: /^Restaurant name \(English\)/ }), 'Gece Meyhane');
    await typeFast(
      u,
      screen.getByRole('textbox', { name: /^Description \(English\)/ }),
      'Meze late into the night.',
    );
    await u.click(screen.getByRole('combobox', { name: 'Cuisine' }));
    await u.click(await screen.findByRole('option', { name: 'Middle Eastern' }));
    await u.click(screen.getByRole('combobox', { name: 'Price range' }));
    await u.click(await screen.findByRole('option', { name: /Inexpensive/ }));
    await typeFast(u, screen.getByRole('textbox', { name: /^City\s*\*?$/ }), 'Trabzon');
    // Friday: one sitting from 20:00 to 02:00 the next day.
    await u.click(screen.getByRole('button', { name: 'Remove Friday 18:00–23:00' }));
    const friday = screen.getByRole('group', { name: 'Friday, sitting 1' });
    await u.clear(within(friday).getByLabelText('Opens'));
    await u.type(within(friday).getByLabelText('Opens'), '20:00');
    await u.clear(within(friday).getByLabelText('Closes'));
    await u.type(within(friday).getByLabelText('Closes'), '02:00');
    expect(within(friday).getByText('Ends the next day')).toBeInTheDocument();
    await typeFast(u, screen.getByRole('textbox', { name: /^Dishes \(English\)/ }), 'Hamsi\nMuhlama');
    await u.click(screen.getByRole('button', { name: 'Create restaurant' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/restaurants/${NEW_ID}`));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: { en: 'Gece Meyhane' },
      cuisine: 'middle_eastern',
      priceRange: 1,
      city: 'Trabzon',
      turnMinutes: 90,
      menuHighlights: { en: ['Hamsi', 'Muhlama'], tr: [], ar: [] },
      openingHours: {
        '1': [],
        '2': [
          { from: '12:00', to: '15:00' },
          { from: '18:00', to: '23:00' },
        ],
        '5': [{ from: '20:00', to: '02:00' }],
      },
    });
  });

  it('loads a restaurant with its week: a closed Monday, split Tuesday, Friday past midnight; saves a change', async () => {
    const calls = server();
    await render(`/admin/restaurants/${MEYDAN_ID}`);
    const u = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meydan Köfte House' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Restaurant name \(English\)/ })).toHaveValue(
      'Meydan Köfte House',
    );
    expect(screen.getByRole('group', { name: 'Tuesday, sitting 2' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Monday, sitting 1' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Friday, sitting 1' })).getByText('Ends the next day'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tables' })).toHaveAttribute(
      'href',
      `/admin/restaurant-tables?restaurant=${MEYDAN_ID}`,
    );

    const turn = screen.getByRole('textbox', { name: /^Turn time/ });
    await u.clear(turn);
    await u.type(turn, '120');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      turnMinutes: 120,
      openingHours: { '1': [], '5': [{ from: '20:00', to: '02:00' }] },
    });
    expect(await screen.findByText('“Meydan Köfte House” was saved.')).toBeInTheDocument();
  });
});
