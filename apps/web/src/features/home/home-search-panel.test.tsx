import { addDays } from '@app/shared/common/dates';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agencyToday } from '../../lib/agency-time';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { HomeSearchPanel } from './home-search-panel';

afterEach(() => vi.unstubAllGlobals());

const render = () => {
  stubFetch((call) =>
    call.url.pathname === '/api/hotels/suggestions'
      ? {
          status: 200,
          body: {
            destinations: [
              { slug: 'sumela-macka', name: 'Sümela & Maçka', country: 'Türkiye', properties: 2 },
            ],
            hotels: [],
          },
        }
      : { status: 200, body: [] },
  );
  return renderRoutes([
    { path: '/', element: <HomeSearchPanel /> },
    { path: '/hotels', element: <p>hotels page</p> },
  ]);
};

describe('home search panel', () => {
  it('takes a new check-in after another field was touched, moves check-out after it and searches with both', async () => {
    const { router } = await render();
    const today = agencyToday();
    fireEvent.change(screen.getByLabelText('Star rating'), { target: { value: '4' } });
    const checkIn = addDays(today, 10);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
    expect(screen.getByLabelText('Check-in')).toHaveValue(checkIn);
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(checkIn, 1));
    const checkOut = addDays(today, 14);
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkOut } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('hotels page');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('checkIn')).toBe(checkIn);
    expect(params.get('checkOut')).toBe(checkOut);
    expect(params.get('minStars')).toBe('4');
  });

  it('searches a destination chosen in the Where box, typed without its Turkish letters, with both dates changed', async () => {
    const { router } = await render();
    const today = agencyToday();
    await userEvent.type(screen.getByRole('combobox', { name: 'Where' }), 'sumela');
    await userEvent.click(await screen.findByText('Sümela & Maçka'));
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Sümela & Maçka');
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: addDays(today, 3) } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: addDays(today, 5) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('hotels page');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      destination: 'sumela-macka',
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 5),
      guests: '2',
    });
  });

  it('searches the words typed when no destination was chosen', async () => {
    const { router } = await render();
    await userEvent.type(screen.getByRole('combobox', { name: 'Where' }), 'uzungol{Enter}');
    await screen.findByText('hotels page');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('uzungol');
  });
});
