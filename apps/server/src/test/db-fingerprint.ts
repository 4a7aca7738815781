import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../lib/db-rows.ts';

export type Fingerprint = Record<string, string>;

/**
 * A reader of a cheap fingerprint of the whole database: for every table of the app, its row count
 * and a sum of its rows' hashes, so any insert, update or delete shows. The tables are read once
 * from the catalogue: a table added later is covered without touching this file.
 */
export async function fingerprintReader(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((t) => t.name);
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as digest from "${name}" t`,
      )
      .join(' union all '),
  );
  return async () => {
    const rows = rowsOf<{ name: string; digest: string }>(await db.execute(query));
    return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
  };
}

/** The tables whose fingerprint differs, e.g. `bookings 3:… → 4:…`. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name] ?? '-'} → ${after[name] ?? '-'}`);
}
