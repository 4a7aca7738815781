import { addDays } from '@app/shared/common/dates';

/**
 * What a kept answer shows and what a write changes, named the same way. A cached read declares
 * the tags of what its answer shows; a write declares the tags of what it changed; the write
 * forgets every kept answer and page that shares a tag with it, here and in the other processes.
 *
 * The rule for a read: tag everything the answer shows that some write can change. For a write:
 * tag everything it changed. When in doubt, a broader tag (`hotels` rather than one hotel) is
 * right and only costs cache hits; a missing tag is a stale page.
 */
export type CacheTags = readonly string[];

/** On a write: everything changed (site settings). On an answer: any change may show in it. */
export const EVERYTHING = '*';

export const cacheTags = {
  /** The published hotels and what lists show of them: names, stars, prices, ratings, pictures. */
  hotels: 'hotels',
  /**
   * One hotel's content: its page, rooms and their usual prices, reviews. A hotel is named by id or
   * by slug: its page is tagged with both, so a write may use either.
   */
  hotel: (idOrSlug: string) => `hotel:${idOrSlug}`,
  /**
   * Which of one hotel's rooms are free, and at what price, on each night: what its availability
   * answers show. Bookings, cancellations and night edits change it; the hotel's page does not
   * show it.
   */
  rooms: (hotelId: string) => `rooms:${hotelId}`,
  /** Rooms and prices on one night, at any hotel: what a search with dates shows. */
  night: (date: string) => `night:${date}`,
  /** Bookings and reservations made lately: what "popular" lists and the popularity sorts rank by. */
  popularity: 'popularity',
  /** The published packages and what lists show of them (names, prices, ratings, destinations). */
  packages: 'packages',
  /** Seats left on package departures, which package lists show with the next departure. */
  departures: 'departures',
  /** Deals on sale: promoted nights with a room left, departures with a seat left. */
  offers: 'offers',
  /** One package (by id or slug, like a hotel): page, departures and seats, reviews. */
  package: (idOrSlug: string) => `package:${idOrSlug}`,
  /** The published restaurants and what lists show of them: names, kitchens, prices, ratings, hours. */
  restaurants: 'restaurants',
  /** One restaurant's content (by id or slug, like a hotel): page, tables summary, hours, exceptions. */
  restaurant: (idOrSlug: string) => `restaurant:${idOrSlug}`,
  /**
   * Which of one restaurant's tables are free when: what its times answers show. Reservations,
   * their cancellations, table and date edits change it.
   */
  sittings: (restaurantId: string) => `sittings:${restaurantId}`,
  /** The destinations and what is shown of them wherever they are named. */
  destinations: 'destinations',
  /** The published blog posts, their categories and tags: what lists and related posts show. */
  posts: 'posts',
  /** The settings answers (site, payment, home page). App and payment settings change everything. */
  settings: 'settings',
  /** One post: its page and its approved comments. */
  post: (id: string) => `post:${id}`,
  /**
   * The vehicle classes on sale: names, prices, fleets and withdrawn days, which the car, transfer
   * and taxi searches and the service cards' "from" prices show.
   */
  vehicles: 'vehicles',
} as const;

/** The nights of a stay: check-in up to the day before check-out. */
export function nightTags(checkIn: string, checkOut: string): string[] {
  const tags: string[] = [];
  for (let day = checkIn; day < checkOut && tags.length < 400; day = addDays(day, 1)) {
    tags.push(cacheTags.night(day));
  }
  return tags;
}

/**
 * Tags as an HTTP header value, and back. A tag may carry what a visitor or an admin wrote (an
 * Arabic post's slug, `post:رحلة`), and a header holds only visible ASCII: each tag goes
 * percent-encoded, separated by spaces.
 */
export function tagsToHeader(tags: CacheTags): string {
  return tags.map((tag) => encodeURIComponent(tag)).join(' ');
}

export function tagsFromHeader(value: string): string[] {
  return value
    .split(' ')
    .filter(Boolean)
    .map((tag) => {
      try {
        return decodeURIComponent(tag);
      } catch {
        return EVERYTHING;
      }
    });
}
