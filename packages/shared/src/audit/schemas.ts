import { z } from 'zod';
import { isoDate } from '../common/iso-date.ts';
import { paginationQuery } from '../common/pagination.ts';
import { text } from '../common/text-field.ts';
import { AUDIT_ENTITIES } from './entries.ts';

/** The audit trail's API (docs/decisions/032); its words without the validation library: entries.ts. */

/**
 * `GET /api/admin/audit`: newest first. `actor` is an account's id; `q` finds the actor by name or
 * email (Turkish letters folded); `from` and `to` are business days (the agency's time zone), both
 * included.
 */
export const auditQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  actor: z.uuid().optional(),
  q: text(100).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: text(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

const fields = z.record(z.string(), z.unknown());

export const auditEntryDto = z.object({
  _id: z.string(),
  /** When (ISO instant). */
  at: z.string(),
  /** Who, as the account was then; `id` stays when the account is deleted, the link does not. */
  actor: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    /** `admin`, `blog-admin` or `user` (a user granted the blog permission). */
    role: z.string(),
  }),
  /** One of AUDIT_ACTIONS (a string: an entry outlives a verb renamed later). */
  action: z.string(),
  entity: z.object({
    /** One of AUDIT_ENTITIES. */
    type: z.string(),
    id: z.string(),
    /** How it was named when written (a hotel's name, a booking's reference). */
    label: z.string(),
    /** The whole it is part of (a room's hotel), or empty. */
    parentId: z.string(),
  }),
  /** The entity's admin page, when it has one (and still exists for the entry's purpose). */
  href: z.string().nullable(),
  /** The route that wrote, e.g. `PATCH /api/admin/bookings/:id/status`. */
  route: z.string(),
  /** The client's address as the server saw it. */
  ip: z.string(),
  requestId: z.string(),
  /** The changed fields as they were (the whole record for a delete); null for a create. */
  before: fields.nullable(),
  /** The changed fields as they became (the whole record for a create); null for a delete. */
  after: fields.nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export const auditListDto = z.object({
  data: z.array(auditEntryDto),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Every kind of entity the trail records, for the filter. */
  entityTypes: z.array(z.enum(AUDIT_ENTITIES)),
});
export type AuditListDto = z.infer<typeof auditListDto>;
