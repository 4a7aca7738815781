import pg from 'pg';
import { openDatabase } from '../db/client.ts';

/**
 * Test databases are named after the database in TEST_DATABASE_URL, so runs pointed at different
 * databases (two checkouts, CI beside a developer) never drop each other's.
 */
export function testDatabasePrefix(url = process.env.TEST_DATABASE_URL ?? ''): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1))
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 24);
  return `app_test_${base || 'postgres'}_`;
}

export const templateDatabase = () => `${testDatabasePrefix()}template`;

/** Once per run: a freshly migrated template database that every test file copies. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at TEST_DATABASE_URL (${(error as Error).message})`);
  }
  const stale = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [testDatabasePrefix(url)],
  );
  for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
  await admin.query(`create database "${templateDatabase()}"`);
  const templateUrl = withDatabase(url, templateDatabase());
  const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
  await database.close();
  await admin.end();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
