import type { PackageDetailDto } from '@app/shared/packages/schemas';
import { describe, expect, it } from 'vitest';
import { packagePageMeta } from './package-page-meta';

const trip: PackageDetailDto = {
  _id: 'p1',
  slug: 'highlands-4-days',
  name: 'Highlands in four days',
  description: `Ayder, Pokut and the tea fields of Rize. ${'Plateau walks and village breakfasts. '.repeat(8)}`,
  contentLang: 'en',
  destination: { _id: 'd1', slug: 'ayder', name: 'Ayder' },
  durationDays: 4,
  pricePerPerson: 1_250_000,
  dealPercent: 10,
  price: 1_125_050,
  currency: 'TRY',
  featuredImage: '/images/packages/highlands.webp',
  images: ['/images/packages/highlands.webp', '/images/packages/pokut.webp'],
  featured: false,
  is_featured: false,
  averageRating: 0,
  totalReviews: 0,
  nextDeparture: null,
  activities: [],
  itinerary: [
    { day: 1, title: 'Trabzon to Ayder', description: '' },
    { day: 2, title: 'Pokut', description: '' },
  ],
  hotels: [],
  departures: [{ _id: 'dep1', startDate: '2027-07-10', endDate: '2027-07-13', seatsTotal: 10, seatsLeft: 0 }],
};

/** The JSON-LD as a crawler reads it. */
const jsonLdOf = (meta: ReturnType<typeof packagePageMeta>) => JSON.parse(JSON.stringify(meta.jsonLd));

describe('package page head', () => {
  it('names the trip, cuts the description at a word and points at the one address', () => {
    const meta = packagePageMeta(trip);
    expect(meta.title).toBe('Highlands in four days');
    expect(meta.description.length).toBeLessThanOrEqual(161);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(meta.description).not.toMatch(/\s…$/);
    expect(meta.canonicalPath).toBe('/packages/highlands-4-days');
    expect(meta.image).toBe('/images/packages/highlands.webp');
  });

  it('describes a TouristTrip with its price per person after the deal, in major units', () => {
    const data = jsonLdOf(packagePageMeta(trip));
    expect(data['@type']).toBe('TouristTrip');
    expect(data.image).toEqual(['/images/packages/highlands.webp', '/images/packages/pokut.webp']);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '11250.50',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/SoldOut',
    });
    expect(data.itinerary.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Trabzon to Ayder',
      'Pokut',
    ]);
    const open = packagePageMeta({ ...trip, departures: [{ ...trip.departures[0]!, seatsLeft: 3 }] });
    expect(jsonLdOf(open).offers.availability).toBe('https://schema.org/InStock');
  });
});
