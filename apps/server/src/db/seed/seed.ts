import { normalizeEmail } from '@app/shared/auth/email';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { DEFAULT_APP_SETTINGS } from '../../modules/settings/app-settings.ts';
import type { Db } from '../client.ts';
import { settings } from '../schema/settings.ts';
import { users } from '../schema/users.ts';
import { seedBlog } from './blog/blog-seed.ts';
import { seedCatalog } from './catalog/catalog-seed.ts';
import { HERO_SLIDES } from './catalog/hero-slides-data.ts';
import { demoAccounts } from './demo-accounts.ts';

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
  const hashed = await Promise.all(
    accounts.map(async (a) => ({ ...a, hash: await hashPassword(a.password) })),
  );
  await db.transaction(async (tx) => {
    for (const a of hashed) {
      await tx
        .insert(users)
        .values({
          name: a.name,
          email: a.email,
          emailNormalized: normalizeEmail(a.email),
          passwordHash: a.hash,
          role: a.role,
          blogPermission: a.role !== 'user',
        })
        .onConflictDoNothing();
    }
    await tx.insert(settings).values({ group: 'app', value: DEFAULT_APP_SETTINGS }).onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ group: 'homepage', value: { heroSlideshow: HERO_SLIDES } })
      .onConflictDoNothing();
    const demoUser = accounts.find((a) => a.role === 'user');
    const [user] = demoUser
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.emailNormalized, normalizeEmail(demoUser.email)))
      : [];
    await seedCatalog(tx, {
      now: new Date(),
      timeZone: config.BUSINESS_TIMEZONE,
      demoUserId: user?.id ?? null,
    });
    // The blog's author: the blog admin, or the admin where there is none (production).
    const writer = accounts.find((a) => a.role === 'blog-admin') ?? accounts.find((a) => a.role === 'admin');
    const [author] = writer
      ? await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.emailNormalized, normalizeEmail(writer.email)))
      : [];
    await seedBlog(tx, {
      now: new Date(),
      timeZone: config.BUSINESS_TIMEZONE,
      authorId: author?.id ?? null,
      authorName: author?.name ?? writer?.name ?? 'Karadeniz Travel',
      demoUserId: user?.id ?? null,
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
