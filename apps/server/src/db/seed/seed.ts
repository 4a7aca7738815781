import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { seedAccounts } from '../../modules/auth/auth.service.ts';
import { forgetSettings, seedSettings } from '../../modules/settings/settings.service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { START_LOCKS } from '../start-locks.ts';
import { seedBlog } from './blog/blog-seed.ts';
import { seedCatalog } from './catalog/catalog-seed.ts';
import { HERO_SLIDES } from './catalog/hero-slides-data.ts';
import { type DemoAccount, demoAccounts } from './demo-accounts.ts';

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * First start: demo data. Later starts keep whatever is there. Of processes starting together on
 * an empty database, one seeds; the others wait for it and keep what it wrote.
 */
export async function seedIfEmpty(db: Db, config: Config, log: Log): Promise<boolean> {
  for (;;) {
    const outcome = await seedOnce(db, config, log, { onlyIfEmpty: true });
    if (outcome !== 'busy') return outcome === 'seeded';
    await new Promise((resolve) => setTimeout(resolve, SEED_WAIT_MS));
  }
}

/** Demo data, whatever the database holds already (`npm run seed -- --reset` empties it first). */
export async function seed(db: Db, config: Config, log: Log): Promise<void> {
  for (;;) {
    if ((await seedOnce(db, config, log, { onlyIfEmpty: false })) !== 'busy') return;
    await new Promise((resolve) => setTimeout(resolve, SEED_WAIT_MS));
  }
}

/** How long a process waits before looking again while another one seeds. */
const SEED_WAIT_MS = 200;

/**
 * One try, in one transaction that holds the seed lock (a try: waiting on the lock itself would
 * outlast the statement timeout while another process seeds): `busy` when another process holds it.
 */
async function seedOnce(
  db: Db,
  config: Config,
  log: Log,
  opts: { onlyIfEmpty: boolean },
): Promise<'busy' | 'kept' | 'seeded'> {
  const accounts = demoAccounts(config);
  const outcome = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${START_LOCKS.seed}) as locked`,
    );
    if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) return 'busy' as const;
    if (opts.onlyIfEmpty) {
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
      if ((row?.count ?? 0) > 0) return 'kept' as const;
    }
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
    return 'seeded' as const;
  });
  forgetSettings(db);
  if (outcome === 'seeded')
    log.info({ accounts: accounts.map((a) => `${a.role}: ${a.email}`) }, 'seeded demo data');
  return outcome;
}

/** Empties every table of the app (schema stays), for `npm run seed -- --reset`. */
export async function truncateAll(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = rowsOf<{ tablename: string }>(result)
    .map((r) => `"${r.tablename}"`)
    .join(', ');
  if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  forgetSettings(db);
}
