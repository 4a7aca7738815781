import type { QuoteDto } from '@app/shared/bookings/schemas';
import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { CheckoutView } from './checkout-page';
import '../../test/booking-kinds';

const HOTEL_ID = '11111111-1111-4111-8111-111111111111';
const ROOM_ID = '22222222-2222-4222-8222-222222222222';
const PATH = `/booking?hotelId=${HOTEL_ID}&roomTypeId=${ROOM_ID}&checkIn=2027-07-10&checkOut=2027-07-12&guests=2`;

const hotel = {
  _id: HOTEL_ID,
  slug: 'uzungol-lake-lodge',
  name: 'Uzungöl Lake Lodge',
  featuredImage: '',
  paymentOptions: ['creditCard', 'payAtHotel'],
  roomTypes: [{ _id: ROOM_ID, name: 'Lake view double', maxOccupancy: 2 }],
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: 'Free cancellation until 24 hours before check-in.',
  currency: 'TRY',
} as unknown as HotelDetailDto;

const quote: QuoteDto = {
  available: true,
  reason: null,
  unavailableDates: [],
  nights: [
    {
      date: '2027-07-10',
      basePrice: 250_000,
      discount: 0,
      price: 250_000,
      roomsLeft: 2,
      blocked: false,
      blockReason: '',
    },
    {
      date: '2027-07-11',
      basePrice: 250_000,
      discount: 0,
      price: 250_000,
      roomsLeft: 2,
      blocked: false,
      blockReason: '',
    },
  ],
  currency: 'TRY',
  subtotal: 500_000,
  discount: 0,
  taxRate: 12,
  taxes: 60_000,
  total: 560_000,
  promoApplied: false,
  promoInvalid: false,
  promoUnknown: false,
  roomsLeft: 2,
  freeCancellationUntil: '2027-07-09T11:00:00.000Z',
};

type Reply = { status: number; body?: unknown };

function server(bookingReplies: Reply[], quoted: QuoteDto | ((promoCode?: string) => QuoteDto) = quote) {
  const replies = [...bookingReplies];
  return stubFetch((call): Reply => {
    const path = call.url.pathname;
    if (path === `/api/hotels/${HOTEL_ID}`) return { status: 200, body: hotel };
    if (path === '/api/bookings/quote')
      return {
        status: 200,
        body: typeof quoted === 'function' ? quoted((call.body as { promoCode?: string }).promoCode) : quoted,
      };
    if (path === '/api/bookings' && call.method === 'POST') {
      return (
        replies.shift() ?? {
          status: 500,
          body: { code: 'internal_error', title: 'An error occurred', status: 500 },
        }
      );
    }
    if (path.startsWith('/api/settings')) return { status: 200, body: { taxRate: 12, currency: 'TRY' } };
    if (path === '/api/users/profile')
      return {
        status: 200,
        body: { user: { ...testUser(), phone: (call.body as { phone: string }).phone } },
      };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const bookingPosts = (calls: StubbedCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/bookings' && c.method === 'POST');

async function fillGuestAndCard(u: ReturnType<typeof userEvent.setup>, card = '4111 1111 1111 1111') {
  const paste = async (label: string, text: string) => {
    await u.click(screen.getByLabelText(label, { exact: false }));
    await u.paste(text);
  };
  await paste('First name', 'Leyla');
  await paste('Last name', 'Aydın');
  await paste('Email', 'leyla@example.com');
  await paste('Phone', '+90 532 000 00 00');
  await paste('Card number', card);
  await paste('Name on card', 'LEYLA AYDIN');
  await paste('Expiry (MM/YY)', '12/30');
  await paste('Security code (CVV)', '123');
  await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

function renderCheckout() {
  return renderRoutes(
    [
      { path: '/booking', element: <CheckoutView /> },
      { path: '/booking/confirmed', element: <p>confirmation page</p> },
    ],
    PATH,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('checkout', () => {
  it('shows the server’s price, and sends the same Idempotency-Key again when the first try failed', async () => {
    const calls = server([
      {
        status: 503,
        body: { code: 'service_unavailable', title: 'Please try again in a moment.', status: 503 },
      },
      { status: 201, body: { _id: 'b1', reference: 'KT-ABC123', status: 'confirmed' } },
    ]);
    const u = userEvent.setup();
    const view = await renderCheckout();
    expect(await screen.findByText('Uzungöl Lake Lodge')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/5,600\.00/).length).toBeGreaterThan(0));

    await fillGuestAndCard(u);
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByText('Sorry, there was an error processing your booking. Please try again.'),
    ).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/booking/confirmed'));
    const posts = bookingPosts(calls);
    expect(posts).toHaveLength(2);
    const [firstKey, secondKey] = posts.map((p) => p.headers.get('Idempotency-Key'));
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondKey).toBe(firstKey);
    expect(posts[1]?.body).toMatchObject({
      type: 'hotel',
      hotelId: HOTEL_ID,
      roomTypeId: ROOM_ID,
      checkIn: '2027-07-10',
      checkOut: '2027-07-12',
      guests: 2,
      paymentMethod: 'creditCard',
      cardNumber: '4111 1111 1111 1111',
    });
    expect(view.router.state.location.search).toBe('?reference=KT-ABC123');
  });

  it('uses a new key once the guest changes the booking after a failure', async () => {
    const calls = server([
      {
        status: 503,
        body: { code: 'service_unavailable', title: 'Please try again in a moment.', status: 503 },
      },
      {
        status: 503,
        body: { code: 'service_unavailable', title: 'Please try again in a moment.', status: 503 },
      },
    ]);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u);
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText('Sorry, there was an error processing your booking. Please try again.');

    await u.click(screen.getByLabelText('Special requests (optional)'));
    await u.paste('Late arrival');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(bookingPosts(calls)).toHaveLength(2));
    const [a, b] = bookingPosts(calls).map((p) => p.headers.get('Idempotency-Key'));
    expect(b).not.toBe(a);
  });

  it('checks the card in the browser: a number failing Luhn is named and nothing is sent', async () => {
    const calls = server([]);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u, '4111 1111 1111 1112');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy();
    expect(bookingPosts(calls)).toHaveLength(0);
  });

  it('says so when the room sold out meanwhile, with a way back to other dates', async () => {
    server([
      {
        status: 409,
        body: {
          code: 'sold_out',
          title: 'Sorry, this room is no longer available for the selected dates.',
          status: 409,
        },
      },
    ]);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u);
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByText('Sorry, this room is no longer available for the selected dates.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose other dates' }).getAttribute('href')).toContain(
      `/hotels/${HOTEL_ID}?checkIn=2027-07-10&checkOut=2027-07-12&guests=2`,
    );
  });

  it('keeps the guest’s details (never the card) in this tab if the page reloads', async () => {
    server([]);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u);
    const saved = sessionStorage.getItem('checkout-guest') ?? '';
    expect(JSON.parse(saved)).toMatchObject({ firstName: 'Leyla', email: 'leyla@example.com' });
    expect(saved).not.toContain('4111');
    expect(saved).not.toContain('123"');
  });

  it('says nothing about a code for a stay that cannot be booked, not even that it applies', async () => {
    server([], { ...quote, available: false, reason: 'too_many_guests', promoApplied: true });
    await renderRoutes([{ path: '/booking', element: <CheckoutView /> }], `${PATH}&promoCode=KARADENIZ10`);
    expect(await screen.findByText('This room does not sleep 2 guests')).toBeInTheDocument();
    expect(screen.queryByText('Promo code applied.')).toBeNull();
  });

  it('says why a stay cannot be booked, without blaming the promo code for it', async () => {
    server([], { ...quote, available: false, reason: 'too_many_guests', promoInvalid: false });
    await renderRoutes([{ path: '/booking', element: <CheckoutView /> }], `${PATH}&promoCode=KARADENIZ10`);
    expect(await screen.findByText('This stay cannot be booked')).toBeInTheDocument();
    expect(screen.getByText('This room does not sleep 2 guests')).toBeInTheDocument();
    expect(screen.queryByText('This code does not apply to this room on these nights.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });

  it('puts the focus on the first field in error after a failed submit', async () => {
    const calls = server([]);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await u.click(screen.getByLabelText('First name', { exact: false }));
    await u.paste('Leyla');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Last name', { exact: false })),
    );
    expect(bookingPosts(calls)).toHaveLength(0);
  });

  it('puts the focus on a field the server refused', async () => {
    server([
      {
        status: 400,
        body: {
          code: 'validation_failed',
          title: 'Please check the form.',
          status: 400,
          errors: [{ field: 'phone', code: 'invalid_phone', message: 'Please enter a valid phone number' }],
        },
      },
    ]);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u);
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Phone', { exact: false })),
    );
  });
});

describe('checkout for something that does not exist', () => {
  const notFound = { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };

  it('a hotel: says so, with a way to the hotels, and no payment form or retry', async () => {
    stubFetch(() => notFound);
    await renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this hotel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to hotels' })).toHaveAttribute('href', '/hotels');
    await waitFor(() => expect(document.title).toMatch(/^We could not find this hotel · /));
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull();
  });

  it('a package departure: says so, with a way back to the package', async () => {
    const pkg = {
      _id: '33333333-3333-4333-8333-333333333333',
      slug: 'coast-road',
      name: 'Coast Road',
      departures: [],
    };
    stubFetch((call) =>
      call.url.pathname === `/api/packages/${pkg._id}` ? { status: 200, body: pkg } : notFound,
    );
    await renderRoutes(
      [{ path: '/booking', element: <CheckoutView /> }],
      `/booking?packageId=${pkg._id}&departureId=44444444-4444-4444-8444-444444444444&guests=2`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this trip' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the package’s departures' })).toHaveAttribute(
      'href',
      '/packages/coast-road',
    );
    await waitFor(() => expect(document.title).toMatch(/^We could not find this trip · /));
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull();
  });
});

describe('checkout in Turkish', () => {
  it('shows the expiry as Turkish cards write it', async () => {
    server([]);
    await renderRoutes([{ path: '/booking', element: <CheckoutView /> }], PATH, 'tr');
    expect(await screen.findByLabelText('Son kullanma (AA/YY)', { exact: false })).toHaveAttribute(
      'placeholder',
      'AA/YY',
    );
  });
});

describe('checkout promo code', () => {
  const promoQuote = (code?: string): QuoteDto =>
    code === 'KARADENIZ10'
      ? { ...quote, discount: 50_000, taxes: 54_000, total: 504_000, promoApplied: true }
      : code === 'AUTUMN10'
        ? { ...quote, promoInvalid: true }
        : code
          ? { ...quote, promoInvalid: true, promoUnknown: true }
          : quote;

  it('applies a code with Enter and tells an unknown code from one that does not apply to these nights', async () => {
    const calls = server([], promoQuote);
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    const field = screen.getByLabelText('Promo code');
    await u.type(field, 'nope{Enter}');
    expect(await screen.findByText(/We don’t recognise this code at this hotel/)).toBeInTheDocument();
    expect(calls.some((c) => (c.body as { promoCode?: string })?.promoCode === 'NOPE')).toBe(true);

    await u.clear(field);
    await u.type(field, 'autumn10{Enter}');
    expect(
      await screen.findByText('This code does not apply to this room on these nights.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We don’t recognise this code/)).toBeNull();
  });

  it('applies a code typed but not applied before booking, and books only once the new price was shown', async () => {
    const calls = server(
      [{ status: 201, body: { _id: 'b1', reference: 'KT-ABC123', status: 'confirmed' } }],
      promoQuote,
    );
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u);
    await u.type(screen.getByLabelText('Promo code'), 'karadeniz10');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(/Your code had not been applied yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveFocus();
    expect(bookingPosts(calls)).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByText(/5,040\.00/).length).toBeGreaterThan(0));

    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText('confirmation page');
    expect(bookingPosts(calls)[0]?.body).toMatchObject({ promoCode: 'KARADENIZ10' });
  });
});

describe('checkout for a signed-in traveller', () => {
  afterEach(() => act(() => session.expire()));

  it('fills in their name, email and the phone from their profile', async () => {
    server([]);
    act(() => session.setUser(testUser({ name: 'Ayşe Yılmaz', phone: '+90 555 111 22 33' })));
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    expect(screen.getByLabelText('First name', { exact: false })).toHaveValue('Ayşe');
    expect(screen.getByLabelText('Last name', { exact: false })).toHaveValue('Yılmaz');
    expect(screen.getByLabelText('Email', { exact: false })).toHaveValue('ayse@example.com');
    expect(screen.getByLabelText('Phone', { exact: false })).toHaveValue('+90 555 111 22 33');
    expect(
      screen.queryByRole('checkbox', { name: 'Save this number to my profile for next time' }),
    ).toBeNull();
  });

  it('keeps the phone given at checkout in a profile that had none', async () => {
    const calls = server([{ status: 201, body: { reference: 'KT-ABCDEFGH', status: 'confirmed' } }]);
    act(() => session.setUser(testUser({ phone: '' })));
    const u = userEvent.setup();
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    expect(
      screen.getByRole('checkbox', { name: 'Save this number to my profile for next time' }),
    ).toBeChecked();
    const paste = async (label: string, text: string) => {
      await u.click(screen.getByLabelText(label, { exact: false }));
      await u.paste(text);
    };
    await paste('Phone', '+90 532 000 00 00');
    await paste('Card number', '4111 1111 1111 1111');
    await paste('Name on card', 'AYSE YILMAZ');
    await paste('Expiry (MM/YY)', '12/30');
    await paste('Security code (CVV)', '123');
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText('confirmation page');
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/users/profile')).toMatchObject({
        method: 'PUT',
        body: { phone: '+90 532 000 00 00' },
      }),
    );
  });

  it('replaces the checkout with the confirmation: Back does not offer the filled form again', async () => {
    server([{ status: 201, body: { _id: 'b1', reference: 'KT-ABC123', status: 'confirmed' } }]);
    const u = userEvent.setup();
    const view = await renderRoutes(
      [
        { path: '/hotels/lodge', element: <p>hotel page</p> },
        { path: '/booking', element: <CheckoutView /> },
        { path: '/booking/confirmed', element: <p>confirmation page</p> },
      ],
      '/hotels/lodge',
    );
    await act(() => view.router.navigate(PATH));
    await screen.findByText('Uzungöl Lake Lodge');
    await fillGuestAndCard(u);
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('confirmation page')).toBeTruthy();
    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.pathname).toBe('/hotels/lodge');
    expect(await screen.findByText('hotel page')).toBeTruthy();
  });

  it('warns before paying when free cancellation of the stay has already ended', async () => {
    server([], { ...quote, freeCancellationUntil: new Date(Date.now() - 3_600_000).toISOString() });
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    expect(await screen.findByText('Free cancellation has already ended')).toBeTruthy();
    expect(screen.getByText(/Once booked, this booking cannot be cancelled free of charge/)).toBeTruthy();
  });

  it('says nothing of it while free cancellation still lasts', async () => {
    server([]);
    await renderCheckout();
    await screen.findByText('Uzungöl Lake Lodge');
    await waitFor(() => expect(screen.getAllByText(/5,600\.00/).length).toBeGreaterThan(0));
    expect(screen.queryByText('Free cancellation has already ended')).toBeNull();
  });
});
