import type { RoomTypeDto } from '@app/shared/hotels/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { RoomOffer } from './components/room-offer';
import { HotelDetailPage } from './hotel-detail-page';

afterEach(() => vi.unstubAllGlobals());

const room: RoomTypeDto = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Lake room',
  roomType: 'standard',
  pricePerNight: 300_000,
  price: 300_000,
  images: [],
  features: [],
  maxOccupancy: 2,
  totalRooms: 3,
};

describe('hotel page', () => {
  it('an unknown hotel is titled and headed as not found', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'not_found', title: 'Not found.', errors: [] } }));
    await renderRoutes([{ path: '/hotels/:id', element: <HotelDetailPage /> }], '/hotels/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this hotel' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^We could not find this hotel · /));
  });

  it('refuses a number of guests no search takes, with the focus on it', async () => {
    const hotel = {
      _id: 'h1',
      slug: 'lake-lodge',
      name: 'Lake Lodge',
      contentLang: 'en',
      starRating: 4,
      averageRating: 8,
      totalReviews: 0,
      address: { line: 'Shore road', city: 'Çaykara', country: 'Türkiye', parts: ['Shore road', 'Çaykara'] },
      destination: null,
      place: ['Çaykara'],
      images: [],
      featuredImage: '',
      description: 'By the lake.',
      roomTypes: [],
      amenities: [],
      paymentOptions: ['creditCard'],
      checkInTime: '14:00',
      checkOutTime: '12:00',
      cancellationPolicy: '',
      rules: '',
      contact: { phone: '', email: '', website: '' },
      currency: 'TRY',
      latitude: null,
      longitude: null,
    };
    stubFetch((call) =>
      call.url.pathname === '/api/hotels/lake-lodge'
        ? { status: 200, body: hotel }
        : { status: 200, body: { data: [], total: 0, page: 1, totalPages: 1, averageRating: 0 } },
    );
    const { router } = await renderRoutes(
      [{ path: '/hotels/:id', element: <HotelDetailPage /> }],
      '/hotels/lake-lodge?guests=2',
    );
    const guests = await screen.findByLabelText('Guests');
    await userEvent.clear(guests);
    await userEvent.type(guests, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    expect(await screen.findByText('Choose from 1 to 10 guests')).toBeInTheDocument();
    expect(guests).toHaveFocus();
    expect(router.state.location.search).toBe('?guests=2');
  });

  it('says where it is as town and area, and keeps its phone number left to right in Arabic', async () => {
    const hotel = {
      _id: 'h1',
      slug: 'lake-lodge',
      name: 'نُزل البحيرة',
      contentLang: 'ar',
      starRating: 4,
      averageRating: 8,
      totalReviews: 0,
      address: {
        line: 'Shore road',
        city: 'تشايكارا',
        country: 'Türkiye',
        parts: ['Shore road', 'تشايكارا'],
      },
      destination: { _id: 'd1', slug: 'uzungol', name: 'أوزنجول' },
      place: ['تشايكارا', 'أوزنجول'],
      images: [],
      featuredImage: '',
      description: '',
      roomTypes: [],
      amenities: [],
      paymentOptions: ['creditCard'],
      checkInTime: '14:00',
      checkOutTime: '12:00',
      cancellationPolicy: '',
      rules: '',
      contact: { phone: '+90 462 656 00 11', email: '', website: '' },
      currency: 'TRY',
      latitude: null,
      longitude: null,
    };
    stubFetch((call) =>
      call.url.pathname === '/api/hotels/lake-lodge'
        ? { status: 200, body: hotel }
        : { status: 200, body: { data: [], total: 0, page: 1, totalPages: 1, averageRating: 0 } },
    );
    await renderRoutes([{ path: '/hotels/:id', element: <HotelDetailPage /> }], '/hotels/lake-lodge', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'نُزل البحيرة' });
    const [heading] = screen.getAllByText('تشايكارا', { selector: 'bdi' });
    expect(heading?.parentElement?.textContent).toBe('تشايكارا، أوزنجول');
    expect(screen.getByText('+90 462 656 00 11')).toHaveAttribute('dir', 'ltr');
  });

  it('lists the closed nights of a room in the reader’s language, as Arabic joins a list', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        available: false,
        reason: 'blocked',
        unavailableDates: ['2030-12-24', '2030-12-25', '2030-12-26'],
        nights: [],
        currency: 'TRY',
        subtotal: 0,
        discount: 0,
        total: 0,
        roomsLeft: 0,
        promoApplied: false,
      },
    }));
    const stay = { checkIn: '2030-12-22', checkOut: '2030-12-27', guests: 2 };
    await renderRoutes(
      [
        {
          path: '/',
          element: <RoomOffer hotelId="h1" room={room} currency="TRY" stay={stay} onChooseDates={() => {}} />,
        },
      ],
      '/',
      'ar',
    );
    const text = (await screen.findByText(/ديسمبر/)).textContent ?? '';
    expect(text).not.toContain(',');
    expect(text.match(/ و/g)).toHaveLength(2);
  });
});
