import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { createPostgresTestDatabase, type OpenedTestDatabase, openPostgresTestDatabase } from './harness.ts';

/** Runs one SQL statement with `$1`-style parameters on the old database. */
export type RunSql = (statement: string, params?: unknown[]) => Promise<void>;

/** The migrations folder as an older release shipped it: the journal up to and including `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * A test database as an older release left it: migrated up to `lastTag` only, holding what `fill`
 * wrote with that release's tables; then opened as the app opens it, which runs the migrations
 * that came after. On PGlite (a data folder) or, with TEST_DB=postgres, a PostgreSQL database.
 */
export async function openTestDatabaseAt(
  lastTag: string,
  fill: (run: RunSql) => Promise<void>,
): Promise<OpenedTestDatabase> {
  const old = await migrationsUpTo(lastTag);
  try {
    if (process.env.TEST_DB === 'postgres') {
      const created = await createPostgresTestDatabase();
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: old.folder });
        await fill(async (statement, params) => {
          await client.query(statement, params);
        });
      } finally {
        await client.end();
      }
      return await openPostgresTestDatabase(created, 10);
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'pglite-at-'));
    // The folder openDatabase({ dataDir: dir }) opens.
    const client = await PGlite.create(path.join(dir, 'pglite'), { extensions: { btree_gist } });
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder: old.folder });
      await fill(async (statement, params) => {
        await client.query(statement, params);
      });
    } finally {
      await client.close();
    }
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      drop: async () => {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } finally {
    await old.remove();
  }
}
