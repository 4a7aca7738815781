import type { BookingDto } from '@app/shared/bookings/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { lateOneStop, morningDirect } from '../testing/offers';
import { flightKind } from './flight-kind';

/** A flight booked for two, as the bookings API answers it: documents masked by the server. */
function flightBooking(): BookingDto {
  const out = morningDirect().itineraries[0];
  const back = lateOneStop().itineraries[0];
  return {
    _id: 'f1',
    reference: 'KT-FLY12345',
    type: 'flight',
    status: 'confirmed',
    email: 'deniz@example.com',
    checkIn: '2027-07-08',
    checkOut: '2027-07-09',
    guests: 2,
    nights: [],
    subtotal: 19_000,
    discount: 0,
    taxRate: 26.32,
    taxes: 5_000,
    total: 24_000,
    currency: 'USD',
    card: { brand: 'visa', last4: '1111' },
    specialRequests: '',
    freeCancellationUntil: '2027-07-02T07:00:00.000Z',
    canCancel: true,
    flight: {
      confirmation: 'TF-482913',
      recordLocator: 'QX7K2P',
      itineraries: [out, back],
      carriers: { TK: 'Turkish Airlines', PC: 'Pegasus Airlines' },
      cabin: 'ECONOMY',
      passengers: 2,
      travelers: [
        { firstName: 'Deniz', lastName: 'Aydın', documentType: 'passport', documentMasked: 'U•••••••78' },
        { firstName: 'Ela', lastName: 'Aydın', documentType: 'idCard', documentMasked: '1••••••••01' },
      ],
    },
  } as unknown as BookingDto;
}

const plain = (text: string | null | undefined) => text?.replace(/[\u2068\u2069]/g, '') ?? '';

describe('a flight booking', () => {
  it('reads with its confirmation and the airline’s reference large, each way, and the travellers’ documents masked', async () => {
    const { Summary } = flightKind;
    await renderRoutes([{ path: '/', element: <Summary booking={flightBooking()} /> }]);
    expect(screen.getByRole('heading', { name: 'Trabzon ↔ Istanbul' })).toBeInTheDocument();
    expect(screen.getByTestId('flight-confirmation')).toHaveTextContent('TF-482913');
    expect(screen.getByTestId('flight-record-locator')).toHaveTextContent('QX7K2P');
    const outbound = screen.getByText('Outbound').nextSibling?.textContent;
    expect(plain(outbound)).toBe('Thu, 8 Jul 2027\nTK 2831 TZX 07:45 – IST 09:40');
    const back = screen.getByText('Return').nextSibling?.textContent;
    expect(plain(back)).toBe(
      'Thu, 8 Jul 2027 (+1)\nPC 2811 TZX 21:30 – SAW 23:25\nPC 2170 SAW 01:30 – IST 03:00',
    );
    const travellers = plain(screen.getByText('Passengers').nextSibling?.textContent);
    expect(travellers).toBe('Deniz Aydın · Passport U•••••••78\nEla Aydın · Identity card 1••••••••01');
    expect(screen.getByText('Fare')).toBeInTheDocument();
    expect(screen.getByText('Taxes and fees')).toBeInTheDocument();
    expect(screen.getByText(/VISA.*1111/)).toBeInTheDocument();
  });

  it('reads in one line in my bookings, and in the admin’s list by its numbers and departure', async () => {
    const { ListLine, admin } = flightKind;
    await renderRoutes([
      {
        path: '/',
        element: (
          <>
            <p data-testid="line">
              <ListLine booking={flightBooking()} />
            </p>
            <admin.Item booking={flightBooking()} size="sm" />
          </>
        ),
      },
    ]);
    expect(plain(screen.getByTestId('line').textContent)).toBe(
      'Thu, 8 Jul 2027 · 07:45 · TK 2831 · 2 passengers · TF-482913',
    );
    expect(screen.getByText('Trabzon ↔ Istanbul')).toBeInTheDocument();
    expect(screen.getByText('TF-482913 · QX7K2P · TK 2831, PC 2811, PC 2170')).toBeInTheDocument();
    expect(admin.when(flightBooking(), (() => '') as never, 'en')).toBe('Thu, 8 Jul 2027 07:45 (TZX)');
  });
});
