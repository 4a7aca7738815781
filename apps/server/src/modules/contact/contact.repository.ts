import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export function contactRepository(db: Db) {
  return {
    /** The stored message's id. */
    async insert(values: typeof contactMessages.$inferInsert): Promise<string | undefined> {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row?.id;
    },
  };
}
