import { createHash } from 'node:crypto';
import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
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

/**
 * Values to build a statement with once: each defined value becomes a placeholder named
 * `prefix + key`, and a null the literal `null` (a column left out keeps its default, as when the
 * values are given); `shape` names which keys were given and which were null, and `params` are the
 * values the placeholders take.
 */
export function placeholdersOf<T extends Record<string, unknown>>(prefix: string, values: T) {
  const keys = Object.keys(values)
    .filter((k) => values[k] !== undefined)
    .sort();
  return {
    shape: keys.map((k) => (values[k] === null ? `${k}=null` : k)).join(','),
    placeholders: Object.fromEntries(
      keys.map((k) => [k, values[k] === null ? sql`null` : sql.placeholder(`${prefix}${k}`)]),
    ) as { [K in keyof T]: T[K] | Placeholder | SQL },
    params: Object.fromEntries(
      keys.filter((k) => values[k] !== null).map((k) => [`${prefix}${k}`, values[k]]),
    ),
  };
}

const built = new Map<string, Query>();

/**
 * Runs a statement built once per `shape` (by `build`, with placeholders: see placeholdersOf) as a
 * named prepared statement with `params`: the query builder's work is done once, not per request.
 * Column encoders (JSON, timestamps) still apply to each value, as when built with the values.
 */
export async function preparedShape<T>(
  db: Db,
  shape: string,
  build: () => SQL,
  params: Record<string, unknown>,
): Promise<T[]> {
  let query = built.get(shape);
  if (!query) {
    query = dialect.sqlToQuery(build());
    if (built.size >= MAX_NAMES) built.clear();
    built.set(shape, query);
  }
  const result = await db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute(params);
  return rowsOf<T>(result);
}
