import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPostViews, blogViewSalts } from '../../db/schema/blog.ts';

export function blogViewsRepository(db: Db) {
  return {
    /**
     * The salt of `day`, stored first unless there is one (the first writer wins when two race),
     * and salts older than `keepFrom` deleted.
     */
    async daySalt(day: string, fresh: string, keepFrom: string): Promise<string | undefined> {
      await db.insert(blogViewSalts).values({ day, salt: fresh }).onConflictDoNothing();
      const [row] = await db
        .select({ salt: blogViewSalts.salt })
        .from(blogViewSalts)
        .where(eq(blogViewSalts.day, day));
      await db.delete(blogViewSalts).where(lt(blogViewSalts.day, keepFrom));
      return row?.salt;
    },

    /** Once per post, day and visitor. */
    async insertView(values: typeof blogPostViews.$inferInsert): Promise<void> {
      await db.insert(blogPostViews).values(values).onConflictDoNothing();
    },
  };
}
