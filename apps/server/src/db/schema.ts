// The drizzle schema object: every table, for the typed database handle and drizzle-kit.
export * from './schema/blog.ts';
export * from './schema/bookings.ts';
export * from './schema/contact.ts';
export * from './schema/destinations.ts';
export * from './schema/hotels.ts';
export * from './schema/inventory.ts';
export * from './schema/mail-outbox.ts';
export * from './schema/newsletter.ts';
export * from './schema/packages.ts';
export * from './schema/restaurant-sittings.ts';
export * from './schema/restaurants.ts';
export * from './schema/reviews.ts';
export * from './schema/settings.ts';
export * from './schema/uploads.ts';
export * from './schema/users.ts';
