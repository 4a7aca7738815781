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
    await renderRoutes([{ path: '/hotels', element: <HotelListView /> }], '/hotels', 'tr');
    const u = userEvent.setup();
    // The filters button is for a phone: the stylesheet shows it below the wide layout only, and
    // jsdom applies the rule whatever the width, so it is found by its words.
    const buttons = await screen.findAllByRole('button', { hidden: true });
    const filters = buttons.find((button) => button.textContent === 'Filtreler');
    if (!filters) throw new Error('no filters button');
    await u.click(filters);
    const sheet = await screen.findByRole('dialog', { name: 'Filtreler' });
    expect(within(sheet).getByRole('button', { name: 'Filtreleri kapat' })).toBeInTheDocument();
  });
});
