import { addDays } from '@app/shared/common/dates';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { agencyToday } from './home-search';
import { HomeSearchPanel } from './home-search-panel';

afterEach(() => vi.unstubAllGlobals());

const render = () => {
  stubFetch(() => ({ status: 200, body: [] }));
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
});
