import type { CommentStatus } from '@app/shared/blog/schemas';
import { desc, eq, sql } from 'drizzle-orm';
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
  };
}
