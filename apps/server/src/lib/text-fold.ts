import { type SQL, sql } from 'drizzle-orm';

/**
 * Case folding that works the same in JavaScript and in SQL whatever the database collation:
 * the Turkish İ, I and ı all become i, and the Turkish capitals are lowered explicitly (lower()
 * under the C collation only knows ASCII).
 */
const UPPER = 'İIıÖÜÇŞĞÂÎÛ';
const LOWER = 'iiiöüçşğâîû';

export function foldText(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = UPPER.indexOf(ch);
    out += i >= 0 ? LOWER[i] : ch;
  }
  return out.toLowerCase();
}

export function foldSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${UPPER}, ${LOWER}))`;
}

/** A LIKE pattern matching the folded text anywhere, with the wildcards escaped. */
export function containsPattern(value: string): string {
  return `%${foldText(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
