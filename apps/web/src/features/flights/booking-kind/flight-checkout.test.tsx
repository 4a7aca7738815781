import type { FlightOfferDto } from '@app/shared/travel/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import '../../../test/booking-kinds';
import { keepOffer } from '../offer-store';
import { CARRIERS, lateOneStop, morningDirect } from '../testing/offers';
import { defaultFlightSearch } from '../utils/flight-search-params';
import { FlightCheckoutView } from './flight-checkout';

type Answer = { status: number; body?: unknown };

const problem = (status: number, code: string, errors?: unknown[]) => ({
  status,
  body: { type: `about:blank#${code}`, title: code, status, code, ...(errors ? { errors } : {}) },
});

/** The offer kept by the flights page, and the checkout's address for it. */
function kept(offer: FlightOfferDto, bookable = true) {
  const search = { ...defaultFlightSearch('2027-07-01'), tripType: 'oneWay' as const };
  return `/booking?type=flight&offer=${keepOffer({ offer, carriers: CARRIERS, search, bookable })}`;
}

function server({
  quotes,
  booked = () => ({ status: 201, body: { reference: 'KT-FLY12345' } }),
}: {
  /** The provider's prices, one per quote asked (the last repeats). */
  quotes: FlightOfferDto[];
  booked?: (call: StubbedCall) => Answer;
}) {
  let quoted = 0;
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/settings/public')
      return { status: 200, body: { timeZone: 'Europe/Istanbul', currency: 'TRY', taxRate: 12 } };
    if (path === '/api/bookings/quote') {
      const offer = quotes[Math.min(quoted, quotes.length - 1)];
      quoted += 1;
      return { status: 200, body: { offer, carriers: CARRIERS } };
    }
    if (path === '/api/bookings' && call.method === 'POST') return booked(call);
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/booking', element: <FlightCheckoutView /> },
      { path: '/booking/confirmed', element: <p>confirmation page</p> },
      { path: '/flights', element: <p>flights page</p> },
    ],
    path,
  );

const set = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const passenger = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Passenger ${n}`) }));

/** A text with its amounts isolated (FSI … PDI) as the page writes them, matched without them. */
const said = (text: string) => (_: string, el: Element | null) =>
  el?.textContent?.replace(/[\u2068\u2069]/g, '') === text &&
  ![...(el?.children ?? [])].some((c) => c.textContent?.replace(/[\u2068\u2069]/g, '') === text);

/** Every field the spec requires, for one passenger (the contact). */
function fillAll() {
  const p1 = passenger(1);
  set(p1.getByLabelText(/^First name/), 'Deniz');
  set(p1.getByLabelText(/^Last name/), 'Aydın');
  set(p1.getByLabelText(/^Date of birth/), '1990-04-12');
  set(p1.getByLabelText(/^Document number/), 'u12345678');
  set(p1.getByLabelText(/^Document valid until/), '2030-01-31');
  set(screen.getByLabelText(/^Email/), 'deniz@example.com');
  set(screen.getByLabelText(/^Phone/), '+90 532 444 55 66');
  set(screen.getByLabelText(/^Card number/), '4111 1111 1111 1111');
  set(screen.getByLabelText(/^Name on card/), 'DENIZ AYDIN');
  set(screen.getByLabelText(/^Expiry/), '12/30');
  set(screen.getByLabelText(/^Security code/), '123');
  set(screen.getByLabelText(/^Street and number/), 'Kemerkaya Mah. 12');
  set(screen.getByLabelText(/^City/), 'Trabzon');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

const posts = (calls: StubbedCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/bookings' && c.method === 'POST');

describe('a flight’s checkout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says an offer not kept in this tab has expired, with the way back to the search', async () => {
    server({ quotes: [morningDirect()] });
    await render('/booking?type=flight&offer=abc123');
    expect(await screen.findByText('This offer has expired, please search again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights again' })).toHaveAttribute('href', '/flights');
  });

  it('shows the offer as priced again and books it with every traveller’s document, the card and the billing address', async () => {
    const offer = morningDirect();
    const calls = server({ quotes: [offer] });
    await render(kept(offer));
    expect(await screen.findByText('Trabzon → Istanbul')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay US$120.00 and book' })).toBeEnabled();
    const fare = screen.getByRole('group', { name: 'Price details' });
    expect(within(fare).getByText('Fare').nextSibling?.textContent).toBe('US$95.00');
    expect(within(fare).getByText('Taxes and fees').nextSibling?.textContent).toBe('US$25.00');
    // The quote was asked with the sealed offer.
    expect(calls.find((c) => c.url.pathname === '/api/bookings/quote')?.body).toEqual({
      type: 'flight',
      offer: offer.token,
    });
    // Türkiye and a passport are chosen first; the contact's names are the first passenger's.
    expect(passenger(1).getByLabelText(/^Nationality/)).toHaveValue('TR');
    expect(passenger(1).getByLabelText(/^Document\W*$/)).toHaveValue('passport');
    expect(screen.getByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Special requests/)).toBeNull();
    fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Pay US$120.00 and book' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      type: 'flight',
      offer: offer.token,
      acceptedTotal: 12_000,
      travelers: [
        {
          firstName: 'Deniz',
          lastName: 'Aydın',
          dateOfBirth: '1990-04-12',
          nationality: 'TR',
          documentType: 'passport',
          documentNumber: 'U12345678',
          documentExpiry: '2030-01-31',
        },
      ],
      firstName: 'Deniz',
      lastName: 'Aydın',
      email: 'deniz@example.com',
      phone: '+90 532 444 55 66',
      paymentMethod: 'creditCard',
      cardName: 'DENIZ AYDIN',
      expiryDate: '12/30',
      cvv: '123',
      billingAddress: { line: 'Kemerkaya Mah. 12', city: 'Trabzon', postalCode: '', country: 'TR' },
      agreeTerms: true,
    });
  });

  it('requires every field of every passenger and sends nothing until they are given', async () => {
    const offer = { ...lateOneStop(), passengers: 2 };
    const calls = server({ quotes: [offer] });
    await render(kept(offer));
    await userEvent.click(await screen.findByRole('button', { name: /^Pay .* and book$/ }));
    for (const n of [1, 2]) {
      const p = passenger(n);
      for (const label of [
        /^First name/,
        /^Last name/,
        /^Date of birth/,
        /^Document number/,
        /^Document valid until/,
      ])
        expect(p.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    for (const label of [/^Email/, /^Phone/, /^Card number/, /^Name on card/, /^Street and number/, /^City/])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    // The first field in error takes the focus: the first passenger's first name.
    await waitFor(() => expect(passenger(1).getByLabelText(/^First name/)).toHaveFocus());
    // A document must be valid until the last flight; a birth date lies in the past.
    set(passenger(2).getByLabelText(/^Date of birth/), '2030-01-01');
    set(passenger(2).getByLabelText(/^Document valid until/), '2027-07-08');
    set(passenger(2).getByLabelText(/^Document number/), 'AB-12');
    await userEvent.click(screen.getByRole('button', { name: /^Pay .* and book$/ }));
    expect(passenger(2).getByText('Enter a date of birth in the past')).toBeInTheDocument();
    expect(
      passenger(2).getByText('The document must be valid until the end of the trip'),
    ).toBeInTheDocument();
    expect(passenger(2).getByText('Use 5 to 20 letters and digits, as on the document')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('says a new price from the provider as “from X to Y”, and books only once it is accepted, at that price', async () => {
    const offer = morningDirect();
    const dearer = { ...offer, price: { ...offer.price, total: 13_500, taxes: 4_000, perPassenger: 13_500 } };
    const calls = server({ quotes: [dearer] });
    await render(kept(offer));
    expect(
      await screen.findByText(said('The price has changed from US$120.00 to US$135.00.')),
    ).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay US$135.00 and book' });
    expect(pay).toBeDisabled();
    fillAll();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: (name) => name.replace(/[\u2068\u2069]/g, '') === 'I accept the new price of US$135.00',
      }),
    );
    // The change stays said, accepted; the booking goes at the new price.
    expect(screen.getByRole('checkbox', { name: /I accept the new price/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay US$135.00 and book' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay US$135.00 and book' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ acceptedTotal: 13_500 });
  });

  it('asks the price again when the booking finds it changed, and books at the new one once accepted', async () => {
    const offer = morningDirect();
    const dearer = { ...offer, price: { ...offer.price, total: 13_000 } };
    let refused = false;
    const calls = server({
      quotes: [offer, dearer],
      booked: () => {
        if (refused) return { status: 201, body: { reference: 'KT-FLY12345' } };
        refused = true;
        return problem(409, 'price_changed');
      },
    });
    await render(kept(offer));
    fillAll();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay US$120.00 and book' }));
    expect(
      await screen.findByText(said('The price has changed from US$120.00 to US$130.00.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay US$130.00 and book' })).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: (name) => name.replace(/[\u2068\u2069]/g, '') === 'I accept the new price of US$130.00',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay US$130.00 and book' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(posts(calls).map((c) => (c.body as { acceptedTotal: number }).acceptedTotal)).toEqual([
      12_000, 13_000,
    ]);
  });

  it('says an offer the airline no longer sells is gone, with the way back to the same search', async () => {
    const offer = morningDirect();
    server({ quotes: [offer], booked: () => problem(409, 'offer_unavailable') });
    await render(kept(offer));
    fillAll();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay US$120.00 and book' }));
    expect(await screen.findByText('This offer is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights again' })).toHaveAttribute(
      'href',
      '/flights?tripType=oneWay&origin=TZX&destination=IST&departureDate=2027-07-08&passengers=1&cabin=ECONOMY',
    );
  });

  it('puts a field the server refuses under its passenger, and says when they are already booked', async () => {
    const offer = morningDirect();
    let answer: Answer = problem(400, 'validation_failed', [
      { field: 'travelers.0.documentExpiry', code: 'document_expired', message: 'expired' },
    ]);
    server({ quotes: [offer], booked: () => answer });
    await render(kept(offer));
    fillAll();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay US$120.00 and book' }));
    expect(
      await passenger(1).findByText('The document must be valid until the end of the trip'),
    ).toBeInTheDocument();
    await waitFor(() => expect(passenger(1).getByLabelText(/^Document valid until/)).toHaveFocus());
    answer = problem(409, 'already_booked');
    set(passenger(1).getByLabelText(/^Document valid until/), '2031-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Pay US$120.00 and book' }));
    expect(
      await screen.findByText('These travellers are already booked on these flights.'),
    ).toBeInTheDocument();
  });
});
