/**
 * The audit trail (docs/decisions/032): one entry for each admin or blog-admin write, kept
 * `AUDIT_RETENTION_YEARS` years, never changed. Shared by the API and the web app, without the
 * validation library.
 */

/** What an admin or blog-admin write can change: every audited route names one. */
export const AUDIT_ENTITIES = [
  'hotel',
  'hotel-room',
  'inventory',
  'destination',
  'package',
  'package-departure',
  'restaurant',
  'restaurant-table',
  'restaurant-day',
  'vehicle',
  'vehicle-withdrawal',
  'booking',
  'user',
  'setting',
  'blog-post',
  'blog-comment',
  'blog-category',
  'blog-tag',
  'upload',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The verb of an entry. `create` keeps the record after, `delete` the record before, the others what changed. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'publish',
  'archive',
  'approve',
  'unapprove',
  'disable',
  'enable',
  'password-reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long an entry is kept; the database refuses to delete a younger one. */
export const AUDIT_RETENTION_YEARS = 2;

/** What replaces a secret (a password, a token, card or document data) in an entry. */
export const REDACTED = '[redacted]';
