import { cutAtWord } from '@app/shared/common/text';
import type { PackageDetailDto } from '@app/shared/packages/schemas';
import type { PageMetaData } from '../../lib/page-meta';

/** Minor units as a schema.org price (major units, two decimals). */
const price = (minor: number) => (minor / 100).toFixed(2);

/**
 * What a package page tells crawlers and link previews: its name, a short description, its
 * picture, its one address and a schema.org TouristTrip with the price per person on offer.
 */
export function packagePageMeta(trip: PackageDetailDto): PageMetaData {
  const path = `/packages/${encodeURIComponent(trip.slug)}`;
  const description = cutAtWord(trip.description.replace(/\s+/g, ' '), 160);
  const images = [trip.featuredImage, ...trip.images].filter((src, i, all) => src && all.indexOf(src) === i);
  const bookable = trip.departures.some((d) => d.seatsLeft > 0);
  return {
    title: trip.name,
    description,
    canonicalPath: path,
    ...(images[0] ? { image: images[0], imageAlt: trip.name } : {}),
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      '@id': path,
      url: path,
      name: trip.name,
      description,
      ...(images.length ? { image: images } : {}),
      ...(trip.destination ? { touristDestination: { '@type': 'Place', name: trip.destination.name } } : {}),
      ...(trip.itinerary.length
        ? {
            itinerary: {
              '@type': 'ItemList',
              numberOfItems: trip.itinerary.length,
              itemListElement: trip.itinerary.map((d) => ({
                '@type': 'ListItem',
                position: d.day,
                name: d.title,
              })),
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url: path,
        price: price(trip.price),
        priceCurrency: trip.currency,
        availability: bookable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      },
    },
  };
}
