import {
  foldForSearch,
  LIGATURES,
  MARKED_LATIN,
  PLAIN_LATIN,
  TURKISH_LOWER,
  TURKISH_UPPER,
} from '@app/shared/common/text-fold';
import { type SQL, sql } from 'drizzle-orm';

export { foldForSearch, foldText } from '@app/shared/common/text-fold';

/** `foldText` in SQL: the Turkish capitals lowered explicitly, then lower(). */
export function foldSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${TURKISH_UPPER}, ${TURKISH_LOWER}))`;
}

const ARABIC_MARK_CHARS = [
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)),
  '\u0670',
  '\u0640',
].join('');

/** `foldForSearch` in SQL: the same folding of a column, for LIKE matches against a folded pattern. */
export function foldForSearchSql(expression: SQL): SQL {
  // translate() deletes the characters that have no counterpart: the marks after the eight letters.
  const written = LIGATURES.reduce<SQL>(
    (out, [ligature, letters]) => sql`replace(${out}, ${ligature}, ${letters})`,
    foldSql(expression),
  );
  return sql`translate(${written}, ${`${MARKED_LATIN}أإآٱىةؤئ${ARABIC_MARK_CHARS}`}, ${`${PLAIN_LATIN}اااايهوي`})`;
}

/** A LIKE pattern matching the search-folded text anywhere, with the wildcards escaped. */
export function foldedContainsPattern(value: string): string {
  return `%${foldForSearch(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
