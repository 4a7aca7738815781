import type { UserDto } from '@app/shared/auth/schemas';
import type { ReviewsPageDto } from '@app/shared/hotels/schemas';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/session-store';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { ReviewsSection } from './reviews-section';

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
  renderRoutes(
    [{ path: '/hotels/:id', element: <ReviewsSection itemId="h1" target="hotels" /> }],
    '/hotels/h1',
  );

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

  it('asks for a rating on the star group, which takes the focus, when the form is sent without one', async () => {
    act(() => session.setUser(guest));
    const calls = stubFetch(() => ({ status: 200, body: reviews({ reviewedByMe: false, canReview: true }) }));
    await render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Post review' }));
    const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(stars).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars');
    // The group's own tab stop (its checked radio) takes the focus; the arrows then choose.
    await waitFor(() => expect(stars.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toHaveAttribute('type', 'radio');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('thanks the guest once the review is posted, in place of the form, and gives that the focus', async () => {
    act(() => session.setUser(guest));
    let posted = false;
    stubFetch((call) => {
      if (call.method === 'POST') {
        posted = true;
        return { status: 201, body: { _id: 'r2' } };
      }
      return { status: 200, body: reviews({ reviewedByMe: posted, canReview: !posted }) };
    });
    await render();
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Post review' });
    // Keyboard: on a star, Enter chooses it.
    act(() => screen.getByRole('radio', { name: '4 stars' }).focus());
    await u.keyboard('{Enter}');
    await u.type(screen.getByLabelText('Title'), 'Quiet and clean');
    await u.type(screen.getByLabelText('Your review'), 'A lovely stay by the lake, kind staff.');
    await u.click(screen.getByRole('button', { name: 'Post review' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you! Your review is online.');
    await waitFor(() => expect(thanks).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your review is online.');
  });
});
