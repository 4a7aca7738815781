import pg from 'pg';
import { openDatabase } from '../db/client.ts';

export const TEMPLATE_DB = 'app_test_template';

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
    "select datname from pg_database where datname like 'app_test_%'",
  );
  for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DB}"`);
  const templateUrl = withDatabase(url, TEMPLATE_DB);
  const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
  await database.close();
  await admin.end();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
