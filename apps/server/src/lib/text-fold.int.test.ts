import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { openTestDatabase } from '../test/harness.ts';
import { rowsOf } from './db-rows.ts';
import { foldForSearch, foldForSearchSql } from './text-fold.ts';

/** What readers type and what authors write, in the five languages the site speaks. */
const WRITTEN = [
  'Uzungöl',
  'İSTANBUL',
  'ŞAVŞAT',
  'Café de la Tour',
  'CRÈME BRÛLÉE',
  'Cœur de Trabzon',
  'Ægée',
  'L’Haÿ',
  'Señora Peña',
  'ESPAÑA',
  'Menú del día',
  'Pingüino',
  'Français',
  'طرابزون',
  'أُوزُنْجول',
];

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
});

afterAll(async () => drop());

describe('search folding in JavaScript and in SQL', () => {
  it('take French and Spanish marks off as it does Turkish ones', () => {
    expect(WRITTEN.map(foldForSearch)).toEqual([
      'uzungol',
      'istanbul',
      'savsat',
      'cafe de la tour',
      'creme brulee',
      'coeur de trabzon',
      'aegee',
      'l’hay',
      'senora pena',
      'espana',
      'menu del dia',
      'pinguino',
      'francais',
      'طرابزون',
      'اوزنجول',
    ]);
  });

  it('fold the same in the database as in JavaScript, whatever its collation', async () => {
    const rows = rowsOf<{ folded: string }>(
      await db.execute(
        sql`select ${foldForSearchSql(sql`w`)} as folded from unnest(array[${sql.join(
          WRITTEN.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) with ordinality as u(w, i) order by u.i`,
      ),
    );
    expect(rows.map((row) => row.folded)).toEqual(WRITTEN.map(foldForSearch));
  });
});
