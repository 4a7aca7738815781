import type { VehicleOfferDto } from '@app/shared/vehicles/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { TaxisView } from './taxis-page';

const taxi: VehicleOfferDto = {
  classId: '66666666-6666-4666-8666-666666666666',
  service: 'taxi',
  code: 'taxi',
  name: 'Taxi',
  model: 'Fiat Egea',
  passengers: 4,
  bags: 2,
  transmission: null,
  image: '/images/vehicles/taxi-taxi.svg',
  available: true,
  reason: null,
  basis: 'km',
  dailyRate: null,
  baseFare: 4_500,
  perKm: 3_500,
  days: null,
  oneWayFee: 0,
  km: 99,
  extras: [],
  currency: 'TRY',
  subtotal: 351_000,
  discount: 0,
  taxRate: 12,
  taxes: 42_120,
  total: 393_120,
  freeWaitMinutes: 15,
  freeCancellationUntil: '2027-07-02T05:30:00.000Z',
};

function server() {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/settings/public')
      return { status: 200, body: { timeZone: 'Europe/Istanbul', currency: 'TRY', taxRate: 12 } };
    if (path === '/api/vehicles/search')
      return {
        status: 200,
        body: { service: 'taxi', pickupAt: '', endsAt: '', days: null, km: 99, offers: [taxi] },
      };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const page = (path: string, lang: 'en' | 'ar' = 'en') =>
  renderRoutes([{ path: '/taxis', element: <TaxisView /> }], path, lang);

describe('/taxis', () => {
  // 10:00 in Trabzon on 1 July 2027.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('prices each taxi class for what the home search’s Taxis tab asked', async () => {
    const calls = server();
    await page('/taxis?pickup=TZX&dropoff=UZUNGOL&date=2027-07-02&time=09:30');
    const card = await screen.findByRole('article', { name: 'Taxi' });
    expect(within(card).getByText('TRY 3,931.20')).toBeInTheDocument();
    expect(within(card).getByText('15 minutes of free waiting')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/vehicles/search')?.url.searchParams;
    expect(Object.fromEntries(asked ?? [])).toEqual({
      lang: 'en',
      service: 'taxi',
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      pickupDate: '2027-07-02',
      pickupTime: '09:30',
      passengers: '2',
    });
    const href = new URL(
      within(card).getByRole('link', { name: 'Book the Taxi' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(href.searchParams.get('type')).toBe('taxi');
    expect(href.searchParams.get('pickupTime')).toBe('09:30');
  });

  it('offers today from 30 minutes ahead and refuses an earlier time under the field', async () => {
    const calls = server();
    const { router } = await page('/taxis');
    // On the agency's clock, once its time zone has arrived with the settings.
    await waitFor(() => expect(screen.getByLabelText('Pickup time')).toHaveValue('10:30'));
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2027-07-01');
    const time = screen.getByLabelText('Pickup time');
    await userEvent.clear(time);
    await userEvent.type(time, '10:10');
    await userEvent.click(screen.getByRole('button', { name: 'Find a taxi' }));
    expect(await screen.findByText('The pickup must be at least 30 minutes from now')).toBeInTheDocument();
    expect(time).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(calls.some((c) => c.url.pathname === '/api/vehicles/search')).toBe(false);
  });

  it('reads right to left in Arabic, the route’s arrow pointing the way', async () => {
    server();
    await page('/taxis?pickup=TZX&dropoff=UZUNGOL&date=2027-07-02&time=09:30', 'ar');
    expect(await screen.findByText(/مطار طرابزون \(TZX\) ← أوزنجول/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احجز Taxi' })).toBeInTheDocument();
  });
});
