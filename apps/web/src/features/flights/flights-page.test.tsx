import type { FlightSearchDto } from '@app/shared/travel/responses';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { FlightsView } from './flights-page';
import { readKeptOffer } from './offer-store';
import { found, lateOneStop, longTwoStops, morningDirect } from './testing/offers';

const SEARCH =
  '/flights?tripType=oneWay&origin=TZX&destination=IST&departureDate=2027-07-08&passengers=1&cabin=ECONOMY';

type Answer = { status: number; body?: unknown };

function server(
  flights: () => Answer = () => ({
    status: 200,
    body: found([morningDirect(), lateOneStop(), longTwoStops()]),
  }),
) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/settings/public')
      return { status: 200, body: { timeZone: 'Europe/Istanbul', currency: 'TRY', taxRate: 12 } };
    if (path === '/api/travel/flights') return flights();
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const page = (path = '/flights') =>
  renderRoutes(
    [
      { path: '/flights', element: <FlightsView /> },
      { path: '/booking', element: <p>checkout</p> },
    ],
    path,
  );

const flightCalls = (calls: StubbedCall[]) => calls.filter((c) => c.url.pathname === '/api/travel/flights');
const cards = () => screen.getAllByRole('article');

describe('/flights', () => {
  // 10:00 in Trabzon on 1 July 2027.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts from Trabzon to İstanbul, out in 7 days and back in 14, with the days’ minimums', async () => {
    server();
    await page();
    expect(await screen.findByRole('heading', { name: 'Popular ways into Trabzon' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Trabzon (TZX)');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Istanbul (IST)');
    const departure = screen.getByLabelText('Departure');
    const back = screen.getByLabelText('Return');
    expect(departure).toHaveValue('2027-07-08');
    expect(departure).toHaveAttribute('min', '2027-07-01');
    expect(back).toHaveValue('2027-07-15');
    expect(back).toHaveAttribute('min', '2027-07-08');
    // A later departure moves the return's minimum, and the return with it when it would be before.
    await userEvent.clear(departure);
    await userEvent.type(departure, '2027-07-20');
    expect(screen.getByLabelText('Return')).toHaveAttribute('min', '2027-07-20');
    expect(screen.getByLabelText('Return')).toHaveValue('2027-07-20');
    expect(screen.getByLabelText('Passengers')).toHaveValue('1');
    expect(screen.getByLabelText('Cabin class')).toHaveValue('ECONOMY');
  });

  it('asks no return for a one-way trip, and the address it searches says none', async () => {
    const calls = server();
    const { router } = await page();
    await userEvent.click(await screen.findByText('One way'));
    expect(screen.queryByLabelText('Return')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(router.state.location.search).toContain('tripType=oneWay'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tripType: 'oneWay',
      origin: 'TZX',
      destination: 'IST',
      departureDate: '2027-07-08',
      passengers: '1',
      cabin: 'ECONOMY',
    });
    await screen.findAllByRole('article');
    expect(flightCalls(calls)[0]?.url.searchParams.has('returnDate')).toBe(false);
  });

  it('says the same airport twice is not a trip, under the destination, and searches nothing', async () => {
    const calls = server();
    const { router } = await page();
    const to = await screen.findByRole('combobox', { name: 'To' });
    await userEvent.clear(to);
    await userEvent.type(to, 'trabzon');
    await userEvent.click(await screen.findByRole('option', { name: /Trabzon \(TZX\)/ }));
    const message = 'Origin and destination cannot be the same. Please select different locations.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(router.state.location.search).toBe('');
    expect(flightCalls(calls)).toHaveLength(0);
    // Swapped or changed, the message goes.
    await userEvent.clear(to);
    await userEvent.type(to, 'doha');
    await userEvent.click(await screen.findByRole('option', { name: /Doha \(DOH\)/ }));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('finds an airport typed without accents', async () => {
    server();
    await page();
    const from = await screen.findByRole('combobox', { name: 'From' });
    await userEvent.click(from);
    await userEvent.clear(from);
    await userEvent.type(from, 'dusseldorf');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Düsseldorf (DUS)')]);
  });

  it('shows each offer with its local times, +1, durations in hours, stops, bags and price', async () => {
    server();
    await page(SEARCH);
    expect(await screen.findByRole('heading', { name: '3 flights' })).toBeInTheDocument();
    const [first, second, third] = cards();
    if (!first || !second || !third) throw new Error('three cards');
    // Best first: the direct morning flight.
    expect(within(first).getByRole('heading', { name: 'Turkish Airlines' })).toBeInTheDocument();
    expect(within(first).getByText('07:45')).toBeInTheDocument();
    expect(within(first).getByText('09:40')).toBeInTheDocument();
    expect(within(first).getByText('1 h 55 min')).toBeInTheDocument();
    expect(within(first).getByText('Direct')).toBeInTheDocument();
    expect(within(first).getByText('1 checked bag')).toBeInTheDocument();
    expect(within(first).getByText('Economy')).toBeInTheDocument();
    expect(within(first).getByText('US$120.00')).toBeInTheDocument();
    // Lands the next day on its airport's clock: "+1", said in words to a screen reader.
    expect(within(second).getByText('03:00')).toBeInTheDocument();
    expect(within(second).getByText('+1')).toBeInTheDocument();
    expect(within(second).getByText('arrives 1 day later')).toBeInTheDocument();
    expect(within(second).getByText('1 stop')).toBeInTheDocument();
    expect(within(second).getByText('20 kg checked baggage')).toBeInTheDocument();
    expect(within(second).getByText('3 seats left')).toBeInTheDocument();
    expect(within(third).getByText('26 h')).toBeInTheDocument();
    expect(within(third).getByText('2 stops')).toBeInTheDocument();
    expect(within(third).getByText('2 checked bags')).toBeInTheDocument();
    expect(screen.queryByText(/Live prices are unavailable/)).toBeNull();
  });

  it('sorts by price, time and departure, and filters by stops, airline and hour', async () => {
    server();
    await page(SEARCH);
    await screen.findByRole('heading', { name: '3 flights' });
    const order = () => cards().map((card) => within(card).getByRole('heading').textContent);
    expect(order()).toEqual(['Turkish Airlines', 'Pegasus Airlines', 'Qatar Airways']);
    const sort = within(screen.getByRole('radiogroup', { name: 'Sort by' }));
    await userEvent.click(sort.getByText('Cheapest'));
    expect(order()).toEqual(['Pegasus Airlines', 'Turkish Airlines', 'Qatar Airways']);
    await userEvent.click(sort.getByText('Departure'));
    expect(order()).toEqual(['Turkish Airlines', 'Qatar Airways', 'Pegasus Airlines']);
    await userEvent.click(sort.getByText('Fastest'));
    expect(order()).toEqual(['Turkish Airlines', 'Pegasus Airlines', 'Qatar Airways']);

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('radio', { name: 'Up to 1 stop' }));
    expect(order()).toEqual(['Turkish Airlines', 'Pegasus Airlines']);
    expect(screen.getByText('2 of 3 flights match your filters')).toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Turkish Airlines' }));
    expect(order()).toEqual(['Pegasus Airlines']);
    await userEvent.click(within(filters).getByRole('radio', { name: 'Direct only' }));
    expect(screen.getByText('No flight matches these filters')).toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear the filters' }));
    expect(order()).toHaveLength(3);
    // The outbound's hour, on its airport's clock: from 20:00 leaves only the 21:30.
    const earliest = within(filters).getByRole('slider', { name: 'Earliest departure' });
    earliest.focus();
    for (let i = 0; i < 20; i++) await userEvent.keyboard('{ArrowRight}');
    expect(order()).toEqual(['Pegasus Airlines']);
  });

  it('says the spec’s words when the search fails, and Try again really searches again', async () => {
    let fail = true;
    const calls = server(() =>
      fail
        ? { status: 503, body: { code: 'provider_unavailable', title: 'Unavailable', status: 503 } }
        : { status: 200, body: found([morningDirect()]) },
    );
    await page(SEARCH);
    expect(await screen.findByText('Failed to fetch flights. Please try again.')).toBeInTheDocument();
    const asked = flightCalls(calls).length;
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '1 flight' })).toBeInTheDocument();
    expect(flightCalls(calls).length).toBe(asked + 1);
    expect(flightCalls(calls).at(-1)?.url.searchParams.get('origin')).toBe('TZX');
  });

  it('says the spec’s words when nothing flies', async () => {
    server(() => ({ status: 200, body: found([]) }));
    await page(SEARCH);
    expect(
      await screen.findByText(
        'No flights found for the selected criteria. Please try different dates or destinations.',
      ),
    ).toBeInTheDocument();
  });

  it('says when live prices are unavailable, and then nothing can be booked', async () => {
    server(() => ({ status: 200, body: found([morningDirect()], { fallback: true, bookable: false }) }));
    await page(SEARCH);
    expect(await screen.findByText('Live prices are unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Select Turkish Airlines/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Flight details' });
    expect(within(dialog).getByRole('button', { name: 'Continue to Booking' })).toBeDisabled();
    expect(within(dialog).getByText(/this flight cannot be booked/)).toBeInTheDocument();
  });

  it('shows an offer in full and continues to the checkout with the offer kept in the tab, not the address', async () => {
    const answer: FlightSearchDto = found([lateOneStop()]);
    server(() => ({ status: 200, body: answer }));
    const { router } = await page(SEARCH);
    await userEvent.click(await screen.findByRole('button', { name: /^Select Pegasus Airlines/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Flight details' });
    // Landing at Sabiha Gökçen, leaving from it, and the layover there.
    expect(within(dialog).getAllByText(/Istanbul Sabiha Gökçen Airport/)).toHaveLength(3);
    expect(within(dialog).getByText(/Terminal 1/)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Airbus A321neo/)).toHaveLength(2);
    expect(within(dialog).getByText(/Layover of 2 h 5 min in .*SAW/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Change of airport/)).toBeNull();
    expect(within(dialog).getAllByText(/PC 2811|PC 2170/)).toHaveLength(2);
    expect(within(dialog).getByText('Base fare').nextSibling?.textContent).toBe('US$60.00');
    expect(within(dialog).getByText('Taxes and fees').nextSibling?.textContent).toBe('US$29.00');
    expect(within(dialog).getByText('Total for 1 passenger').nextSibling?.textContent).toBe('US$89.00');
    expect(within(dialog).getByText('20 kg checked baggage per passenger')).toBeInTheDocument();
    const go = within(dialog).getByRole('link', { name: 'Continue to Booking' });
    const href = go.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/booking\?type=flight&offer=[0-9a-z]{6,12}$/);
    // The token is several kilobytes: never in the address.
    expect(href).not.toContain('sealed');
    await userEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
    const id = new URLSearchParams(router.state.location.search).get('offer') ?? '';
    expect(readKeptOffer(id)).toMatchObject({
      offer: { token: answer.offers[0]?.token },
      search: { origin: 'TZX', destination: 'IST', tripType: 'oneWay' },
      bookable: true,
    });
  });
});

describe('/flights recent searches', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const recent = () => screen.queryByRole('region', { name: 'Recent searches' });
  const entries = () =>
    within(screen.getByRole('region', { name: 'Recent searches' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('button')?.textContent);

  async function searchTo(destination: RegExp, query: string) {
    const to = screen.getByRole('combobox', { name: 'To' });
    await userEvent.click(to);
    await userEvent.clear(to);
    await userEvent.type(to, query);
    await userEvent.click(await screen.findByRole('option', { name: destination }));
    await userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await screen.findAllByRole('article');
  }

  it('remembers each search first, once per route and trip type, five at most; removes one, clears all', async () => {
    server();
    await page();
    await screen.findByRole('combobox', { name: 'To' });
    expect(recent()).toBeNull();
    await searchTo(/Istanbul \(IST\)/, 'IST');
    expect(entries()).toEqual([
      expect.stringMatching(/^Trabzon ↔ Istanbul8 Jul – 15 Jul · 1 passenger · Economy$/),
    ]);
    for (const [name, query] of [
      [/Ankara/, 'ESB'],
      [/Doha/, 'DOH'],
      [/Dubai/, 'DXB'],
      [/Riyadh/, 'RUH'],
    ] as const)
      await searchTo(name, query);
    expect(entries().map((e) => e?.split('8 Jul')[0])).toEqual([
      'Trabzon ↔ Riyadh',
      'Trabzon ↔ Dubai',
      'Trabzon ↔ Doha',
      'Trabzon ↔ Ankara',
      'Trabzon ↔ Istanbul',
    ]);
    // The same route again moves to the top; a sixth pushes the oldest out.
    await searchTo(/Doha/, 'DOH');
    await searchTo(/Jeddah/, 'JED');
    expect(entries().map((e) => e?.split('8 Jul')[0])).toEqual([
      'Trabzon ↔ Jeddah',
      'Trabzon ↔ Doha',
      'Trabzon ↔ Riyadh',
      'Trabzon ↔ Dubai',
      'Trabzon ↔ Ankara',
    ]);
    // Kept in the browser under the app's own key.
    expect(JSON.parse(localStorage.getItem('recentFlightSearches') ?? '[]')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the search Trabzon ↔ Riyadh' }));
    expect(entries()).toHaveLength(4);
    expect(entries().join()).not.toContain('Riyadh');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(recent()).toBeNull();
    expect(localStorage.getItem('recentFlightSearches')).toBeNull();
  });

  it('runs a recent search again on a click, after a reload', async () => {
    localStorage.setItem(
      'recentFlightSearches',
      JSON.stringify([
        {
          tripType: 'oneWay',
          originCode: 'DOH',
          destinationCode: 'TZX',
          departureDate: '2027-07-10',
          returnDate: null,
          passengers: 2,
          cabinClass: 'BUSINESS',
        },
      ]),
    );
    const calls = server();
    const { router } = await page();
    const entry = await screen.findByRole('button', { name: /^Doha → Trabzon/ });
    expect(entry).toHaveTextContent('10 Jul · 2 passengers · Business');
    await userEvent.click(entry);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        tripType: 'oneWay',
        origin: 'DOH',
        destination: 'TZX',
        departureDate: '2027-07-10',
        passengers: '2',
        cabin: 'BUSINESS',
      }),
    );
    await screen.findAllByRole('article');
    expect(flightCalls(calls).at(-1)?.url.searchParams.get('cabin')).toBe('BUSINESS');
    // The same search run again from its entry asks the server again.
    const asked = flightCalls(calls).length;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: /^Doha → Trabzon/ }));
    });
    await waitFor(() => expect(flightCalls(calls).length).toBe(asked + 1));
  });
});
