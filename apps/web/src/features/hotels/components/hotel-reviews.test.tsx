import type { UserDto } from '@app/shared/auth/schemas';
import type { ReviewsPageDto } from '@app/shared/hotels/schemas';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { session } from '../../session/session-store';
import { HotelReviews } from './hotel-reviews';

const guest: UserDto = {
  _id: 'u1',
  name: 'Leyla Aydın',
  email: 'leyla@example.com',
  phone: '',
  role: 'user',
  profileImage: '',
  permissions: { blog: false },
  preferences: { notifications: { email: true } },
  createdAt: '2026-03-12T09:00:00.000Z',
};

function reviews(flags: Pick<ReviewsPageDto, 'reviewedByMe' | 'canReview'>): ReviewsPageDto {
  return {
    data: [
      {
        _id: 'r1',
        rating: 5,
        title: 'Huzur dolu',
        text: 'Göl manzarası ve kahvaltı harikaydı.',
        author: 'Mehmet Demir',
        date: '2027-05-04',
        lang: 'tr',
      } as ReviewsPageDto['data'][number],
    ],
    total: 1,
    page: 1,
    totalPages: 1,
    averageRating: 5,
    totalReviews: 1,
    ...flags,
  };
}

const render = () =>
  renderRoutes([{ path: '/hotels/:id', element: <HotelReviews hotelId="h1" /> }], '/hotels/h1');

afterEach(() => {
  // Unmount first: a sign-out while mounted would refetch without the stub, over the network.
  cleanup();
  act(() => session.expire());
  vi.unstubAllGlobals();
});

describe('hotel reviews', () => {
  it('invites a visitor to log in, and shows the reviews in their own language and direction', async () => {
    stubFetch(() => ({ status: 200, body: reviews({ reviewedByMe: false, canReview: false }) }));
    await render();
    const title = await screen.findByText('Huzur dolu');
    expect(title.getAttribute('lang')).toBe('tr');
    // A review in another language than the page's says which.
    expect(screen.getByText(/Written in Turkish/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in to write a review' })).toBeTruthy();
  });

  it('tells a signed-in guest without a finished stay why there is no form', async () => {
    act(() => session.setUser(guest));
    stubFetch(() => ({ status: 200, body: reviews({ reviewedByMe: false, canReview: false }) }));
    await render();
    expect(await screen.findByText('You can review this hotel after your stay here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it('gives the form to a guest whose stay is over', async () => {
    act(() => session.setUser(guest));
    stubFetch(() => ({ status: 200, body: reviews({ reviewedByMe: false, canReview: true }) }));
    await render();
    expect(await screen.findByRole('button', { name: 'Post review' })).toBeTruthy();
    expect(screen.queryByText('You can review this hotel after your stay here.')).toBeNull();
  });

  it('thanks the guest once the review is posted and puts the focus on the thanks', async () => {
    act(() => session.setUser(guest));
    let posted = false;
    stubFetch((call) => {
      if (call.method === 'POST') {
        posted = true;
        return { status: 201, body: { _id: 'r2', rating: 4, title: 'Lovely', text: 'A calm lake morning.' } };
      }
      return {
        status: 200,
        body: reviews(
          posted ? { reviewedByMe: true, canReview: false } : { reviewedByMe: false, canReview: true },
        ),
      };
    });
    const u = userEvent.setup();
    await render();
    await screen.findByRole('button', { name: 'Post review' });
    fireEvent.keyDown(screen.getAllByRole('radio')[4] as HTMLElement, { key: 'Enter' });
    await u.type(screen.getByLabelText('Title'), 'Lovely');
    await u.type(screen.getByLabelText('Your review'), 'A calm lake morning by the water.');
    await u.click(screen.getByRole('button', { name: 'Post review' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toMatch(/Thank/);
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });
});
