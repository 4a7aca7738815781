import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';

export function newsletterRepository(db: Db) {
  return {
    /** False when the address is subscribed already. */
    async insertIfNew(values: typeof newsletterSubscribers.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0;
    },
  };
}
