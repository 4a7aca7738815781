import type { HotelSummaryDto } from '@app/shared/hotels/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { HotelListView } from './hotel-list-page';

afterEach(() => vi.unstubAllGlobals());

const hotelSummary = (n: number, extra: Partial<HotelSummaryDto> = {}): HotelSummaryDto => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `hotel-${n}`,
  name: `Hotel ${n}`,
  description: 'A hotel.',
  contentLang: 'en',
  address: { line: 'Street 1', city: 'Trabzon', country: 'Türkiye', parts: ['Street 1', 'Trabzon'] },
  destination: null,
  place: ['Trabzon'],
  featuredImage: '',
  images: [],
  starRating: 4,
  averageRating: 8.5,
  totalReviews: 3,
  amenities: [],
  latitude: 41 + n / 1000,
  longitude: 39.7,
  featured: false,
  priceFrom: 250_000,
  currency: 'TRY',
  ...extra,
});

type Reply = (call: StubbedCall) => { status: number; body?: unknown } | undefined;

const render = async (path: string, reply?: Reply) => {
  const calls = stubFetch((call) => {
    const own = reply?.(call);
    if (own) return own;
    if (call.url.pathname === '/api/hotels')
      return { status: 200, body: { data: [hotelSummary(1)], total: 1, page: 1, totalPages: 1 } };
    return { status: 200, body: [] };
  });
  const view = await renderRoutes([{ path: '/hotels', element: <HotelListView /> }], path);
  return { ...view, calls };
};

const filters = () => within(screen.getByRole('form', { name: 'Filters' }));

describe('hotel list', () => {
  it('keeps unapplied filter edits when the sort or the view changes', async () => {
    const { router } = await render('/hotels');
    await screen.findByText('Hotel 1');
    fireEvent.change(filters().getByLabelText('Maximum'), { target: { value: '4000' } });
    await userEvent.type(filters().getByRole('combobox', { name: 'Where' }), 'Rize');

    await userEvent.click(screen.getByRole('radio', { name: 'Map' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
    expect(filters().getByRole('combobox', { name: 'Where' })).toHaveValue('Rize');
    expect(filters().getByLabelText('Maximum')).toHaveValue('4,000');

    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filters().getByRole('combobox', { name: 'Where' })).toHaveValue('Rize');

    // Applying them takes them all, and Back brings the URL's values into the form again.
    fireEvent.click(filters().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Rize&maxPrice=4000'));
    await router.navigate(-1);
    await waitFor(() => expect(filters().getByRole('combobox', { name: 'Where' })).toHaveValue(''));
    expect(filters().getByLabelText('Maximum')).toHaveValue('');
  });

  it('refuses a maximum price under the minimum with a message on the maximum, applying nothing', async () => {
    const { router } = await render('/hotels?guests=2');
    await screen.findByText('Hotel 1');
    fireEvent.change(filters().getByLabelText('Minimum'), { target: { value: '5000' } });
    const max = filters().getByLabelText('Maximum');
    fireEvent.change(max, { target: { value: '1000' } });
    fireEvent.click(filters().getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The maximum must be at least the minimum')).toBeInTheDocument();
    expect(max).toHaveFocus();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(filters().getByRole('group', { name: 'Price per night' })).toContainElement(max);
    expect(router.state.location.search).toBe('?guests=2');
  });

  it('refuses more guests than a search takes instead of changing the number typed', async () => {
    const { router } = await render('/hotels');
    await screen.findByText('Hotel 1');
    const guests = filters().getByLabelText('Guests');
    await userEvent.type(guests, '12');
    await userEvent.tab();
    expect(guests).toHaveValue('12');
    fireEvent.click(filters().getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose from 1 to 10 guests')).toBeInTheDocument();
    expect(guests).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('checks the stay itself instead of leaving it to the browser', async () => {
    await render('/hotels');
    await screen.findByText('Hotel 1');
    expect(screen.getByRole('form', { name: 'Filters' })).toHaveAttribute('novalidate');
  });

  it('a page past the end says how many hotels there are and leads to the last page', async () => {
    const { router } = await render('/hotels?page=99', (call) =>
      call.url.searchParams.get('page') === '99'
        ? { status: 200, body: { data: [], total: 16, page: 99, totalPages: 2 } }
        : undefined,
    );
    expect(await screen.findByText('This page is past the last one')).toBeInTheDocument();
    expect(screen.getByText('16 hotels match this search; the last page is page 2.')).toBeInTheDocument();
    expect(screen.queryByText('No hotels match')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('more guests than any room takes says so and offers the most one room takes', async () => {
    const { router } = await render('/hotels?guests=10', (call) =>
      call.url.searchParams.get('guests') === '10'
        ? { status: 200, body: { data: [], total: 0, page: 1, totalPages: 1, largestRoom: 4 } }
        : undefined,
    );
    expect(await screen.findByText('No room takes 10 guests')).toBeInTheDocument();
    expect(screen.getByText(/Search for fewer guests per room/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search for 4 guests' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guests=4'));
    expect(await screen.findByText('Hotel 1')).toBeInTheDocument();
  });
});
