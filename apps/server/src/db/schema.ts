// The drizzle schema object: every table, for the typed database handle and drizzle-kit.
export * from './schema/newsletter.ts';
export * from './schema/settings.ts';
export * from './schema/users.ts';
