import { cutAtWord } from '@app/shared/common/text';
import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import type { PageMetaData } from '../../../lib/page-meta';

/** Minor units as a schema.org price (major units, two decimals). */
const price = (minor: number) => (minor / 100).toFixed(2);

/**
 * What a hotel page tells crawlers and link previews: its name, a short description, its picture,
 * its one address (`/hotels/<slug>`, as the app links it) and a schema.org Hotel.
 */
export function hotelPageMeta(h: HotelDetailDto): PageMetaData {
  const path = `/hotels/${encodeURIComponent(h.slug)}`;
  const description = cutAtWord(h.description.replace(/\s+/g, ' '), 160);
  const images = [h.featuredImage, ...h.images].filter((src, i, all) => src && all.indexOf(src) === i);
  const prices = h.roomTypes.map((r) => r.pricePerNight).filter((p) => p > 0);
  const address = {
    '@type': 'PostalAddress',
    ...(h.address.line ? { streetAddress: h.address.line } : {}),
    addressLocality: h.address.city,
    addressCountry: h.address.country,
  };
  return {
    title: h.name,
    description,
    canonicalPath: path,
    ...(images[0] ? { image: images[0], imageAlt: h.name } : {}),
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      '@id': path,
      url: path,
      name: h.name,
      description,
      ...(images.length ? { image: images } : {}),
      address,
      ...(h.latitude !== null && h.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: h.latitude, longitude: h.longitude } }
        : {}),
      starRating: { '@type': 'Rating', ratingValue: h.starRating },
      ...(h.totalReviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(h.averageRating * 10) / 10,
              reviewCount: h.totalReviews,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      ...(prices.length
        ? {
            priceRange: `${price(Math.min(...prices))}–${price(Math.max(...prices))} ${h.currency}`,
            currenciesAccepted: h.currency,
          }
        : {}),
      ...(h.contact.phone ? { telephone: h.contact.phone } : {}),
      checkinTime: h.checkInTime,
      checkoutTime: h.checkOutTime,
    },
  };
}
