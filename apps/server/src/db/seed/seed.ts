import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { seedAccounts } from '../../modules/auth/auth.service.ts';
import { seedSettings } from '../../modules/settings/settings.service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { seedBlog } from './blog/blog-seed.ts';
import { seedCatalog } from './catalog/catalog-seed.ts';
import { HERO_SLIDES } from './catalog/hero-slides-data.ts';
import { type DemoAccount, demoAccounts } from './demo-accounts.ts';

interface Log {
  info(obj: object, msg: string): void;
}

/** First start: demo data. Later starts keep whatever is there. */
export async function seedIfEmpty(db: Db, config: Config, log: Log): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  await seed(db, config, log);
  return true;
}

export async function seed(db: Db, config: Config, log: Log): Promise<void> {
  const accounts = demoAccounts(config);
  await db.transaction(async (tx) => {
    const stored = await seedAccounts(tx, accounts);
    const storedAs = (role: DemoAccount['role']) => {
      const i = accounts.findIndex((a) => a.role === role);
      return i < 0 ? undefined : { account: accounts[i], row: stored[i] };
    };
    await seedSettings(tx, { heroSlideshow: HERO_SLIDES });
    const demoUser = storedAs('user');
    await seedCatalog(tx, {
      now: new Date(),
      timeZone: config.BUSINESS_TIMEZONE,
      demoUserId: demoUser?.row?.id ?? null,
    });
    // The blog's author: the blog admin, or the admin where there is none (production).
    const writer = storedAs('blog-admin') ?? storedAs('admin');
    await seedBlog(tx, {
      now: new Date(),
      timeZone: config.BUSINESS_TIMEZONE,
      authorId: writer?.row?.id ?? null,
      authorName: writer?.row?.name ?? writer?.account?.name ?? 'Karadeniz Travel',
      demoUserId: demoUser?.row?.id ?? null,
    });
  });
  log.info({ accounts: accounts.map((a) => `${a.role}: ${a.email}`) }, 'seeded demo data');
}

/** Empties every table of the app (schema stays), for `npm run seed -- --reset`. */
export async function truncateAll(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as {
    tablename: string;
  }[];
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
