import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsOf } from './db-rows.ts';

const dialect = new PgDialect();
const names = new Map<string, string>();
/** Statement texts remembered by name; a query built from filters has a few hundred shapes at most. */
const MAX_NAMES = 2000;

/** One name per statement text: PostgreSQL plans it once per connection, then only binds values. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `query` as a named prepared statement (node-postgres parses and plans it once per connection;
 * embedded PGlite runs it as usual) and answers its rows. Values stay bound parameters; the name
 * comes from the statement's text, so the same text always has the same name.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const result = await db._.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
  return rowsOf<T>(result);
}
