import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One admin or blog-admin write (docs/decisions/032): who (a copy of the account as it was, so the
 * entry still reads after the account is deleted), what (the route, a verb, the entity), when, from
 * which address, and the fields before and after with secrets redacted. Rows are never changed; a
 * trigger refuses UPDATE, and DELETE of a row younger than the retention (two years), see the
 * migration `0016_audit_entries.sql`.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that wrote; not a foreign key: the entry outlives the account. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    method: text('method').notNull(),
    /** The route pattern, e.g. `PATCH /api/admin/bookings/:id/status`. */
    route: text('route').notNull(),
    /** A short verb: create, update, delete, status, disable… */
    action: text('action').notNull(),
    /** hotel, package, booking, user, blog-post, blog-comment, setting, vehicle… */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** How the entity was named when written (a hotel's name, a booking's reference, an email). */
    entityLabel: text('entity_label').notNull().default(''),
    /** For a part of another entity (a room, a departure, a table, a night): the id of the whole. */
    parentId: text('parent_id').notNull().default(''),
    /** The client's address as the server sees it (TRUST_PROXY decides whether proxies are believed). */
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    /** The changed fields as they were (the whole record for a delete); null for a create. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The changed fields as they are (the whole record for a create); null for a delete. */
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
  ],
);
