/**
 * Which schema files (db/schema/*) each module's repositories may import: the module's own tables,
 * then each table it shares with another module and why. A repository importing a table file not
 * listed for its module fails module-layers.test.ts; a new module lists its tables here first.
 */
export interface ModuleTables {
  own: readonly string[];
  shared?: Readonly<Record<string, string>>;
}

export const TABLES: Readonly<Record<string, ModuleTables>> = {
  audit: { own: ['audit.ts'] },
  auth: {
    own: [],
    shared: { 'users.ts': 'sign-up, sign-in, sessions and reset tokens: the accounts’ schema file' },
  },
  blog: { own: ['blog.ts'] },
  bookings: {
    own: ['bookings.ts'],
    shared: {
      'users.ts': 'the name of who changed a booking and of the guests, in the admin’s view',
      'mail-outbox.ts': 'a booking’s mail is written in its transaction (integrations/mail owns the outbox)',
    },
  },
  contact: { own: ['contact.ts'] },
  dashboard: {
    own: [],
    shared: Object.fromEntries(
      [
        'blog.ts',
        'bookings.ts',
        'contact.ts',
        'hotel-stay-bookings.ts',
        'hotels.ts',
        'inventory.ts',
        'mail-outbox.ts',
        'packages.ts',
        'restaurant-sittings.ts',
        'restaurants.ts',
        'vehicles.ts',
      ].map((table) => [table, 'aggregate reporting']),
    ),
  },
  destinations: {
    own: ['destinations.ts'],
    shared: {
      'hotels.ts': 'each destination’s count of published hotels, and whether one is in use',
      'packages.ts': 'each destination’s count of published packages, and whether one is in use',
      'bookings.ts': 'popular destinations are counted from recent bookings in one statement',
    },
  },
  feeds: {
    own: [],
    shared: {
      'blog.ts': 'the RSS feed and the sitemap list the published posts',
      'hotels.ts': 'the sitemap lists the published hotels',
      'packages.ts': 'the sitemap lists the published packages',
      'restaurants.ts': 'the sitemap lists the published restaurants',
    },
  },
  health: { own: [] },
  hotels: {
    own: ['hotels.ts'],
    shared: {
      'destinations.ts': 'search and lists filter and sort by destination in one statement (decision 022)',
      'inventory.ts': 'the search prices a stay from the night records (decision 018)',
      'bookings.ts': 'popularity and “ever booked” are counted from the hotel stays booked',
      'hotel-stay-bookings.ts': 'popularity and “ever booked” are counted from the hotel stays booked',
    },
  },
  inventory: {
    own: ['inventory.ts', 'hotel-stay-bookings.ts'],
    shared: {
      'hotels.ts': 'rooms on sale are the hotels’ room types',
      'bookings.ts': 'the rooms held each night by the stays booked',
    },
  },
  newsletter: { own: ['newsletter.ts'] },
  offers: { own: [] },
  packages: {
    own: ['packages.ts', 'package-trip-bookings.ts'],
    shared: {
      'hotels.ts': 'a package names the hotels it stays in',
      'bookings.ts': 'the seats held on a departure and whether a package was ever booked',
    },
  },
  pages: { own: [] },
  restaurants: {
    own: ['restaurants.ts', 'restaurant-sittings.ts', 'restaurant-table-bookings.ts'],
    shared: { 'bookings.ts': 'a table’s sittings show the reservation’s reference, status and guest' },
  },
  reviews: {
    own: ['reviews.ts'],
    shared: { 'bookings.ts': 'who may review: the one query that reads bookings for reviews (decision 022)' },
  },
  settings: { own: ['settings.ts'] },
  uploads: { own: ['uploads.ts'] },
  users: { own: ['users.ts'] },
  travel: { own: ['travel.ts'] },
  vehicles: { own: ['vehicles.ts'] },
};

/** Whether `module`'s repositories may import the schema file `table`. */
export const mayUse = (module: string, table: string): boolean => {
  const tables = TABLES[module];
  return !!tables && (tables.own.includes(table) || !!tables.shared?.[table]);
};
