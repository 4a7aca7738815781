import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { HotelListView } from './hotel-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hotel list on a phone', () => {
  it('names the close button of the filter sheet in the reader’s language', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/hotels'
        ? { status: 200, body: { data: [], total: 0, page: 1, totalPages: 1 } }
        : { status: 200, body: [] },
    );
    // A phone: no media query for wide screens matches.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    await renderRoutes([{ path: '/hotels', element: <HotelListView /> }], '/hotels', 'tr');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Filtreler' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtreler' });
    expect(within(sheet).getByRole('button', { name: 'Filtreleri kapat' })).toBeInTheDocument();
  });
});
