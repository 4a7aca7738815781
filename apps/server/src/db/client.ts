import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** Tells every server process on this database that something changed (PostgreSQL NOTIFY). */
  notify(channel: string): Promise<void>;
  /** Calls `onMessage` when any process notifies `channel`; the answer stops listening. */
  listen(channel: string, onMessage: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the SQL migrations live: beside this file in source, copied beside the bundle in dist. */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` or undefined keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    pool.on('error', () => {
      // idle client errors are surfaced by the next query; keep the process alive
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    let ended = false;
    const listeners: pg.Client[] = [];
    return {
      db,
      driver: 'postgres',
      notify: async (channel) => {
        await pool.query('select pg_notify($1, $2)', [channel, '']);
      },
      listen: async (channel, onMessage) => {
        const client = new pg.Client({ connectionString: opts.databaseUrl });
        client.on('error', () => {
          // a lost listener only means other processes' changes wait for the cache's expiry
        });
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage();
        });
        await client.connect();
        await client.query(`listen "${channel.replaceAll('"', '')}"`);
        listeners.push(client);
        return async () => {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end().catch(() => {});
        };
      },
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        if (ended) return;
        ended = true;
        await Promise.all(listeners.map((c) => c.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir && opts.dataDir !== 'memory://') {
    const dir = path.resolve(opts.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    // One process owns an embedded database, so there is nobody else to tell.
    notify: async () => {},
    listen: async () => async () => {},
    ping: async () => {
      if (closed) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
