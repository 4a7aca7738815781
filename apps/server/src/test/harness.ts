import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createMailer, type Mailer, outboxDir } from '../integrations/mail/mailer.ts';
import { fixedClock } from '../lib/clock.ts';
import type { BookingKind } from '../modules/bookings/booking-kind.ts';
import { templateDatabase, testDatabasePrefix, withDatabase } from './postgres-global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database this app uses (absent on PGlite). */
  databaseUrl?: string;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  dataDir: string;
  /** The .eml files written so far, oldest first. */
  outbox(): Promise<string[]>;
  /**
   * Closes the app as a stopped server process would and starts a new one on the same database,
   * data folder and clock (`app` is the new one): what was committed survives, memory does not.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The signing secret of every test app (the outbox seals messages under it). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A test database, its PostgreSQL address (absent on PGlite) and how to throw it away. */
export interface OpenedTestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database beside TEST_DATABASE_URL's, named so that a later run drops it if this
 * one could not: empty, or a copy of `template`.
 */
export async function createPostgresTestDatabase(
  template?: string,
): Promise<{ url: string; dropDatabase(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${testDatabasePrefix(url)}${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    dropDatabase: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/** Opens (and so migrates) a PostgreSQL test database; dropping it closes its pool first. */
export async function openPostgresTestDatabase(
  created: { url: string; dropDatabase(): Promise<void> },
  poolSize: number,
): Promise<OpenedTestDatabase> {
  const database = await openDatabase({ databaseUrl: created.url, poolSize });
  return {
    database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.dropDatabase();
    },
  };
}

/** A fresh database: in-memory PGlite, or a copy of the migrated template on PostgreSQL. */
export async function openTestDatabase(): Promise<OpenedTestDatabase> {
  if (process.env.TEST_DB === 'postgres')
    return openPostgresTestDatabase(await createPostgresTestDatabase(templateDatabase()), 30);
  const database = await openDatabase({ dataDir: 'memory://' });
  return { database, drop: () => database.close() };
}

/**
 * A fresh app on a fresh database; with `peerOf`, a second server process's app on the same
 * PostgreSQL database (for changes made by one process and read through another).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    peerOf?: TestApp;
    webRoot?: string;
    ssrEntry?: string;
    logger?: object;
    /** Wraps the .eml mailer, e.g. with one that fails (the admin's mail settings are then skipped). */
    mailer?: (files: Mailer) => Mailer;
    /** Kinds of booking the test registers besides the ones sold. */
    bookingKinds?: readonly BookingKind[];
    /** A database opened already (e.g. one an older release left, see database-at.ts); closed with the app. */
    database?: OpenedTestDatabase;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'app-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const peerUrl = opts.peerOf?.databaseUrl;
  if (opts.peerOf && !peerUrl) throw new Error('a peer app needs PostgreSQL');
  const { database, drop, url } = opts.database
    ? opts.database
    : peerUrl
      ? {
          database: await openDatabase({ databaseUrl: peerUrl, poolSize: 10 }),
          url: peerUrl,
          drop: async () => {},
        }
      : await openTestDatabase();
  const clock = fixedClock(new Date('2027-06-01T09:00:00Z'));
  const build = async () => {
    const app = await buildApp({
      config,
      database,
      clock,
      jwtSecret: TEST_JWT_SECRET,
      ...(opts.mailer ? { mailer: opts.mailer(createMailer(config, { info() {} })) } : {}),
      ...(opts.webRoot ? { webRoot: opts.webRoot, ssrEntry: opts.ssrEntry } : {}),
      ...(opts.logger ? { logger: opts.logger } : {}),
      ...(opts.bookingKinds ? { bookingKinds: opts.bookingKinds } : {}),
    });
    await app.ready();
    return app;
  };
  const t: TestApp = {
    app: await build(),
    database,
    ...(url ? { databaseUrl: url } : {}),
    config,
    clock,
    dataDir,
    async outbox() {
      try {
        const dir = outboxDir(dataDir);
        const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
        return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
      } catch {
        return [];
      }
    },
    async restart() {
      await t.app.close();
      t.app = await build();
    },
    async close() {
      await t.app.close();
      if (peerUrl) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
