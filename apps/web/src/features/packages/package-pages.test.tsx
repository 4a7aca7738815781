import type { DepartureDto, PackageDetailDto, PackageSummaryDto } from '@app/shared/packages/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { PackageDetailPage } from './package-detail-page';
import { PackageListView } from './package-list-page';

afterEach(() => vi.unstubAllGlobals());

const departure = (n: number, startDate: string): DepartureDto => ({
  _id: `00000000-0000-4000-8000-0000000000d${n}`,
  startDate,
  endDate: startDate,
  seatsTotal: 12,
  seatsLeft: 12,
});

const summary: PackageSummaryDto = {
  _id: '00000000-0000-4000-8000-000000000001',
  slug: 'uzungol-and-the-plateaus',
  name: 'Uzungöl and the plateaus',
  description: 'Three days.',
  contentLang: 'en',
  destination: null,
  durationDays: 3,
  pricePerPerson: 1_000_000,
  dealPercent: 0,
  price: 1_000_000,
  currency: 'TRY',
  featuredImage: '',
  images: [],
  featured: false,
  is_featured: false,
  averageRating: 0,
  totalReviews: 0,
  nextDeparture: departure(2, '2030-12-22'),
};

const detail: PackageDetailDto = {
  ...summary,
  activities: [],
  itinerary: [],
  hotels: [],
  departures: [departure(1, '2030-12-03'), departure(2, '2030-12-22'), departure(3, '2031-01-10')],
};

type Reply = (call: StubbedCall) => { status: number; body?: unknown } | undefined;

const render = (path: string, reply?: Reply) => {
  const calls = stubFetch((call) => {
    const own = reply?.(call);
    if (own) return own;
    if (call.url.pathname === '/api/packages')
      return { status: 200, body: { data: [summary], total: 1, page: 1, totalPages: 1 } };
    if (call.url.pathname === '/api/packages/slug/uzungol-and-the-plateaus')
      return { status: 200, body: detail };
    if (call.url.pathname === '/api/destinations')
      return { status: 200, body: { data: [], total: 0, page: 1, totalPages: 1 } };
    if (call.url.pathname === '/api/bookings/quote')
      return {
        status: 200,
        body: {
          available: true,
          seatsLeft: 12,
          currency: 'TRY',
          subtotal: 0,
          discount: 0,
          taxes: 0,
          total: 0,
        },
      };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', errors: [] } };
  });
  return renderRoutes(
    [
      { path: '/packages', element: <PackageListView /> },
      { path: '/packages/:slug', element: <PackageDetailPage /> },
    ],
    path,
  ).then((view) => ({ ...view, calls }));
};

const searches = (calls: StubbedCall[]) => calls.filter((c) => c.url.pathname === '/api/packages');
const form = () => within(screen.getByRole('form', { name: 'Filter packages' }));

describe('package list', () => {
  it('searches once when Search is pressed, not at every key of a price or a date', async () => {
    const { calls, router } = await render('/packages');
    await screen.findByText('Uzungöl and the plateaus');
    const before = searches(calls).length;
    await userEvent.type(form().getByLabelText('Max price per person'), '12000');
    fireEvent.change(form().getByLabelText('Departing from'), { target: { value: '0002-01-01' } });
    fireEvent.change(form().getByLabelText('Departing from'), { target: { value: '2030-12-20' } });
    expect(searches(calls)).toHaveLength(before);
    expect(router.state.location.search).toBe('');

    fireEvent.click(form().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2030-12-20&maxPrice=12000'));
    await waitFor(() => expect(searches(calls)).toHaveLength(before + 1));
  });

  it('says when "Departing by" is before "Departing from", and searches nothing', async () => {
    const { router } = await render('/packages');
    await screen.findByText('Uzungöl and the plateaus');
    fireEvent.change(form().getByLabelText('Departing from'), { target: { value: '2030-12-20' } });
    const to = form().getByLabelText('Departing by');
    fireEvent.change(to, { target: { value: '2030-12-10' } });
    fireEvent.click(form().getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This date cannot be before “Departing from”')).toBeInTheDocument();
    expect(to).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('keeps unapplied filters when the sort changes', async () => {
    const { router } = await render('/packages');
    await screen.findByText('Uzungöl and the plateaus');
    await userEvent.type(form().getByLabelText('Max price per person'), '9000');
    await userEvent.click(screen.getAllByLabelText('Sort packages')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Shortest first' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=duration'));
    expect(form().getByLabelText('Max price per person')).toHaveValue('9,000');
  });

  it('links a card found in a departure window with the window, and the trip page picks a departure in it', async () => {
    await render('/packages?from=2030-12-20');
    const link = await screen.findByRole('link', { name: /Uzungöl and the plateaus/ });
    expect(link).toHaveAttribute('href', '/packages/uzungol-and-the-plateaus?from=2030-12-20');
    await userEvent.click(link);
    const chosen = await screen.findByRole('radio', { checked: true });
    expect(chosen).toHaveAccessibleName('22 Dec 2030 – 22 Dec 2030');
  });

  it('a page past the end says how many packages there are and leads to the last page', async () => {
    const { router } = await render('/packages?page=5', (call) =>
      call.url.pathname === '/api/packages' && call.url.searchParams.get('page') === '5'
        ? { status: 200, body: { data: [], total: 3, page: 5, totalPages: 1 } }
        : undefined,
    );
    expect(await screen.findByText('This page is past the last one')).toBeInTheDocument();
    expect(screen.getByText('3 packages match this search; the last page is page 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Uzungöl and the plateaus')).toBeInTheDocument();
  });
});

describe('package page', () => {
  it('an unknown package is titled as not found', async () => {
    await render('/packages/nope');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this package' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^We could not find this package · /));
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });
});
