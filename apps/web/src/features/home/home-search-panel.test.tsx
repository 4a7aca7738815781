import { addDays, todayIn } from '@app/shared/common/dates';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePublicSettings } from '../../components/layout/use-public-settings';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { HomeSearchPanel } from './home-search-panel';

afterEach(() => vi.unstubAllGlobals());

/** The panel as a reader meets it: the agency's time zone (public settings) already known. */
function AfterSettings({ children }: { children: ReactNode }) {
  return usePublicSettings().data ? children : null;
}

const render = async () => {
  stubFetch((call) =>
    call.url.pathname === '/api/settings/public'
      ? { status: 200, body: { timeZone: 'Europe/Istanbul' } }
      : call.url.pathname === '/api/hotels/suggestions'
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
  const view = await renderRoutes([
    {
      path: '/',
      element: (
        <AfterSettings>
          <HomeSearchPanel />
        </AfterSettings>
      ),
    },
    { path: '/hotels', element: <p>hotels page</p> },
    { path: '/packages', element: <p>packages page</p> },
    { path: '/restaurants', element: <p>restaurants page</p> },
    { path: '/taxis', element: <p>taxis page</p> },
  ]);
  await screen.findByLabelText('Check-in');
  return view;
};

describe('home search panel', () => {
  it('takes a new check-in after another field was touched, moves check-out after it and searches with both', async () => {
    const { router } = await render();
    const today = todayIn('Europe/Istanbul');
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
    const today = todayIn('Europe/Istanbul');
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

  it('keeps a check-out typed through earlier dates, and on Search says under the field what is wrong', async () => {
    const { router } = await render();
    const today = todayIn('Europe/Istanbul');
    const checkOut = screen.getByLabelText('Check-out');
    // Typing 12 30 2026 key by key passes through dates before check-in.
    const early = `${Number(today.slice(0, 4)) - 1}-12-30`;
    fireEvent.change(checkOut, { target: { value: early } });
    expect(checkOut).toHaveValue(early);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Check-out must be after check-in')).toBeInTheDocument();
    expect(checkOut).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');

    const later = addDays(today, 20);
    fireEvent.change(checkOut, { target: { value: later } });
    expect(screen.queryByText('Check-out must be after check-in')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('hotels page');
    expect(new URLSearchParams(router.state.location.search).get('checkOut')).toBe(later);
  });

  it('says when a package search ends before it starts, instead of dropping the end', async () => {
    const { router } = await render();
    const today = todayIn('Europe/Istanbul');
    await userEvent.click(screen.getByRole('tab', { name: 'Packages' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(today, 30) } });
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: addDays(today, 20) } });
    expect(to).toHaveValue(addDays(today, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(to).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.change(to, { target: { value: addDays(today, 40) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('packages page');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: addDays(today, 30),
      to: addDays(today, 40),
    });
  });

  it('comes back with the tab and values of the search made in this session', async () => {
    const { router } = await render();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurants' }));
    await userEvent.type(screen.getByLabelText('Restaurant name'), 'Hamsiköy');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('restaurants page');
    // The list reads the name as its words (`q`) and the date as the day to be open on.
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Hamsiköy');
    expect(new URLSearchParams(router.state.location.search).get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await router.navigate(-1);
    expect(await screen.findByLabelText('Restaurant name')).toHaveValue('Hamsiköy');
    expect(screen.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('home search on Trabzon’s clock', () => {
  // 20:30 in Trabzon on 30 June 2027, whatever the reader's own clock says.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-30T17:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a pickup today at a time already past, says why under the field, and searches a later one', async () => {
    const { router } = await render();
    await userEvent.click(screen.getByRole('tab', { name: 'Taxis' }));
    // Pickup and drop-off are the places taxis serve: the airport to the centre unless chosen.
    expect(screen.getByLabelText('Pickup location')).toHaveDisplayValue('Trabzon Airport (TZX)');
    expect(screen.getByLabelText('Drop-off location')).toHaveDisplayValue('Trabzon city centre');
    await userEvent.selectOptions(screen.getByLabelText('Drop-off location'), 'Uzungöl');
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2027-06-30');
    const time = screen.getByLabelText('Pickup time');
    fireEvent.change(time, { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('It is already 20:30 in Trabzon. Choose a later time or another day.'),
    ).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(
      'It is already 20:30 in Trabzon. Choose a later time or another day.',
    );
    expect(time).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');

    // The same time tomorrow is fine.
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2027-07-01' } });
    expect(screen.queryByText(/It is already/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('taxis page');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      date: '2027-07-01',
      time: '10:30',
    });
  });

  it('refuses a pickup or a table on a day already past', async () => {
    const { router } = await render();
    await userEvent.click(screen.getByRole('tab', { name: 'Taxis' }));
    const pickupDate = screen.getByLabelText('Pickup date');
    fireEvent.change(pickupDate, { target: { value: '2027-06-29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This date has already passed')).toBeInTheDocument();
    expect(pickupDate).toHaveFocus();

    await userEvent.click(screen.getByRole('tab', { name: 'Restaurants' }));
    const date = screen.getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2027-06-29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This date has already passed')).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
  });
});
