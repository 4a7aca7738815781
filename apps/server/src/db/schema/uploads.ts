import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface UploadVariant {
  width: number;
  height: number;
  url: string;
}

/** An image an admin uploaded, stored under DATA_DIR/uploads as re-encoded WebP variants. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** URL of the largest variant, e.g. /uploads/2026/11/<id>-1600.webp */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<UploadVariant[]>().notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);
