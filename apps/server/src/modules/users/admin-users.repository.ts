import type { AdminUsersQuery } from '@app/shared/users/admin-users';
import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { foldedContainsPattern, foldForSearchSql } from '../../lib/text-fold.ts';
import type { UserRow } from './user-dto.ts';

/** An account with when it last signed in (its newest session), as the admin lists it. */
export interface AdminUserRow {
  user: UserRow;
  lastSignInAt: Date | null;
}

/** Written out with its table names: inside a subquery an unqualified `id` would be the session's. */
const lastSignIn = sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = "users"."id")`;

function where(q: AdminUsersQuery): SQL | undefined {
  const pattern = q.q?.trim() ? foldedContainsPattern(q.q.trim()) : undefined;
  return and(
    pattern
      ? or(
          like(foldForSearchSql(sql`${users.name}`), pattern),
          like(foldForSearchSql(sql`${users.email}`), pattern),
        )
      : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.blog ? eq(users.blogPermission, q.blog === 'true') : undefined,
    q.disabled === 'true'
      ? isNotNull(users.disabledAt)
      : q.disabled === 'false'
        ? isNull(users.disabledAt)
        : undefined,
  );
}

function orderOf(sort: AdminUsersQuery['sort']): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(foldForSearchSql(sql`${users.name}`)), asc(users.id)];
    case 'email':
      return [asc(users.emailNormalized), asc(users.id)];
    case 'last-sign-in':
      return [sql`${lastSignIn} desc nulls last`, desc(users.createdAt), desc(users.id)];
    default:
      return [desc(users.createdAt), desc(users.id)];
  }
}

/** The accounts as the admin manages them: search, filters, role, disabling, deletion. */
export function adminUsersRepository(db: Db) {
  const rowOf = (r: { user: UserRow; lastSignInAt: Date | string | null }): AdminUserRow => ({
    user: r.user,
    // A subquery's timestamp comes back as text from some drivers.
    lastSignInAt: r.lastSignInAt === null ? null : new Date(r.lastSignInAt),
  });

  return {
    async list(q: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
      const condition = where(q);
      const [rows, totals] = await Promise.all([
        db
          .select({ user: users, lastSignInAt: lastSignIn })
          .from(users)
          .where(condition)
          .orderBy(...orderOf(q.sort))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ total: count() }).from(users).where(condition),
      ]);
      return { rows: rows.map(rowOf), total: totals[0]?.total ?? 0 };
    },

    async byId(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db
        .select({ user: users, lastSignInAt: lastSignIn })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row && rowOf(row);
    },

    /**
     * The account, locked with every active admin until the transaction ends: two admins changing
     * each other at once are serialised, so the last active admin is always seen as the last.
     */
    async lockForChange(id: string): Promise<{ user: UserRow; otherActiveAdmins: number } | undefined> {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
        .for('update');
      const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
      if (!user) return undefined;
      return { user, otherActiveAdmins: admins.filter((a) => a.id !== id).length };
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    /** Deletes the account; its sessions go with it (the other tables keep their rows unlinked). */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
