import type { CommentStatus } from '@app/shared/blog/schemas';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogComments } from '../../db/schema/blog.ts';

export type CommentRow = typeof blogComments.$inferSelect;

export function blogAdminCommentsRepository(db: Db) {
  return {
    /** A page of the comments in `status`, newest first, and how many are pending and approved. */
    async page(status: CommentStatus, page: number, limit: number) {
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(blogComments)
          .where(eq(blogComments.status, status))
          .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({
            pending: sql<number>`count(*) filter (where ${blogComments.status} = 'pending')::int`,
            approved: sql<number>`count(*) filter (where ${blogComments.status} = 'approved')::int`,
          })
          .from(blogComments),
      ]);
      return { rows, pending: Number(counts?.pending ?? 0), approved: Number(counts?.approved ?? 0) };
    },

    async byId(id: string): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id)).limit(1);
      return row;
    },

    /** Approving twice keeps the first approval's time. */
    async setStatus(id: string, status: CommentStatus, now: Date): Promise<CommentRow | undefined> {
      const [row] = await db
        .update(blogComments)
        .set({
          status,
          approvedAt:
            status === 'approved'
              ? sql`coalesce(${blogComments.approvedAt}, ${now.toISOString()}::timestamptz)`
              : null,
        })
        .where(eq(blogComments.id, id))
        .returning();
      return row;
    },

    /** Whether there was such a comment. */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(blogComments)
        .where(eq(blogComments.id, id))
        .returning({ id: blogComments.id });
      return rows.length > 0;
    },

    /** How many comments one account wrote, and its latest `limit`. */
    async byAuthor(userId: string, limit: number) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(blogComments)
          .where(eq(blogComments.userId, userId))
          .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
          .limit(limit),
        db.select({ total: count() }).from(blogComments).where(eq(blogComments.userId, userId)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The account's comments stay, named `names[lang]` in their own language, without its email or link. */
    async anonymiseAuthor(userId: string, names: Readonly<Record<string, string>>, fallback: string) {
      const name = sql`case ${blogComments.lang} ${sql.join(
        Object.entries(names).map(([lang, text]) => sql`when ${lang} then ${text}`),
        sql` `,
      )} else ${fallback} end`;
      return db
        .update(blogComments)
        .set({ authorName: name, authorEmail: '', userId: null })
        .where(eq(blogComments.userId, userId))
        .returning({ postId: blogComments.postId });
    },
  };
}
