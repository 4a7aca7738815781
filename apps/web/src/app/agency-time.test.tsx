import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostByline } from '../features/blog/components/post-byline';
import { CancelBooking } from '../features/bookings/components/cancel-booking';
import { useAgencyToday } from '../lib/agency-time';
import { renderRoutes, stubFetch } from '../test/render-routes';
import '../test/booking-kinds';

afterEach(() => vi.unstubAllGlobals());

/** The public settings as the server sends them, with `timeZone` from its BUSINESS_TIMEZONE. */
const serveSettings = (timeZone: string) =>
  stubFetch((call) =>
    call.url.pathname === '/api/settings/public'
      ? { status: 200, body: { siteName: 'Karadeniz Travel', currency: 'TRY', timeZone } }
      : { status: 404, body: { code: 'not_found' } },
  );

function Today() {
  return <p>today {useAgencyToday()}</p>;
}

describe('the agency clock comes from the server’s configuration', () => {
  // 22:30 UTC on 30 June: already 1 July in Trabzon, still 30 June in New York.
  const lateEvening = '2027-06-30T22:30:00Z';

  it('dates a post on the configured zone’s calendar', async () => {
    serveSettings('Europe/Istanbul');
    await renderRoutes([{ path: '/', element: <PostByline publishedAt={lateEvening} readingMinutes={5} /> }]);
    expect(await screen.findByText('1 July 2027')).toHaveAttribute('datetime', '2027-07-01');
  });

  it('follows another zone when the server is configured with one', async () => {
    serveSettings('America/New_York');
    await renderRoutes([{ path: '/', element: <PostByline publishedAt={lateEvening} readingMinutes={5} /> }]);
    expect(await screen.findByText('30 June 2027')).toHaveAttribute('datetime', '2027-06-30');
  });

  it('starts the calendar (what a stay may begin on) on the configured zone’s today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(lateEvening));
    try {
      serveSettings('America/New_York');
      await renderRoutes([{ path: '/', element: <Today /> }]);
      expect(await screen.findByText('today 2027-06-30')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a free-cancellation deadline on the configured zone’s clock', async () => {
    serveSettings('Europe/Berlin');
    // 11:00 UTC: 13:00 in Berlin's summer (14:00 in Trabzon).
    const booking = {
      type: 'hotel',
      status: 'confirmed',
      canCancel: true,
      freeCancellationUntil: '2027-07-09T11:00:00.000Z',
    };
    await renderRoutes([
      {
        path: '/',
        element: <CancelBooking booking={booking as Parameters<typeof CancelBooking>[0]['booking']} />,
      },
    ]);
    expect(await screen.findByText(/9 Jul 2027, 13:00/)).toBeInTheDocument();
  });
});
