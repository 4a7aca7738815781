import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { testUser } from '../../../test/test-users';
import { restaurantDetail } from '../testing/fixtures';
import { RestaurantBookingView } from './restaurant-booking-page';

const restaurant = restaurantDetail();
const ID = restaurant._id;
const PATH =
  '/restaurant-booking?restaurant=harbour-fish&date=2027-07-10&time=19:30&partySize=4&requests=A+high+chair';

type Reply = { status: number; body?: unknown };
const slotsOf = (...times: string[]) => ({
  restaurantId: ID,
  date: '2027-07-10',
  partySize: 4,
  closed: false,
  closedReason: '',
  slots: times.map((time) => ({ time, location: 'terrace' })),
});

/** The API: the restaurant, its free times (each ask takes the next answer, the last one stays). */
function server(slotAnswers: ReturnType<typeof slotsOf>[], bookingReplies: Reply[] = []) {
  const slots = [...slotAnswers];
  const replies = [...bookingReplies];
  return stubFetch((call): Reply => {
    const path = call.url.pathname;
    if (path === '/api/restaurants/harbour-fish') return { status: 200, body: restaurant };
    if (path === `/api/restaurants/${ID}/slots`)
      return { status: 200, body: slots.length > 1 ? slots.shift() : slots[0] };
    if (path === '/api/settings/public') return { status: 200, body: { timeZone: 'Europe/Istanbul' } };
    if (path === '/api/bookings' && call.method === 'POST')
      return (
        replies.shift() ?? { status: 500, body: { code: 'internal_error', title: 'Error', status: 500 } }
      );
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const posts = (calls: StubbedCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/bookings' && c.method === 'POST');

function render(path = PATH, lang: 'en' | 'ar' = 'en') {
  return renderRoutes(
    [
      { path: '/restaurant-booking', element: <RestaurantBookingView /> },
      { path: '/booking/confirmed', element: <p>confirmation page</p> },
      { path: '/restaurants', element: <p>restaurants list</p> },
    ],
    path,
    lang,
  );
}

async function fillGuest(u: ReturnType<typeof userEvent.setup>) {
  const paste = async (label: string, text: string) => {
    await u.click(screen.getByLabelText(label, { exact: false }));
    await u.paste(text);
  };
  await paste('First name', 'Leyla');
  await paste('Last name', 'Aydın');
  await paste('Email', 'leyla@example.com');
  await paste('Phone', '+90 532 000 00 00');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  act(() => session.expire());
});

describe('restaurant reservation form', () => {
  it('shows the table asked for, says nothing is paid, and reserves it with an Idempotency-Key', async () => {
    const calls = server(
      [slotsOf('19:00', '19:30', '20:00')],
      [
        { status: 503, body: { code: 'service_unavailable', title: 'Try again', status: 503 } },
        { status: 201, body: { _id: 'b1', reference: 'KT-TABLE42', status: 'confirmed' } },
      ],
    );
    const u = userEvent.setup();
    const view = await render();
    expect(await screen.findByRole('heading', { name: 'Reserve your table' })).toBeInTheDocument();
    expect(screen.getByText('Harbour Fish')).toBeInTheDocument();
    expect(screen.getByText('4 people')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '19:30' })).toBeChecked();
    expect(screen.getByText('Table: Terrace')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is paid now: you pay the restaurant for your meal.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/confirms parties of more than/)).not.toBeInTheDocument();
    // 24 hours before 19:30 on 10 July in Istanbul.
    expect(screen.getByText(/Free cancellation until 9 Jul 2027.*19:30/)).toBeInTheDocument();
    expect(screen.getByLabelText('Special requests', { exact: false })).toHaveValue('A high chair');

    await fillGuest(u);
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reservation could not be made');
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/booking/confirmed'));
    expect(view.router.state.location.search).toBe('?reference=KT-TABLE42');
    const [first, second] = posts(calls);
    expect(second?.body).toEqual({
      type: 'restaurant',
      restaurantId: ID,
      date: '2027-07-10',
      time: '19:30',
      partySize: 4,
      firstName: 'Leyla',
      lastName: 'Aydın',
      email: 'leyla@example.com',
      phone: '+90 532 000 00 00',
      specialRequests: 'A high chair',
    });
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('names the restaurant’s address once, with the reader’s comma', async () => {
    const line = 'Sahil Cad. No: 41, Akçaabat / Trabzon';
    for (const [lang, address, shown] of [
      // The town the line already names is not said again, in any script.
      ['en', [line], line],
      ['ar', [line], line],
      // A town the line does not name follows it after an Arabic comma on an Arabic page.
      ['ar', ['Sahil Cad. No: 41', 'أكتشابات'], 'Sahil Cad. No: 41، أكتشابات'],
    ] as const) {
      stubFetch((call): Reply => {
        const path = call.url.pathname;
        if (path === '/api/restaurants/harbour-fish')
          return {
            status: 200,
            body: { ...restaurant, addressLine: line, city: lang === 'ar' ? 'طرابزون' : 'Trabzon', address },
          };
        if (path === `/api/restaurants/${ID}/slots`) return { status: 200, body: slotsOf('19:30') };
        return { status: 200, body: { timeZone: 'Europe/Istanbul' } };
      });
      const view = await render(PATH, lang);
      expect(
        await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === shown),
      ).toBeVisible();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('tells a party larger than the restaurant confirms at once that it will wait for the restaurant', async () => {
    server([slotsOf('19:30')]);
    await render(PATH.replace('partySize=4', 'partySize=7'));
    expect(await screen.findByRole('radio', { name: '19:30' })).toBeChecked();
    expect(
      screen.getByText(
        'The restaurant confirms parties of more than 6 people itself: your reservation waits for its confirmation, and we email you.',
      ),
    ).toBeInTheDocument();
  });

  it('fills the guest details from a signed-in traveller’s profile', async () => {
    server([slotsOf('19:30')]);
    act(() =>
      session.setUser(
        testUser({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 555 111 22 33' }),
      ),
    );
    await render();
    expect(await screen.findByLabelText('First name', { exact: false })).toHaveValue('Ayşe');
    expect(screen.getByLabelText('Last name', { exact: false })).toHaveValue('Yılmaz');
    expect(screen.getByLabelText('Email', { exact: false })).toHaveValue('ayse@example.com');
    expect(screen.getByLabelText('Phone', { exact: false })).toHaveValue('+90 555 111 22 33');
  });

  it('offers only the free times: a time gone since is said, and nothing is sent until one is chosen', async () => {
    const calls = server(
      [slotsOf('20:00', '21:00')],
      [{ status: 201, body: { _id: 'b1', reference: 'KT-TABLE43', status: 'confirmed' } }],
    );
    const u = userEvent.setup();
    const view = await render();
    expect(
      await screen.findByText(/19:30 is not free on this date for this party any more/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '19:30' })).toBeNull();
    await fillGuest(u);
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    expect(posts(calls)).toHaveLength(0);

    await u.click(screen.getByRole('radio', { name: '21:00' }));
    expect(view.router.state.location.search).toContain('time=21%3A00');
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ time: '21:00', partySize: 4 });
  });

  it('asks the free times again when the table was taken meanwhile, keeping what was typed', async () => {
    const calls = server(
      [slotsOf('19:30', '20:00'), slotsOf('20:00')],
      [
        { status: 409, body: { code: 'time_not_available', title: 'Taken', status: 409 } },
        { status: 201, body: { _id: 'b1', reference: 'KT-TABLE44', status: 'confirmed' } },
      ],
    );
    const u = userEvent.setup();
    const view = await render();
    await screen.findByRole('radio', { name: '19:30' });
    await fillGuest(u);
    await u.click(screen.getByLabelText('Special requests', { exact: false }));
    await u.paste(', a birthday');
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));

    expect(
      await screen.findByText(/Someone reserved the last table at 19:30 a moment ago/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: '19:30' })).toBeNull());
    expect(screen.getByLabelText('First name', { exact: false })).toHaveValue('Leyla');
    expect(screen.getByLabelText('Phone', { exact: false })).toHaveValue('+90 532 000 00 00');
    expect(screen.getByLabelText('Special requests', { exact: false })).toHaveValue(
      'A high chair, a birthday',
    );

    await u.click(screen.getByRole('radio', { name: '20:00' }));
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/booking/confirmed'));
    expect(posts(calls)[1]?.body).toMatchObject({
      time: '20:00',
      specialRequests: 'A high chair, a birthday',
    });
  });

  it('shows the fields the server refused at those fields', async () => {
    server(
      [slotsOf('19:30')],
      [
        {
          status: 400,
          body: {
            code: 'validation_failed',
            title: 'Please check the form.',
            status: 400,
            errors: [{ field: 'phone', code: 'invalid_phone', message: 'Please enter a valid phone number' }],
          },
        },
      ],
    );
    const u = userEvent.setup();
    await render();
    await screen.findByRole('radio', { name: '19:30' });
    await fillGuest(u);
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    const phone = screen.getByLabelText('Phone', { exact: false });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/valid phone number/));
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });

  it('checks the guest details in the browser before sending', async () => {
    const calls = server([slotsOf('19:30')]);
    const u = userEvent.setup();
    await render();
    await screen.findByRole('radio', { name: '19:30' });
    await u.click(screen.getByRole('button', { name: 'Reserve the table' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('First name', { exact: false })),
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('says a link without a time or a party is incomplete, with the way back to the restaurants', async () => {
    server([slotsOf('19:30')]);
    await render('/restaurant-booking?restaurant=harbour-fish&date=2027-07-10');
    expect(
      await screen.findByRole('heading', { name: 'This reservation link is incomplete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/restaurants');
  });

  it('says so when the restaurant does not exist', async () => {
    server([slotsOf('19:30')]);
    await render('/restaurant-booking?restaurant=nowhere&date=2027-07-10&time=19:30&partySize=2');
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to restaurants' })).toBeInTheDocument();
  });
});
