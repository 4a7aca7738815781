import { cutAtWord } from '@app/shared/common/text';
import { ISO_WEEKDAYS } from '@app/shared/restaurants/opening-hours';
import type { RestaurantDetailDto } from '@app/shared/restaurants/schemas';
import type { PageMetaData } from '../../../lib/page-meta';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const SCHEMA_CUISINES = {
  italian: 'Italian',
  turkish: 'Turkish',
  mediterranean: 'Mediterranean',
  asian: 'Asian',
  middle_eastern: 'Middle Eastern',
} as const;

/**
 * What a restaurant page tells crawlers and link previews: its name, a short description, its
 * picture, its one address (`/restaurants/<slug>`) and a schema.org Restaurant with its week's hours.
 */
export function restaurantPageMeta(r: RestaurantDetailDto): PageMetaData {
  const path = `/restaurants/${encodeURIComponent(r.slug)}`;
  const description = cutAtWord(r.description.replace(/\s+/g, ' '), 160);
  const images = [r.featuredImage, ...r.images].filter((src, i, all) => src && all.indexOf(src) === i);
  const hours = ISO_WEEKDAYS.flatMap((day, i) =>
    r.openingHours[day].map((s) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[i]}`,
      opens: s.from,
      // A sitting past midnight closes before it opens: schema.org reads that as the next day.
      closes: s.to,
    })),
  );
  return {
    title: r.name,
    description,
    canonicalPath: path,
    ...(images[0] ? { image: images[0], imageAlt: r.name } : {}),
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': path,
      url: path,
      name: r.name,
      description,
      ...(images.length ? { image: images } : {}),
      servesCuisine: SCHEMA_CUISINES[r.cuisine],
      priceRange: '₺'.repeat(r.priceRange),
      address: {
        '@type': 'PostalAddress',
        ...(r.addressLine ? { streetAddress: r.addressLine } : {}),
        addressLocality: r.city,
        addressCountry: 'TR',
      },
      ...(r.latitude !== null && r.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: r.latitude, longitude: r.longitude } }
        : {}),
      ...(r.phone ? { telephone: r.phone } : {}),
      ...(r.email ? { email: r.email } : {}),
      ...(r.website ? { sameAs: r.website } : {}),
      ...(hours.length ? { openingHoursSpecification: hours } : {}),
      acceptsReservations: true,
      ...(r.totalReviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(r.averageRating * 10) / 10,
              reviewCount: r.totalReviews,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
