import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per settings group (app, email, payment, homepage); value is the group's JSON. */
export const settings = pgTable('settings', {
  group: text('group').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
