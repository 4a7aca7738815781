import type { RecentFlightSearch } from '@app/shared/travel/recent-searches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { testUser } from '../../../test/test-users';
import { FlightsView } from '../flights-page';

const current = vi.hoisted(() => ({ state: { status: 'anonymous', user: null } as SessionState }));

vi.mock(import('../../../lib/session/session-store'), async (importOriginal) => ({
  ...(await importOriginal()),
  useSession: () => current.state,
}));

const search = (originCode: string, destinationCode: string): RecentFlightSearch => ({
  tripType: 'roundTrip',
  originCode,
  destinationCode,
  departureDate: '2027-07-20',
  returnDate: '2027-07-27',
  passengers: 1,
  cabinClass: 'ECONOMY',
});

/** The account's list on the server, as the API keeps it (newest first, five, one per route). */
function server(account: RecentFlightSearch[]) {
  let list = [...account];
  const key = (s: RecentFlightSearch) => `${s.originCode}-${s.destinationCode}-${s.tripType}`;
  const calls = stubFetch((call: StubbedCall) => {
    const path = call.url.pathname;
    if (path === '/api/settings/public') return { status: 200, body: { timeZone: 'Europe/Istanbul' } };
    if (path === '/api/travel/flights/recent' && call.method === 'GET')
      return { status: 200, body: { searches: list } };
    if (path === '/api/travel/flights/recent' && call.method === 'POST') {
      const s = call.body as RecentFlightSearch;
      list = [s, ...list.filter((x) => key(x) !== key(s))].slice(0, 5);
      return { status: 200, body: { searches: list } };
    }
    if (path.startsWith('/api/travel/flights/recent/') && call.method === 'DELETE') {
      list = list.filter((x) => key(x) !== decodeURIComponent(path.split('/').pop() ?? ''));
      return { status: 200, body: { searches: list } };
    }
    if (path === '/api/travel/flights/recent' && call.method === 'DELETE') {
      list = [];
      return { status: 204 };
    }
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
  return { calls, account: () => list };
}

const entries = () =>
  within(screen.getByRole('region', { name: 'Recent searches' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('button')?.textContent?.split('20 Jul')[0]);

describe('recent searches of a signed-in traveller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
    current.state = { status: 'authenticated', user: testUser() };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('merges this browser’s and the account’s (this browser’s first), and the account learns the merged list', async () => {
    localStorage.setItem('recentFlightSearches', JSON.stringify([search('TZX', 'DOH')]));
    const { account } = server([search('TZX', 'IST'), search('TZX', 'DOH')]);
    await renderRoutes([{ path: '/flights', element: <FlightsView /> }], '/flights');
    await waitFor(() => expect(entries()).toEqual(['Trabzon ↔ Doha', 'Trabzon ↔ Istanbul']));
    await waitFor(() => expect(account().map((s) => s.destinationCode)).toEqual(['DOH', 'IST']));
    expect(JSON.parse(localStorage.getItem('recentFlightSearches') ?? '[]')).toHaveLength(2);
  });

  it('removes one and clears all on the account too', async () => {
    const { calls, account } = server([search('TZX', 'IST'), search('TZX', 'AYT')]);
    await renderRoutes([{ path: '/flights', element: <FlightsView /> }], '/flights');
    await waitFor(() => expect(entries()).toEqual(['Trabzon ↔ Istanbul', 'Trabzon ↔ Antalya']));
    await userEvent.click(screen.getByRole('button', { name: 'Remove the search Trabzon ↔ Antalya' }));
    await waitFor(() => expect(account().map((s) => s.destinationCode)).toEqual(['IST']));
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url.pathname.endsWith('/recent/TZX-AYT-roundTrip')),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(account()).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });

  it('keeps this browser’s list for a traveller who is not signed in, and asks the server nothing', async () => {
    current.state = { status: 'anonymous', user: null };
    localStorage.setItem('recentFlightSearches', JSON.stringify([search('TZX', 'DOH')]));
    const { calls } = server([search('TZX', 'IST')]);
    await renderRoutes([{ path: '/flights', element: <FlightsView /> }], '/flights');
    await waitFor(() => expect(entries()).toEqual(['Trabzon ↔ Doha']));
    expect(calls.some((c) => c.url.pathname.includes('/recent'))).toBe(false);
  });
});
