import type { VehicleOfferDto, VehicleSearchDto } from '@app/shared/vehicles/responses';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { CarTransfersView } from './car-transfers-page';
import { minivanOffer } from './testing/minivan-offer';

const CLASS_ID = '44444444-4444-4444-8444-444444444444';

const minivan = minivanOffer(CLASS_ID);
const minibus: VehicleOfferDto = {
  ...minivan,
  classId: '55555555-5555-4555-8555-555555555555',
  code: 'minibus',
  name: 'Minibus',
  model: 'Mercedes-Benz Sprinter',
  passengers: 16,
  available: false,
  reason: 'sold_out',
};
const found: VehicleSearchDto = {
  service: 'transfer',
  pickupAt: '2027-07-02T07:00:00.000Z',
  endsAt: '2027-07-02T09:00:00.000Z',
  days: null,
  km: 99,
  offers: [minivan, minibus],
};

function server() {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/settings/public')
      return {
        status: 200,
        body: {
          timeZone: 'Europe/Istanbul',
          currency: 'TRY',
          taxRate: 12,
          mapTileUrl: '/tiles/{z}/{x}/{y}.png',
          mapAttribution: '© OpenStreetMap contributors',
        },
      };
    if (path === '/api/vehicles/from')
      return {
        status: 200,
        body: {
          currency: 'TRY',
          carPerDay: 105_000,
          suvPerDay: 250_000,
          airportTransfer: 147_000,
          groupTransfer: 294_000,
        },
      };
    if (path === '/api/vehicles/search') return { status: 200, body: found };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

/** The device's answer to a position asked (jsdom has no geolocation). */
const device = (geolocation: Pick<Geolocation, 'getCurrentPosition'>) =>
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

const page = (path = '/car-transfers') =>
  renderRoutes(
    [
      { path: '/car-transfers', element: <CarTransfersView /> },
      { path: '/booking', element: <p>checkout</p> },
    ],
    path,
  );

describe('/car-transfers', () => {
  // 10:00 in Trabzon on 1 July 2027.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('before a search shows the four services with their prices from the catalogue, and why choose us', async () => {
    server();
    await page();
    expect(await screen.findByText('from TRY 1,050.00/day')).toBeInTheDocument();
    expect(screen.getByText('from TRY 2,500.00/day')).toBeInTheDocument();
    expect(screen.getByText('from TRY 1,470.00')).toBeInTheDocument();
    expect(screen.getByText('from TRY 2,940.00')).toBeInTheDocument();
    for (const reason of ['Safety', 'No hidden fees', 'Local experience', '24/7 support'])
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    // The spec's defaults: a rental from the airport tomorrow to the centre in three days, economy.
    expect(screen.getByLabelText('Pickup Location')).toHaveValue('TZX');
    expect(screen.getByLabelText('Drop-off Location')).toHaveValue('TZX_CITY');
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2027-07-02');
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('min', '2027-07-01');
    expect(screen.getByLabelText('Drop-off date')).toHaveValue('2027-07-04');
    expect(screen.getByLabelText('Drop-off date')).toHaveAttribute('min', '2027-07-02');
    expect(screen.getByLabelText('Car type')).toHaveValue('economy');
  });

  it('a transfer says To, asks passengers and a flight, and its results book the class with the trip', async () => {
    const calls = server();
    const { router } = await page();
    await userEvent.click(screen.getByText('Transfer'));
    expect(screen.getByLabelText('To')).toBeInTheDocument();
    expect(screen.queryByLabelText('Car type')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('To'), 'Uzungöl');
    await userEvent.selectOptions(screen.getByLabelText('Passengers'), '6');
    await userEvent.type(screen.getByLabelText('Flight number (optional)'), 'tk 2834');
    await userEvent.click(screen.getByRole('button', { name: 'Find a transfer' }));

    expect(await screen.findByRole('heading', { name: '2 vehicles for your trip' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      service: 'transfer',
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      pickupDate: '2027-07-02',
      pickupTime: '10:00',
      passengers: '6',
      flightNumber: 'tk 2834',
    });
    const asked = calls.find((c) => c.url.pathname === '/api/vehicles/search');
    expect(asked?.url.searchParams.get('service')).toBe('transfer');

    const card = screen.getByRole('article', { name: 'Minivan' });
    expect(within(card).getByText('TRY 9,475.20')).toBeInTheDocument();
    expect(within(card).getByText(/^Base fare \u2068TRY\s2,520\.00\u2069$/)).toBeInTheDocument();
    expect(within(card).getByText(/^\u2068TRY\s60\.00\u2069 per km × 99 km$/)).toBeInTheDocument();
    expect(within(card).getByText('60 minutes of free waiting')).toBeInTheDocument();
    const book = within(card).getByRole('link', { name: 'Book the Minivan' });
    const href = new URL(book.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/booking');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      type: 'transfer',
      classId: CLASS_ID,
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      pickupDate: '2027-07-02',
      pickupTime: '10:00',
      passengers: '6',
      flightNumber: 'tk 2834',
    });
    // A class with none free says so and cannot be booked.
    const full = screen.getByRole('article', { name: 'Minibus' });
    expect(within(full).getByText('None free for these times')).toBeInTheDocument();
    expect(within(full).queryByRole('link')).toBeNull();
  });

  it('refuses the same place twice and a return before the pickup, under the fields, and asks nothing', async () => {
    const calls = server();
    const { router } = await page();
    await userEvent.selectOptions(screen.getByLabelText('Drop-off Location'), 'Trabzon Airport (TZX)');
    fireEvent.change(screen.getByLabelText('Drop-off date'), { target: { value: '2027-07-02' } });
    fireEvent.change(screen.getByLabelText('Drop-off time'), { target: { value: '09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find a car' }));
    expect(await screen.findByText('The return must be after the pickup')).toBeInTheDocument();
    expect(screen.getByLabelText('Drop-off date')).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(calls.some((c) => c.url.pathname === '/api/vehicles/search')).toBe(false);
  });

  it('a point from the device becomes the pickup, six decimals, and removing it puts the airport back', async () => {
    server();
    device({
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 41.0015, longitude: 39.7178 } } as GeolocationPosition),
    });
    await page();
    await userEvent.click(screen.getByRole('button', { name: 'Choose pickup location on the map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the pickup point' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
    expect(
      await within(dialog).findByText(/^Chosen point: \u2066?41\.001500, 39\.717800/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm location' }));

    const field = await screen.findByLabelText('Pickup Location');
    expect(field).toHaveValue('41.001500, 39.717800');
    expect(field).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the point of pickup location' }));
    expect(screen.getByLabelText('Pickup Location')).toHaveValue('TZX');
  });

  it('a device that refuses shows the spec’s words', async () => {
    server();
    device({
      getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1 } as GeolocationPositionError),
    });
    await page();
    await userEvent.click(screen.getByRole('button', { name: 'Choose drop-off location on the map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the drop-off point' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Location access was denied by the user.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm location' })).toBeDisabled();
  });

  it('an address that asks for a search shows its results at once', async () => {
    server();
    await page(
      '/car-transfers?service=transfer&pickup=TZX&dropoff=UZUNGOL&pickupDate=2027-07-02&pickupTime=10:00&passengers=2',
    );
    expect(await screen.findByRole('heading', { name: '2 vehicles for your trip' })).toBeInTheDocument();
    expect(screen.getByText(/Trabzon Airport \(TZX\) → Uzungöl · 99 km/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our services' })).toBeNull();
  });
});
