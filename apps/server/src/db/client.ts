import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenAlways } from './listener.ts';
import * as schema from './schema.ts';
import { START_LOCKS } from './start-locks.ts';
import { CLIENT_GRACE_MS, DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from './timeouts.ts';
import { markUnavailable } from './unavailable.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds within the ready timeout. */
  ping(): Promise<boolean>;
  /** Tells every server process on this database that something changed (PostgreSQL NOTIFY). */
  /** Tells every process listening on `channel` (this one too), with `payload` (under 8000 bytes). */
  notify(channel: string, payload?: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload when any process notifies `channel`, and with `null` when
   * messages may have been missed (the listening connection was lost); the answer stops listening.
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
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
  /** PostgreSQL server only (PGlite runs in this process); the defaults unless given. */
  timeouts?: DatabaseTimeouts | undefined;
}

type Callback = (err: Error | null | undefined, ...rest: unknown[]) => void;

/**
 * node-postgres's client with every wait bounded: connecting, each statement on the server
 * (`statement_timeout`) and in the client (`query_timeout`, for a server that stopped answering),
 * and transactions left idle. Errors from connecting or a statement given up on are marked as
 * "database unavailable" (answered 503), and a connection whose statement was given up on is closed:
 * whatever it was waiting for will never be read, and the pool replaces it.
 */
function boundedClient(timeouts: DatabaseTimeouts) {
  return class BoundedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({
        ...config,
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
      });
      // A lost connection fails the query that was running; a client checked out of the pool has no
      // other listener, and an unheard 'error' would end the process.
      this.on('error', () => {});
    }

    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads, passed through as they are
    override connect(callback?: any): any {
      if (typeof callback === 'function') {
        const done = callback as Callback;
        const connect = super.connect as (cb: Callback) => void;
        return connect.call(this, (err, ...rest) => done(err ? markUnavailable(err) : err, ...rest));
      }
      return super.connect().catch((err: unknown) => {
        throw markUnavailable(err);
      });
    }

    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads, passed through as they are
    override query(...args: any[]): any {
      const query = super.query as (...a: unknown[]) => unknown;
      const last = args.at(-1);
      if (typeof last === 'function') {
        const done = last as Callback;
        args[args.length - 1] = (err: Error | null | undefined, ...rest: unknown[]) =>
          done(this.settled(err), ...rest);
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (result instanceof Promise)
        return result.catch((err: unknown) => {
          throw this.settled(err);
        });
      return result;
    }

    private settled<E>(err: E): E {
      if (err instanceof Error && err.message === 'Query read timeout') {
        void this.end().catch(() => {});
        return markUnavailable(err);
      }
      return err;
    }
  };
}

/**
 * Migrations run on their own connection without a statement timeout: they may take long. Processes
 * starting together take turns (an advisory lock, freed when the connection ends): the first one
 * migrates, the others then find nothing left to do.
 */
async function migrateServer(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  client.on('error', () => {});
  await client.connect().catch((err: unknown) => {
    throw markUnavailable(err);
  });
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCKS.migrate]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end().catch(() => {});
  }
}

/** Resolves as `work` does, or rejects once `ms` have passed. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(markUnavailable(new Error('database check timed out'))), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const timeouts = opts.timeouts ?? DATABASE_TIMEOUT_DEFAULTS;
    await migrateServer(opts.databaseUrl, timeouts);
    const Client = boundedClient(timeouts);
    // `connectionTimeoutMillis` of the pool bounds waiting for a free connection; the client's own
    // (DB_CONNECT_TIMEOUT_MS) bounds opening one.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      connectionTimeoutMillis: timeouts.acquireMs,
      Client,
    });
    pool.on('error', () => {
      // an idle connection that failed has left the pool already; the next query opens another
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let ended = false;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      driver: 'postgres',
      notify: async (channel, payload = '') => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: async (channel, onMessage) => {
        const stop = await listenAlways(
          // Keepalive notices a connection the network dropped without a word.
          () =>
            new Client({
              connectionString: opts.databaseUrl,
              keepAlive: true,
              keepAliveInitialDelayMillis: 10_000,
            }),
          channel,
          onMessage,
        );
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      ping: async () => {
        try {
          // node-postgres reads `query_timeout` per query too; its types name it only for the client.
          const check: pg.QueryConfig = {
            text: 'select 1',
            query_timeout: timeouts.readyMs,
          } as pg.QueryConfig;
          await within(timeouts.readyMs, pool.query(check));
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        if (ended) return;
        ended = true;
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir && opts.dataDir !== 'memory://') {
    const dir = path.resolve(opts.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { btree_gist } });
  } else {
    client = await PGlite.create({ extensions: { btree_gist } });
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
