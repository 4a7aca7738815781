import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { AdminHotelsPage } from './admin-hotels-page';
import { testHotel } from './testing/fixtures';

const lodge = testHotel();
const inn = testHotel({
  _id: '3f1c2b6e-0000-4000-8000-000000000002',
  slug: 'ayder-mountain-inn',
  name: { en: 'Ayder Mountain Inn', tr: 'Ayder Dağ Evi', ar: 'نُزل جبل آيدر' },
  city: 'Ayder',
  starRating: 3,
  totalReviews: 0,
  averageRating: 0,
  featured: false,
  published: false,
  featuredImage: '',
  images: [],
  roomTypes: [],
});

type Reply = { status: number; body?: unknown };

function page(data: HotelAdminDto[], total = data.length, pageNo = 1, totalPages = 1) {
  return { data, total, page: pageNo, totalPages };
}

/** The admin list endpoint: `q` filters by name or city like the server does. */
function server(override: (call: StubbedCall) => Reply | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/admin/hotels') {
      const q = (call.url.searchParams.get('q') ?? '').toLowerCase();
      const found = [lodge, inn].filter(
        (h) => !q || h.name.en.toLowerCase().includes(q) || h.city.toLowerCase().includes(q),
      );
      return { status: 200, body: page(found) };
    }
    return { status: 404, body: { code: 'route_not_found', title: 'There is no such API endpoint.' } };
  });
}

function renderList(path = '/admin/hotels') {
  return renderRoutes(
    [
      { path: '/admin/hotels', element: withNotifications(<AdminHotelsPage />) },
      { path: '/admin/hotels/:id', element: <p>editor page</p> },
    ],
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('admin hotel list', () => {
  it('lists hotels with city, stars, rooms, rating and status', async () => {
    server();
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Hotels' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Uzungöl Lake Lodge' })).toHaveAttribute(
      'href',
      `/admin/hotels/${lodge._id}`,
    );
    expect(first.getByText('Uzungöl')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(first.getByText('2 room types')).toBeInTheDocument();
    expect(first.getByText('11 rooms')).toBeInTheDocument();
    expect(first.getByText('4.6')).toBeInTheDocument();
    expect(first.getByText('(37 reviews)')).toBeInTheDocument();
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByText('Featured')).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Unpublished')).toBeInTheDocument();
    expect(second.getByText('No reviews yet')).toBeInTheDocument();
    expect(second.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New hotel' })[0]).toHaveAttribute(
      'href',
      '/admin/hotels/new',
    );
  });

  it('searches as the admin types, with the query in the URL', async () => {
    const calls = server();
    const { router } = await renderList();
    await screen.findByRole('table', { name: 'Hotels' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search hotels' }), 'ayder');

    await waitFor(() => expect(router.state.location.search).toBe('?q=ayder'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Uzungöl Lake Lodge' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Ayder Mountain Inn' })).toBeInTheDocument();
    const searches = calls
      .filter((c) => c.url.pathname === '/api/admin/hotels')
      .map((c) => c.url.searchParams.get('q'));
    // Debounced: one request for the whole word, none for "a", "ay"...
    expect(searches).toEqual([null, 'ayder']);
  });

  it('reads the search and the status filter from the URL', async () => {
    const calls = server();
    await renderList('/admin/hotels?q=lodge&published=false&page=2');
    await screen.findByText(/Showing/);
    const call = calls.find((c) => c.url.pathname === '/api/admin/hotels');
    expect(call?.url.searchParams.get('q')).toBe('lodge');
    expect(call?.url.searchParams.get('published')).toBe('false');
    expect(call?.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('searchbox', { name: 'Search hotels' })).toHaveValue('lodge');
  });

  it('says when nothing matches and clears the filters', async () => {
    server();
    const { router } = await renderList('/admin/hotels?q=zzz');
    expect(await screen.findByText('No hotels found')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Uzungöl Lake Lodge' })).toBeInTheDocument();
  });

  it('goes back to the last page when the page in the URL is past the end', async () => {
    server((call) =>
      call.url.pathname === '/api/admin/hotels' && call.url.searchParams.get('page') === '3'
        ? { status: 200, body: page([], 2, 3, 1) }
        : undefined,
    );
    const { router } = await renderList('/admin/hotels?page=3');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Uzungöl Lake Lodge' })).toBeInTheDocument();
  });

  it('shows an error with Try again when the list cannot be loaded', async () => {
    let fail = true;
    server((call) => (call.url.pathname === '/api/admin/hotels' && fail ? { status: 503 } : undefined));
    await renderList();
    expect(await screen.findByText('The hotels could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Uzungöl Lake Lodge' })).toBeInTheDocument();
  });

  it('deletes a hotel after a confirmation that names it', async () => {
    let deleted = false;
    const calls = server((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      if (call.url.pathname === '/api/admin/hotels' && deleted) return { status: 200, body: page([lodge]) };
      return undefined;
    });
    await renderList();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Ayder Mountain Inn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotel?' });
    expect(dialog).toHaveTextContent('“Ayder Mountain Inn” and its room types will be deleted for good.');
    await u.click(within(dialog).getByRole('button', { name: 'Delete hotel' }));

    expect(await screen.findByText('“Ayder Mountain Inn” was deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(`/api/hotels/${inn._id}`);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ayder Mountain Inn' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The deleted row took its button with it: focus waits on the page heading, not the body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('offers to unpublish a hotel that has upcoming bookings (409) and does it', async () => {
    const calls = server((call) => {
      if (call.method === 'DELETE')
        return {
          status: 409,
          body: {
            code: 'hotel_has_bookings',
            title: 'This hotel has upcoming bookings and cannot be deleted.',
            status: 409,
          },
        };
      if (call.method === 'PUT') return { status: 200, body: { ...lodge, published: false } };
      return undefined;
    });
    await renderList();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Uzungöl Lake Lodge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotel?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete hotel' }));

    expect(
      await within(dialog).findByText('This hotel has upcoming bookings and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete hotel' })).not.toBeInTheDocument();
    // It says one thing: the hotel stays, not that it will be deleted.
    expect(within(dialog).queryByText(/will be deleted/)).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Unpublish instead' }));

    expect(
      await screen.findByText('“Uzungöl Lake Lodge” is unpublished and no longer shown on the site.'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/hotels/${lodge._id}`);
    // The hotel as it is, only unpublished: nothing else changes.
    expect(put?.body).toMatchObject({
      published: false,
      featured: true,
      name: lodge.name,
      city: 'Uzungöl',
      starRating: 4,
      paymentOptions: ['creditCard', 'payAtHotel'],
      images: lodge.images,
    });
    expect(put?.body).not.toHaveProperty('roomTypes');
  });
});
