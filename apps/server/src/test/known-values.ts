import type { Db } from '../db/client.ts';
import {
  blogCategories,
  blogComments,
  blogPosts,
  blogTags,
  bookings,
  destinations,
  hotels,
  packageDepartures,
  packages,
  restaurants,
  restaurantTables,
  roomTypes,
  users,
} from '../db/schema.ts';

/** Kinds of things a request names, each with values that exist in the database. */
export type Kind =
  | 'hotel'
  | 'room'
  | 'package'
  | 'departure'
  | 'destination'
  | 'post'
  | 'comment'
  | 'category'
  | 'tag'
  | 'booking'
  | 'reference'
  | 'email'
  | 'offer'
  | 'user'
  | 'restaurant'
  | 'table';

/** What exists: ids and slugs by kind, and things that belong together (a hotel and its room). */
export interface KnownValues {
  values: Record<Kind, string[]>;
  hotelRooms: { hotel: string; room: string }[];
  packageDepartures: { package: string; departure: string }[];
  restaurantTables: { restaurant: string; table: string }[];
}

/** Reads the ids, slugs, references and emails of the database's content (a seeded demo). */
export async function knownValues(db: Db): Promise<KnownValues> {
  const [h, r, p, d, dest, posts, comments, cats, tags, b, u, rest, tables] = await Promise.all([
    db.select({ id: hotels.id, slug: hotels.slug }).from(hotels),
    db.select({ id: roomTypes.id, hotel: roomTypes.hotelId }).from(roomTypes),
    db.select({ id: packages.id, slug: packages.slug }).from(packages),
    db.select({ id: packageDepartures.id, pkg: packageDepartures.packageId }).from(packageDepartures),
    db.select({ id: destinations.id, slug: destinations.slug }).from(destinations),
    db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts),
    db.select({ id: blogComments.id }).from(blogComments),
    db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories),
    db.select({ id: blogTags.id, slug: blogTags.slug }).from(blogTags),
    db.select({ id: bookings.id, reference: bookings.reference, email: bookings.email }).from(bookings),
    db.select({ id: users.id, email: users.email }).from(users),
    db.select({ id: restaurants.id, slug: restaurants.slug }).from(restaurants),
    db.select({ id: restaurantTables.id, restaurant: restaurantTables.restaurantId }).from(restaurantTables),
  ]);
  const hotelRooms = r.flatMap((room) => (room.hotel ? [{ hotel: room.hotel, room: room.id }] : []));
  const trips = d.map((dep) => ({ package: dep.pkg, departure: dep.id }));
  return {
    values: {
      hotel: [...h.map((x) => x.id), ...h.map((x) => x.slug)],
      room: r.map((x) => x.id),
      package: [...p.map((x) => x.id), ...p.map((x) => x.slug)],
      departure: d.map((x) => x.id),
      destination: [...dest.map((x) => x.id), ...dest.map((x) => x.slug)],
      post: [...posts.map((x) => x.id), ...posts.map((x) => x.slug)],
      comment: comments.map((x) => x.id),
      category: [...cats.map((x) => x.id), ...cats.map((x) => x.slug)],
      tag: [...tags.map((x) => x.id), ...tags.map((x) => x.slug)],
      booking: b.map((x) => x.id),
      reference: b.map((x) => x.reference),
      email: [...b.map((x) => x.email), ...u.map((x) => x.email)],
      offer: [...r.map((x) => `hotel:${x.id}`), ...p.map((x) => `package:${x.id}`)],
      user: u.map((x) => x.id),
      restaurant: [...rest.map((x) => x.id), ...rest.map((x) => x.slug)],
      table: tables.map((x) => x.id),
    },
    hotelRooms,
    packageDepartures: trips,
    restaurantTables: tables.map((x) => ({ restaurant: x.restaurant, table: x.id })),
  };
}
