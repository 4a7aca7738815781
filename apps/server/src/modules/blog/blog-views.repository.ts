import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
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

    /** Views from `from` to `to` (both included) per day, per post (the `top` most viewed), per language and per referrer. */
    async periodCounts(from: string, to: string, top: number) {
      const inPeriod = and(gte(blogPostViews.day, from), lte(blogPostViews.day, to));
      const views = sql<number>`count(*)::int`;
      const [perDay, perPost, perLang, perReferrer] = await Promise.all([
        db
          .select({ day: blogPostViews.day, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.day),
        db
          .select({ postId: blogPostViews.postId, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.postId)
          .orderBy(desc(views), blogPostViews.postId)
          .limit(top),
        db
          .select({ lang: blogPostViews.lang, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.lang),
        db
          .select({ referrer: blogPostViews.referrer, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.referrer),
      ]);
      return { perDay, perPost, perLang, perReferrer };
    },
  };
}
