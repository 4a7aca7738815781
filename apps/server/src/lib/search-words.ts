import { type SQL, sql } from 'drizzle-orm';
import { foldedContainsPattern, foldForSearch, foldForSearchSql } from './text-fold.ts';

/** At most this many words of a query are searched for. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search query: runs of letters, digits and combining marks of any script, each at
 * most once (by folded form), at most eight. A suffix after an apostrophe is dropped, as Turkish
 * writes it after a name (`Trabzon'da` → `Trabzon`). Punctuation alone gives no words.
 */
export function searchWords(query: string): string[] {
  const cleaned = query.normalize('NFC').replace(/(?<=[\p{L}\p{N}\p{M}])['’ʼ][\p{L}\p{M}]*/gu, ' ');
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of cleaned.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) {
    const folded = foldForSearch(word);
    if (!/[\p{L}\p{N}]/u.test(folded) || seen.has(folded)) continue;
    seen.add(folded);
    words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/**
 * The tsquery text of a folded prefix search for one word, e.g. `'manastir':*`. The word holds
 * only letters, digits and marks; quotes and backslashes are escaped all the same. It is sent as
 * a bound parameter, never spliced into SQL.
 */
export function prefixQueryText(word: string): string | null {
  const folded = foldForSearch(word).replace(/[^\p{L}\p{N}\p{M}]/gu, '');
  if (!folded) return null;
  return `'${folded.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;
}

/**
 * SQL true when every word of the query is found somewhere in `haystack`, both folded as search
 * folds them (`uzungol` finds Uzungöl, `SUMELA` Sümela, `طرابزون` with or without diacritics).
 * A query without any word matches nothing.
 */
export function everyWordIn(haystack: SQL, query: string): SQL {
  const words = searchWords(query);
  if (words.length === 0) return sql`false`;
  const folded = foldForSearchSql(haystack);
  return sql`(${sql.join(
    words.map((word) => sql`${folded} like ${foldedContainsPattern(word)}`),
    sql` and `,
  )})`;
}
