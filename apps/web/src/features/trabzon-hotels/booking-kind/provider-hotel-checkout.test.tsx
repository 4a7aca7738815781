import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import '../../../test/booking-kinds';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../../lib/i18n';
import { theme } from '../../../lib/theme';
import { providerHotelBooking, providerQuote } from '../testing/fixtures';
import { ProviderHotelCheckoutView } from './provider-hotel-checkout';
import { providerHotelKind } from './provider-hotel-kind';

const PATH =
  '/booking?type=provider_hotel&hotelId=TZXSEA01&offerId=OFFERSEA01DLX&checkIn=2027-07-02&checkOut=2027-07-04&guests=2';

type Reply = { status: number; body?: unknown };

function server({ quotes, booked }: { quotes: (n: number) => Reply; booked: (n: number) => Reply }) {
  let quoted = 0;
  let booking = 0;
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/bookings/quote') return quotes(++quoted);
    if (path === '/api/bookings' && call.method === 'POST') return booked(++booking);
    if (path.startsWith('/api/settings'))
      return { status: 200, body: { taxRate: 12, currency: 'TRY', timeZone: 'Europe/Istanbul' } };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const problem = (status: number, code: string, title: string) => ({ status, body: { status, code, title } });

const page = () =>
  renderRoutes(
    [
      { path: '/booking', element: <ProviderHotelCheckoutView /> },
      { path: '/booking/confirmed', element: <p>confirmation page</p> },
      { path: '/trabzon-hotels', element: <p>hotels page</p> },
    ],
    PATH,
  );

async function fill({ card }: { card: boolean }) {
  const u = userEvent.setup();
  const paste = async (label: string | RegExp, text: string) => {
    await u.click(screen.getByLabelText(label));
    await u.paste(text);
  };
  await paste(/^First name/, 'Leyla');
  await paste(/^Last name/, 'Demir');
  await paste(/^Email/, 'leyla@example.com');
  await paste(/^Phone/, '+90 532 123 45 67');
  if (card) {
    await paste(/^Card number/, '4111111111111111');
    await paste(/^Name on card/, 'LEYLA DEMIR');
    await paste(/^Expiry/, '1230');
    await paste(/^Security code/, '123');
  } else {
    await u.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
  }
  await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  return u;
}

const confirm = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Confirm booking' }));

const bookings = (calls: StubbedCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/bookings' && c.method === 'POST').map((c) => c.body);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a Trabzon hotel’s checkout', () => {
  it('shows the hotel, room, dates, nights and the provider’s price, asks the spec’s fields and books at that price by card', async () => {
    const calls = server({
      quotes: () => ({ status: 200, body: providerQuote() }),
      booked: () => ({ status: 201, body: { reference: 'KT-TZNSTAY1' } }),
    });
    await page();
    expect(await screen.findByText('Sea Breeze Trabzon')).toBeInTheDocument();
    expect(screen.getByText('Deluxe room')).toBeInTheDocument();
    expect(screen.getByText('2 Jul 2027 – 4 Jul 2027')).toBeInTheDocument();
    expect(screen.getByText('2 nights · 2 guests')).toBeInTheDocument();
    expect(screen.getByText('\u2068US$150.00\u2069 × 2 nights')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('US$300.00');
    expect(screen.getByText('Taxes are included in the hotel’s rate.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Special requests/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Expiry/)).toHaveAttribute('placeholder', 'MM/YY');
    const quoted = calls.find((c) => c.url.pathname === '/api/bookings/quote')?.body;
    expect(quoted).toEqual({
      type: 'provider_hotel',
      hotelId: 'TZXSEA01',
      offerId: 'OFFERSEA01DLX',
      checkIn: '2027-07-02',
      checkOut: '2027-07-04',
      guests: 2,
    });

    await confirm(await fill({ card: true }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(bookings(calls)).toEqual([
      expect.objectContaining({
        type: 'provider_hotel',
        hotelId: 'TZXSEA01',
        offerId: 'OFFERSEA01DLX',
        checkIn: '2027-07-02',
        checkOut: '2027-07-04',
        guests: 2,
        acceptedTotal: 30_000,
        paymentMethod: 'creditCard',
        cardName: 'LEYLA DEMIR',
        expiryDate: '12/30',
      }),
    ]);
  });

  it('asks the price again when it changed, says from what to what, and books only once the new one is accepted', async () => {
    const calls = server({
      quotes: (n) => ({
        status: 200,
        body: providerQuote(n === 1 ? {} : { pricePerNight: 16_000, total: 32_000 }),
      }),
      booked: (n) =>
        n === 1
          ? {
              status: 409,
              body: {
                status: 409,
                code: 'price_changed',
                title: 'The price has changed',
                errors: [{ field: 'acceptedTotal', code: 'price_changed', message: 'The price has changed' }],
              },
            }
          : { status: 201, body: { reference: 'KT-TZNSTAY1' } },
    });
    await page();
    await screen.findByText('Sea Breeze Trabzon');
    const u = await fill({ card: false });
    await confirm(u);

    const notice = await screen.findByRole('alert');
    expect(
      await within(notice).findByText(
        'The price has changed from \u2068US$300.00\u2069 to \u2068US$320.00\u2069',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('US$320.00');
    expect(calls.filter((c) => c.url.pathname === '/api/bookings/quote')).toHaveLength(2);
    // Not booked again until the traveller says yes to the new price.
    const book = screen.getByRole('button', { name: 'Confirm booking' });
    expect(book).toBeDisabled();
    await u.click(
      within(notice).getByRole('checkbox', { name: 'I accept the new price of \u2068US$320.00\u2069' }),
    );
    expect(book).toBeEnabled();
    await confirm(u);
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    const sent = bookings(calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ acceptedTotal: 30_000, paymentMethod: 'payAtHotel' });
    expect(sent[1]).toMatchObject({ acceptedTotal: 32_000, paymentMethod: 'payAtHotel' });
    expect(sent[1]).not.toHaveProperty('cardNumber');
  });

  it('says an offer no longer sold is gone, with the way back to the hotel’s offers', async () => {
    server({
      quotes: () => ({ status: 200, body: providerQuote() }),
      booked: () => problem(409, 'offer_unavailable', 'This offer is no longer available.'),
    });
    await page();
    await screen.findByText('Sea Breeze Trabzon');
    await confirm(await fill({ card: false }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This offer is no longer available');
    expect(within(alert).getByRole('link', { name: 'See the hotel’s other offers' })).toHaveAttribute(
      'href',
      '/trabzon-hotels?checkIn=2027-07-02&checkOut=2027-07-04&guests=2&hotel=TZXSEA01',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Leyla');
  });

  it('says the spec’s words for any other failure', async () => {
    server({
      quotes: () => ({ status: 200, body: providerQuote() }),
      booked: () => problem(500, 'internal_error', 'Internal error.'),
    });
    await page();
    await screen.findByText('Sea Breeze Trabzon');
    await confirm(await fill({ card: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error processing your booking. Please try again.',
    );
  });

  it('cannot be booked while the provider cannot price it, and says the offer is gone when it no longer sells it', async () => {
    server({
      quotes: () => problem(409, 'offer_unavailable', 'This offer is no longer available.'),
      booked: () => ({ status: 201, body: {} }),
    });
    await page();
    expect(
      await screen.findByText('The hotel no longer offers this room for these dates.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });
});

describe('a Trabzon hotel stay once booked', () => {
  it('shows the hotel’s confirmation number large, the room confirmed by the hotel, the nights and the price', async () => {
    await initI18n('en');
    stubFetch(() => ({ status: 200, body: { timeZone: 'Europe/Istanbul' } }));
    const booking = providerHotelBooking();
    const { Summary, ListLine } = providerHotelKind;
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient()}>
          <Summary booking={booking} />
          <p data-testid="list-line">
            <ListLine booking={booking} />
          </p>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('provider-confirmation')).toHaveTextContent(/^TZN-\d{6}$/);
    expect(screen.getByText('Hotel confirmation number')).toBeInTheDocument();
    expect(screen.getByText('Suite (Confirmed by the hotel)')).toBeInTheDocument();
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    expect(
      screen.getByText('Non-refundable: this rate cannot be cancelled free of charge.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay at the hotel')).toBeInTheDocument();
    expect(screen.getAllByText('US$432.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Taxes (included in the rate)')).toBeInTheDocument();
    expect(screen.getByTestId('list-line')).toHaveTextContent(
      '2 Jul 2027 – 4 Jul 2027 · Suite (Confirmed by the hotel) · TZN-482913',
    );
  });
});
