import { AUDIT_ENTITIES, AUDIT_RETENTION_YEARS } from '@app/shared/audit/entries';
import type { AuditEntryDto, AuditListDto, AuditQuery } from '@app/shared/audit/schemas';
import { addDays } from '@app/shared/common/dates';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditRow, auditRepository, type NewAuditRow } from './audit.repository.ts';
import { asJson, changedFields, type Fields, labelOf, wholeRecord } from './audit-fields.ts';
import { auditHref } from './audit-links.ts';

/** How an entry keeps the record: a create its after, a delete its before, an update what changed. */
export type AuditMode = 'create' | 'update' | 'delete';

/** One write as the audit trail plugin saw it (plugins/audit-trail.ts). */
export interface AuditWrite {
  actor: { id: string | null; name: string; email: string; role: string };
  method: string;
  route: string;
  action: string;
  mode: AuditMode;
  entityType: string;
  entityId: string;
  parentId: string;
  ip: string;
  requestId: string;
  /** The record as read before and after the write (raw: the service keeps what changed, redacted). */
  before: unknown;
  after: unknown;
  /** How the entity is named; else read from the record. */
  label?: string;
}

function toDto(row: AuditRow): AuditEntryDto {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
    action: row.action,
    entity: { type: row.entityType, id: row.entityId, label: row.entityLabel, parentId: row.parentId },
    href: auditHref({ type: row.entityType, id: row.entityId, parentId: row.parentId, action: row.action }),
    route: row.route,
    ip: row.ip,
    requestId: row.requestId,
    before: (row.before as Fields | null) ?? null,
    after: (row.after as Fields | null) ?? null,
  };
}

/** The fields an entry keeps for a write, by its mode. */
export function fieldsOf(write: Pick<AuditWrite, 'mode' | 'before' | 'after'>): {
  before: Fields | null;
  after: Fields | null;
} {
  if (write.mode === 'create') return { before: null, after: wholeRecord(write.after) };
  if (write.mode === 'delete') return { before: wholeRecord(write.before), after: null };
  if (write.before === undefined && write.after === undefined) return { before: null, after: null };
  return changedFields(asJson(write.before), asJson(write.after));
}

/**
 * The audit trail: who wrote what and when, read by admins (docs/decisions/032). Entries are only
 * ever added; the sweep removes those past the retention.
 */
export function auditService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  const repo = auditRepository(db);

  return {
    /** Adds one entry for each write, at the same moment. */
    async record(writes: readonly AuditWrite[]): Promise<void> {
      const at = clock.now();
      const rows: NewAuditRow[] = writes.map((w) => {
        const { before, after } = fieldsOf(w);
        return {
          at,
          actorId: w.actor.id,
          actorName: w.actor.name,
          actorEmail: w.actor.email,
          actorRole: w.actor.role,
          method: w.method,
          route: w.route,
          action: w.action,
          entityType: w.entityType,
          entityId: w.entityId,
          entityLabel: (w.label ?? (labelOf(w.after) || labelOf(w.before))).slice(0, 200),
          parentId: w.parentId,
          ip: w.ip,
          requestId: w.requestId,
          before,
          after,
        };
      });
      await repo.insert(rows);
    },

    async list(query: AuditQuery): Promise<AuditListDto> {
      const { page, limit, from, to } = query;
      if (from && to && to < from)
        throw new AppError(400, 'validation_failed', { errors: [{ field: 'to', code: 'end_before_start' }] });
      const { rows, total } = await repo.list(
        {
          actorId: query.actor,
          who: query.q?.trim() || undefined,
          entityType: query.entity,
          entityId: query.entityId?.trim() || undefined,
          // Business days in the agency's time zone, both included.
          from: from ? zonedInstant(from, '00:00', timeZone) : undefined,
          until: to ? zonedInstant(addDays(to, 1), '00:00', timeZone) : undefined,
        },
        page,
        limit,
      );
      return {
        data: rows.map(toDto),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        entityTypes: [...AUDIT_ENTITIES],
      };
    },

    /** Removes the entries past the retention (two years); answers how many. */
    sweep: () => repo.removeOlderThan(AUDIT_RETENTION_YEARS),
  };
}

export type AuditService = ReturnType<typeof auditService>;
