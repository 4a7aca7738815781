import type { OfferDto } from '@app/shared/offers/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { SpecialOffers } from './special-offers';

afterEach(() => vi.unstubAllGlobals());

const offer = (id: string, weekdays: number[] | null): OfferDto => ({
  _id: `hotel:${id}`,
  type: 'hotel',
  title: `Shore Hotel ${id}`,
  subtitle: 'Sea view double',
  description: 'By the sea.',
  contentLang: 'en',
  image: '',
  destination: null,
  discountPercent: 15,
  normalPrice: 220_000,
  offerPrice: 187_000,
  currency: 'TRY',
  validFrom: '2026-11-27',
  validTo: '2027-01-16',
  weekdays,
  href: '/hotels/shore?checkIn=2026-11-27&checkOut=2026-11-28&guests=2',
});

const render = (lang: 'en' | 'ar' = 'en') => {
  stubFetch(() => ({
    status: 200,
    body: [offer('1', [6, 5]), offer('2', null), offer('3', [0, 1, 2, 3, 4, 5, 6])],
  }));
  // As on the home page: the section sits in a part of the page that carries its id.
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <div id="home-offers">
            <SpecialOffers />
          </div>
        ),
      },
    ],
    '/',
    lang,
  );
};

describe('special offers', () => {
  it('say which nights of the week carry an offer that is not on every night', async () => {
    await render();
    expect(await screen.findByText('Friday and Saturday nights only')).toBeInTheDocument();
    expect(screen.getByText('On selected nights only')).toBeInTheDocument();
    expect(screen.getAllByText(/nights only/)).toHaveLength(2);
  });

  it('is a region named by its heading alone', async () => {
    await render();
    const region = await screen.findByRole('region', { name: 'Special offers' });
    // Only the heading carries the id the region is named by (screen readers take the first).
    const named = document.querySelectorAll(`[id="${region.getAttribute('aria-labelledby')}"]`);
    expect([...named].map((e) => e.tagName)).toEqual(['H2']);
  });

  it('name those nights in Arabic on Arabic pages', async () => {
    await render('ar');
    expect(await screen.findByText('ليالي الجمعة والسبت فقط')).toBeInTheDocument();
  });
});
