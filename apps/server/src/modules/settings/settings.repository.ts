import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';

export function settingsRepository(db: Db) {
  return {
    /** Every group with its value. */
    async all(): Promise<{ group: string; value: unknown }[]> {
      return db.select({ group: settings.group, value: settings.value }).from(settings);
    },
    async get<T>(group: string): Promise<T | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.group, group)).limit(1);
      return row?.value as T | undefined;
    },
    /** Stores the group unless it is there already. */
    async putIfMissing(group: string, value: unknown): Promise<void> {
      await db.insert(settings).values({ group, value }).onConflictDoNothing();
    },
    async put(group: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(settings)
        .values({ group, value, updatedAt: now })
        .onConflictDoUpdate({ target: settings.group, set: { value, updatedAt: now } });
    },
  };
}
