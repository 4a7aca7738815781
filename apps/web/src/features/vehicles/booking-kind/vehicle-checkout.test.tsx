import type { VehicleClassDto, VehicleOfferDto } from '@app/shared/vehicles/responses';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import '../../../test/booking-kinds';
import { minivanOffer } from '../testing/minivan-offer';
import { VehicleCheckoutView } from './vehicle-checkout';

const CLASS_ID = '33333333-3333-4333-8333-333333333333';
const PATH = `/booking?type=transfer&classId=${CLASS_ID}&pickup=TZX&dropoff=UZUNGOL&pickupDate=2027-07-20&pickupTime=15:40&passengers=6&flightNumber=TK2834`;

const minivan: VehicleClassDto = {
  _id: CLASS_ID,
  service: 'transfer',
  code: 'minivan',
  name: 'Minivan',
  model: 'Mercedes-Benz Vito',
  passengers: 7,
  bags: 7,
  transmission: null,
  image: '/images/vehicles/transfer-minivan.svg',
};

const offer = minivanOffer(CLASS_ID, { freeCancellationUntil: '2027-07-19T12:40:00.000Z' });

function server(booked: { status: number; body?: unknown }) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/vehicles/classes/${CLASS_ID}`) return { status: 200, body: minivan };
    if (path === '/api/bookings/quote') return { status: 200, body: offer };
    if (path === '/api/bookings' && call.method === 'POST') return booked;
    if (path.startsWith('/api/settings')) return { status: 200, body: { taxRate: 12, currency: 'TRY' } };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

async function fillAndConfirm() {
  const u = userEvent.setup();
  const paste = async (label: string, text: string) => {
    await u.click(screen.getByLabelText(label, { exact: false }));
    await u.paste(text);
  };
  await paste('Name on the sign', 'Al-Harbi family');
  await paste('First name', 'Layla');
  await paste('Last name', 'Al-Harbi');
  await paste('Email', 'layla@example.com');
  await paste('Phone', '+966 50 123 4567');
  await u.click(screen.getByRole('radio', { name: 'Pay the driver' }));
  await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
}

const render = () =>
  renderRoutes(
    [
      { path: '/booking', element: <VehicleCheckoutView service="transfer" /> },
      { path: '/booking/confirmed', element: <p>confirmation page</p> },
      { path: '/car-transfers', element: <p>transfers page</p> },
    ],
    PATH,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a transfer’s checkout', () => {
  it('shows the vehicle, the route and the server’s price, and books with the flight and the sign, paid to the driver', async () => {
    const calls: StubbedCall[] = server({ status: 201, body: { reference: 'KT-RIDE7TZX' } });
    await render();
    expect(await screen.findByText('Minivan · Mercedes-Benz Vito')).toBeInTheDocument();
    expect(screen.getByText('Trabzon Airport (TZX) → Uzungöl')).toBeInTheDocument();
    expect(await screen.findByText('Ride')).toBeInTheDocument();
    expect(screen.getByText('TRY 9,475.20')).toBeInTheDocument();
    expect(screen.getByLabelText('Flight number (optional)')).toHaveValue('TK2834');
    expect(screen.getByText(/the driver waits 60 minutes from landing/)).toBeInTheDocument();
    // A ride has no one-way fee to mention; the requests go to the driver, not a hotel.
    expect(screen.queryByText(/Returned elsewhere/)).toBeNull();
    expect(screen.getByText(/anything the driver or the desk should know/)).toBeInTheDocument();
    await fillAndConfirm();
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/bookings' && c.method === 'POST')?.body;
    expect(sent).toMatchObject({
      type: 'transfer',
      classId: CLASS_ID,
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      pickupDate: '2027-07-20',
      pickupTime: '15:40',
      passengers: 6,
      flightNumber: 'TK2834',
      nameSign: 'Al-Harbi family',
      paymentMethod: 'payAtHotel',
    });
  });

  it('says so when the last vehicle was taken meanwhile, with the way back to choose another, keeping what was typed', async () => {
    server({
      status: 409,
      body: {
        code: 'vehicle_unavailable',
        title: 'Sorry, no vehicle of this class is free for these times any more.',
        status: 409,
      },
    });
    await render();
    await screen.findByText('Minivan · Mercedes-Benz Vito');
    await fillAndConfirm();
    expect(await screen.findByText('No vehicle of this class is free for these times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another vehicle' })).toHaveAttribute(
      'href',
      '/car-transfers?service=transfer',
    );
    expect(screen.getByLabelText('First name', { exact: false })).toHaveValue('Layla');
  });
});

describe('a rental’s checkout', () => {
  it('says the one-way fee it includes, and asks the price again with an extra ticked', async () => {
    const suv: VehicleClassDto = {
      ...minivan,
      service: 'rental',
      code: 'suv',
      name: 'SUV',
      model: 'Toyota RAV4',
      transmission: 'automatic',
    };
    const rentalOffer = (extras: string[]): VehicleOfferDto => ({
      ...offer,
      service: 'rental',
      code: 'suv',
      basis: 'day',
      dailyRate: 250_000,
      baseFare: null,
      perKm: null,
      days: 3,
      km: null,
      oneWayFee: 170_000,
      extras: [
        { code: 'child_seat', perDay: 20_000, amount: 60_000, chosen: extras.includes('child_seat') },
        {
          code: 'additional_driver',
          perDay: 30_000,
          amount: 90_000,
          chosen: extras.includes('additional_driver'),
        },
      ],
      subtotal: 750_000 + 170_000 + (extras.includes('child_seat') ? 60_000 : 0),
    });
    const calls = stubFetch((call) => {
      const path = call.url.pathname;
      if (path === `/api/vehicles/classes/${CLASS_ID}`) return { status: 200, body: suv };
      if (path === '/api/bookings/quote')
        return { status: 200, body: rentalOffer((call.body as { extras: string[] }).extras) };
      if (path.startsWith('/api/settings')) return { status: 200, body: { taxRate: 12, currency: 'TRY' } };
      return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
    });
    await renderRoutes(
      [{ path: '/booking', element: <VehicleCheckoutView service="rental" /> }],
      `/booking?type=car_rental&classId=${CLASS_ID}&pickup=TZX&dropoff=TZX_CITY&pickupDate=2027-07-10&pickupTime=10:00&returnDate=2027-07-13&returnTime=10:00&passengers=2`,
    );
    expect(await screen.findByText('SUV · Toyota RAV4')).toBeInTheDocument();
    expect(await screen.findByText('Returned elsewhere: TRY 1,700.00 included')).toBeInTheDocument();
    expect(screen.getByText('3 rental days · 2 passengers')).toBeInTheDocument();
    expect(screen.getByText('TRY 9,200.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Child seat · TRY\s600\.00$/ }));
    expect(await screen.findByText('TRY 9,800.00')).toBeInTheDocument();
    const quotes = calls.filter((c) => c.url.pathname === '/api/bookings/quote');
    expect(quotes.at(-1)?.body).toMatchObject({
      type: 'car_rental',
      dropoff: 'TZX_CITY',
      extras: ['child_seat'],
    });
  });
});
