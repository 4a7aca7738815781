import type { TrabzonHotelsDto } from '@app/shared/travel/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { hotelOffers, roomOffer, trabzonHotel, trabzonHotels } from './testing/fixtures';
import { TrabzonHotelsView } from './trabzon-hotels-page';

const SETTINGS = {
  timeZone: 'Europe/Istanbul',
  currency: 'TRY',
  taxRate: 12,
  mapTileUrl: '/tiles/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

function server({
  hotels = () => ({ status: 200, body: trabzonHotels([trabzonHotel()]) }),
  offers = () => ({ status: 200, body: hotelOffers([roomOffer()]) }),
}: {
  hotels?: (call: StubbedCall) => Reply;
  offers?: (call: StubbedCall) => Reply;
} = {}) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/settings/public') return { status: 200, body: SETTINGS };
    if (path === '/api/travel/hotels') return hotels(call);
    if (/^\/api\/travel\/hotels\/[A-Z0-9]+\/offers$/.test(path)) return offers(call);
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const page = (path = '/trabzon-hotels', lang: 'en' | 'ar' = 'en') =>
  renderRoutes(
    [
      { path: '/trabzon-hotels', element: <TrabzonHotelsView /> },
      { path: '/booking', element: <p>checkout</p> },
    ],
    path,
    lang,
  );

const unavailable = { status: 503, body: { code: 'provider_unavailable', title: 'Down', status: 503 } };

describe('/trabzon-hotels', () => {
  // 10:00 in Trabzon on 1 July 2027.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('searches from the spec’s defaults on the agency’s calendar: in tomorrow, out in three days, two guests', async () => {
    const calls = server();
    await page();
    const checkIn = screen.getByLabelText('Check-in');
    const checkOut = screen.getByLabelText('Check-out');
    expect(checkIn).toHaveValue('2027-07-02');
    expect(checkIn).toHaveAttribute('min', '2027-07-01');
    expect(checkOut).toHaveValue('2027-07-04');
    // The check-out's first day is the check-in's.
    expect(checkOut).toHaveAttribute('min', '2027-07-02');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(
      await screen.findByRole('heading', { name: '1 hotel around Trabzon and Rize' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 Jul 2027 – 4 Jul 2027 · 2 nights · 2 guests')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/travel/hotels');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      checkIn: '2027-07-02',
      checkOut: '2027-07-04',
      guests: '2',
    });
  });

  it('moves the check-out’s minimum with the check-in, and a check-out before it follows it', async () => {
    server();
    await page();
    const checkIn = screen.getByLabelText('Check-in');
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '2027-07-10');
    const checkOut = screen.getByLabelText('Check-out');
    expect(checkOut).toHaveAttribute('min', '2027-07-10');
    expect(checkOut).toHaveValue('2027-07-12');
  });

  it('offers one to ten guests, and an address asking for more or fewer searches for two', async () => {
    const calls = server();
    await page('/trabzon-hotels?checkIn=2027-07-05&checkOut=2027-07-06&guests=11');
    const guests = screen.getByLabelText('Guests');
    const options = within(guests)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(guests).toHaveValue('2');
    await screen.findByRole('heading', { name: /hotel around Trabzon/ });
    expect(calls.find((c) => c.url.pathname === '/api/travel/hotels')?.url.searchParams.get('guests')).toBe(
      '2',
    );
  });

  it('sends the search as the address; a check-out on the check-in day is refused in the server’s words, with the focus on it', async () => {
    server();
    const { router } = await page();
    await screen.findByRole('heading', { name: /hotel around Trabzon/ });
    const checkOut = screen.getByLabelText('Check-out');
    await userEvent.clear(checkOut);
    await userEvent.type(checkOut, '2027-07-02');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(await screen.findByText('Check-out must be after check-in')).toBeInTheDocument();
    expect(checkOut).toHaveFocus();
    expect(router.state.location.search).toBe('');

    await userEvent.clear(checkOut);
    await userEvent.type(checkOut, '2027-07-03');
    await userEvent.selectOptions(screen.getByLabelText('Guests'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        checkIn: '2027-07-02',
        checkOut: '2027-07-03',
        guests: '4',
      }),
    );
  });

  it('says what the server refuses in an edited address (a check-out on the check-in day)', async () => {
    server({
      hotels: () => ({
        status: 400,
        body: {
          code: 'validation_failed',
          title: 'Some fields need your attention.',
          status: 400,
          errors: [
            {
              field: 'checkOut',
              code: 'checkout_before_checkin',
              message: 'Check-out must be after check-in',
            },
          ],
        },
      }),
    });
    await page('/trabzon-hotels?checkIn=2027-07-05&checkOut=2027-07-05&guests=2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These dates cannot be searched');
    expect(alert).toHaveTextContent('Check-out must be after check-in');
  });

  it('shows a card per hotel: picture, stars, name, place, three amenities and how many more, rating, price and a preview of 100 characters', async () => {
    const plain = trabzonHotel();
    const many = Array.from({ length: 7 }, (_, i) =>
      trabzonHotel({ hotelId: `TZXHTL0${i}`, name: `Hotel ${i}`, stars: null, rating: null, reviews: null }),
    );
    server({
      hotels: () => ({
        status: 200,
        body: trabzonHotels([
          plain,
          trabzonHotel({
            hotelId: 'RZEKAC01',
            name: 'Kaçkar Lodge',
            stars: 3,
            cityName: 'Rize',
            distanceKm: 31,
            pricePerNight: null,
            amenities: ['WIFI'],
            description: 'Yaylanın eteğinde ahşap bir dağ evi.',
            descriptionLang: 'tr',
            reviews: null,
          }),
          ...many,
        ]),
      }),
    });
    await page();
    const card = await screen.findByRole('article', { name: 'Sea Breeze Trabzon' });
    expect(within(card).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(within(card).getByText('4.2 km from the airport').parentElement).toHaveTextContent(
      /^Trabzon · 4\.2 km from the airport$/,
    );
    expect(within(card).getByTestId('amenities')).toHaveTextContent('Wi-Fi · Spa · Parking · +3 more');
    expect(within(card).getByRole('img', { name: 'Guests’ rating: 87 out of 100' })).toHaveTextContent(
      '87/100',
    );
    expect(within(card).getByText('1,240 reviews')).toBeInTheDocument();
    expect(within(card).getByText('US$120.50')).toBeInTheDocument();
    expect(within(card).getByText('per night')).toBeInTheDocument();
    const preview = within(card).getByText(/^A calm hotel/);
    expect(preview.textContent).toBe(
      'A calm hotel above the harbour with rooms looking over the Black Sea, a spa with a Turkish bath and…',
    );
    expect((preview.textContent ?? '').length).toBeLessThanOrEqual(101);
    expect(preview).not.toHaveAttribute('lang');
    expect(within(card).getByRole('button', { name: 'View offers of Sea Breeze Trabzon' })).toHaveTextContent(
      'View Offers',
    );

    const lodge = screen.getByRole('article', { name: 'Kaçkar Lodge' });
    expect(within(lodge).getByRole('img', { name: '3 stars' })).toBeInTheDocument();
    expect(within(lodge).getByText('No rooms for these dates')).toBeInTheDocument();
    expect(within(lodge).getByTestId('amenities')).toHaveTextContent(/^Wi-Fi$/);
    // A description in another language than the page's says which.
    expect(within(lodge).getByText('Yaylanın eteğinde ahşap bir dağ evi.')).toHaveAttribute('lang', 'tr');
    expect(within(lodge).queryByText(/reviews?$/)).toBeNull();

    // Nine hotels, as the server answered: never padded; the first five pictures at once, the rest lazily.
    const images = screen.getAllByRole('article').map((a) => a.querySelector('img'));
    expect(images).toHaveLength(9);
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('when the hotels cannot be had says so in the spec’s words, and Try again asks again', async () => {
    let calls = 0;
    server({
      hotels: () => {
        calls += 1;
        return calls === 1 ? unavailable : { status: 200, body: trabzonHotels([trabzonHotel()]) };
      },
    });
    await page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch hotels. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sea Breeze Trabzon' })).toBeInTheDocument();
  });

  it('when no hotel answers says so in the spec’s words', async () => {
    server({ hotels: () => ({ status: 200, body: trabzonHotels([]) }) });
    await page();
    expect(
      await screen.findByText('No hotels found. Please try different search criteria.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows skeleton cards while the hotels load', async () => {
    const held: { answer?: (reply: { status: number; body: TrabzonHotelsDto }) => void } = {};
    server({ hotels: () => new Promise((resolve) => (held.answer = resolve)) });
    await page();
    expect(await screen.findByRole('status', { name: 'Looking for hotels…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(held.answer).toBeDefined());
    expect(screen.getByRole('status', { name: 'Looking for hotels…' })).toBeInTheDocument();
    held.answer?.({ status: 200, body: trabzonHotels([trabzonHotel()]) });
    expect(await screen.findByRole('article', { name: 'Sea Breeze Trabzon' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Looking for hotels…' })).toBeNull();
  });
});

describe('a hotel’s offers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'View offers of Sea Breeze Trabzon' }));
    return screen.findByRole('dialog', { name: 'Sea Breeze Trabzon' });
  };

  it('lists the rooms with their beds, guests, board, cancellation, price per night and total, and Book Now to the checkout', async () => {
    const calls = server({
      offers: () => ({
        status: 200,
        body: hotelOffers([
          roomOffer(),
          // A refundable rate whose deadline has passed (10:00 now) cancels free no more.
          roomOffer({
            id: 'OFFERSEA01STD',
            category: 'STANDARD_ROOM',
            refundableUntil: '2027-07-01T06:00:00.000Z',
          }),
          roomOffer({
            id: 'BEST01~SUITE',
            kind: 'fallback',
            category: 'SUITE',
            beds: null,
            bedType: null,
            sleeps: null,
            description: '',
            boardType: null,
            pricePerNight: 21_600,
            total: 43_200,
            refundableUntil: null,
          }),
        ]),
      }),
    });
    await page('/trabzon-hotels?checkIn=2027-07-02&checkOut=2027-07-04&guests=2');
    const dialog = await open();
    const deluxe = await within(dialog).findByRole('article', { name: 'Deluxe room' });
    expect(within(deluxe).getByText('1 bed · King-size')).toBeInTheDocument();
    expect(within(deluxe).getByText('Sea view, balcony')).not.toHaveAttribute('lang');
    expect(within(deluxe).getByText('Sleeps 3 guests')).toBeInTheDocument();
    expect(within(deluxe).getByText('Breakfast included')).toBeInTheDocument();
    expect(within(deluxe).getByText('Free cancellation until 1 Jul 2027, 18:00')).toBeInTheDocument();
    expect(within(deluxe).getByText('US$150.00')).toBeInTheDocument();
    expect(within(deluxe).getByText('\u2068US$300.00\u2069 in total for 2 nights')).toBeInTheDocument();
    const book = within(deluxe).getByRole('link', { name: 'Book now: Deluxe room' });
    expect(book).toHaveTextContent('Book Now');
    const href = new URL(book.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/booking');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      type: 'provider_hotel',
      hotelId: 'TZXSEA01',
      offerId: 'OFFERSEA01DLX',
      checkIn: '2027-07-02',
      checkOut: '2027-07-04',
      guests: '2',
    });

    const standard = within(dialog).getByRole('article', { name: 'Standard room' });
    expect(within(standard).getByText('Non-refundable')).toBeInTheDocument();
    expect(within(standard).queryByText(/Free cancellation/)).toBeNull();

    // A room from the hotel's best rate: confirmed by the hotel, and two guests when none is said.
    const suite = within(dialog).getByRole('article', { name: 'Suite' });
    expect(within(suite).getByText('Confirmed by the hotel')).toBeInTheDocument();
    expect(within(suite).getByText('Sleeps 2 guests')).toBeInTheDocument();
    expect(within(suite).getByText('Non-refundable')).toBeInTheDocument();
    expect(within(suite).getByRole('link', { name: 'Book now: Suite' })).toHaveAttribute(
      'href',
      expect.stringContaining('offerId=BEST01%7ESUITE'),
    );
    const asked = calls.find((c) => c.url.pathname.endsWith('/offers'));
    expect(asked?.url.pathname).toBe('/api/travel/hotels/TZXSEA01/offers');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      checkIn: '2027-07-02',
      checkOut: '2027-07-04',
      guests: '2',
    });
  });

  it('shows its loading state, then a failure in the spec’s words whose Try Again asks again', async () => {
    let calls = 0;
    let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
    server({
      offers: () => {
        calls += 1;
        if (calls === 1) return new Promise((resolve) => (answer = resolve));
        return { status: 200, body: hotelOffers([roomOffer()]) };
      },
    });
    await page();
    const dialog = await open();
    expect(within(dialog).getByRole('status', { name: 'Loading room offers…' })).toBeInTheDocument();
    answer(unavailable);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch hotel offers. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('article', { name: 'Deluxe room' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says when no room is offered for the dates', async () => {
    server({ offers: () => ({ status: 200, body: hotelOffers([]) }) });
    await page();
    const dialog = await open();
    expect(
      await within(dialog).findByText('No offers available for the selected dates.'),
    ).toBeInTheDocument();
  });

  it('with sample prices (the live provider down) says so above the list and cannot book', async () => {
    server({
      hotels: () => ({
        status: 200,
        body: trabzonHotels([trabzonHotel()], { fallback: true, bookable: false, source: 'offline' }),
      }),
      offers: () => ({ status: 200, body: hotelOffers([roomOffer()], { fallback: true, bookable: false }) }),
    });
    await page();
    expect(
      await screen.findByText(
        'Live prices are unavailable right now; these are sample prices for planning and cannot be booked.',
      ),
    ).toBeInTheDocument();
    const dialog = await open();
    const deluxe = await within(dialog).findByRole('article', { name: 'Deluxe room' });
    expect(within(deluxe).queryByRole('link')).toBeNull();
    expect(within(deluxe).getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(within(deluxe).getByText('Sample price: cannot be booked right now')).toBeInTheDocument();
  });

  it('in Arabic names the room and its facts in Arabic, and marks the provider’s English words as such', async () => {
    server();
    await page('/trabzon-hotels?checkIn=2027-07-02&checkOut=2027-07-04&guests=2&hotel=TZXSEA01', 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'Sea Breeze Trabzon' });
    const deluxe = await within(dialog).findByRole('article', { name: 'غرفة ديلوكس' });
    expect(within(deluxe).getByText('تتسع لـ 3 ضيوف')).toBeInTheDocument();
    expect(within(deluxe).getByText('شامل الإفطار')).toBeInTheDocument();
    expect(within(deluxe).getByText('Sea view, balcony')).toHaveAttribute('lang', 'en');
    expect(within(deluxe).getByRole('link', { name: 'احجز الآن: غرفة ديلوكس' })).toBeInTheDocument();
  });

  it('forgets the hotel in the address once its offers are closed, so a reload shows the list', async () => {
    server();
    const address = '/trabzon-hotels?checkIn=2027-07-02&checkOut=2027-07-04&guests=2&hotel=TZXSEA01';
    window.history.replaceState(null, '', address);
    await page(address);
    const dialog = await screen.findByRole('dialog', { name: 'Sea Breeze Trabzon' });
    await within(dialog).findByRole('article', { name: 'Deluxe room' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).not.toContain('hotel='));
    expect(window.location.search).toBe('?checkIn=2027-07-02&checkOut=2027-07-04&guests=2');
  });

  it('opens with the page when the address names the hotel (the way back from a checkout)', async () => {
    server();
    await page('/trabzon-hotels?checkIn=2027-07-02&checkOut=2027-07-04&guests=2&hotel=TZXSEA01');
    const dialog = await screen.findByRole('dialog', { name: 'Sea Breeze Trabzon' });
    expect(await within(dialog).findByRole('article', { name: 'Deluxe room' })).toBeInTheDocument();
  });
});
