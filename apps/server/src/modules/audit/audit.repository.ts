import { and, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { foldedContainsPattern, foldForSearchSql } from '../../lib/text-fold.ts';

export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = typeof auditEntries.$inferInsert;

export interface AuditFilters {
  actorId?: string;
  /** Part of the actor's name or email, folded as searches fold. */
  who?: string;
  entityType?: string;
  entityId?: string;
  /** Instants: from included, until excluded. */
  from?: Date;
  until?: Date;
}

function where(f: AuditFilters): SQL | undefined {
  const pattern = f.who ? foldedContainsPattern(f.who) : undefined;
  return and(
    f.actorId ? eq(auditEntries.actorId, f.actorId) : undefined,
    pattern
      ? or(
          like(foldForSearchSql(sql`${auditEntries.actorName}`), pattern),
          like(foldForSearchSql(sql`${auditEntries.actorEmail}`), pattern),
        )
      : undefined,
    f.entityType ? eq(auditEntries.entityType, f.entityType) : undefined,
    f.entityId ? or(eq(auditEntries.entityId, f.entityId), eq(auditEntries.parentId, f.entityId)) : undefined,
    f.from ? gte(auditEntries.at, f.from) : undefined,
    f.until ? lt(auditEntries.at, f.until) : undefined,
  );
}

/** The audit trail's table: entries are added and read; only the sweep removes, and only old ones. */
export function auditRepository(db: Db) {
  return {
    async insert(rows: NewAuditRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(auditEntries).values(rows);
    },

    async list(
      filters: AuditFilters,
      page: number,
      limit: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const condition = where(filters);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(condition)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(auditEntries).where(condition),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * Deletes the entries older than `years`, measured on the database's clock: the clock the
     * table's trigger uses to refuse deleting a younger one, so the two never disagree.
     */
    async removeOlderThan(years: number): Promise<number> {
      const rows = await db
        .delete(auditEntries)
        .where(lt(auditEntries.at, sql`now() - make_interval(years => ${years})`))
        .returning({ id: auditEntries.id });
      return rows.length;
    },
  };
}
