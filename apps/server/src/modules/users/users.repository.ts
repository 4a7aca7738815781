import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from './user-dto.ts';

export function usersRepository(db: Db) {
  return {
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    async list(opts: { q?: string | undefined; page: number; limit: number }) {
      const pattern = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(opts.limit)
          .offset((opts.page - 1) * opts.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
