import { LANGUAGES, type Language, textSearchConfig } from '@app/shared/i18n/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { prefixQueryText } from '../../lib/search-words.ts';
import { type PostFilters, postConditions } from './blog.repository.ts';

export interface SearchResult {
  hits: { id: string; rank: number }[];
  total: number;
  /** Per language, the query words that count there (its stop words left out), for highlighting. */
  wordsByLang: Record<Language, string[]>;
}

const list = (items: SQL[]) => sql.join(items, sql`, `);

/**
 * Leaves out, per language, the words its dictionary ignores (`the`, `ve`, `في`): they would
 * otherwise have to appear as a prefix of some word of the post.
 */
async function wordsPerLanguage(db: Db, words: string[]): Promise<Record<Language, string[]>> {
  const counts = LANGUAGES.map(
    (lang) =>
      sql`numnode(plainto_tsquery(${textSearchConfig(lang)}::regconfig, u.w)) as ${sql.identifier(lang)}`,
  );
  const rows = rowsOf<{ w: string } & Record<Language, number>>(
    await db.execute(sql`
      select u.w, ${list(counts)}
      from unnest(array[${list(words.map((w) => sql`${w}`))}]::text[]) with ordinality as u(w, i)
      order by u.i`),
  );
  const out = noWords();
  for (const row of rows) for (const lang of LANGUAGES) if (Number(row[lang]) > 0) out[lang].push(row.w);
  return out;
}

const noWords = () =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, [] as string[]])) as Record<Language, string[]>;

/**
 * The tsquery of one language: every word must match, either as its stem in the language's
 * dictionary or as a prefix of a folded word (Turkish İ/I/ı/i and Arabic letter forms unified).
 * Words are bound parameters.
 */
function languageQuery(lang: Language, words: string[]): SQL {
  const cfg = textSearchConfig(lang);
  const terms = words.map((w) => {
    const stem = sql`plainto_tsquery(${cfg}::regconfig, ${w})`;
    const prefix = prefixQueryText(w);
    return prefix ? sql`(${stem} || to_tsquery('simple', ${prefix}))` : stem;
  });
  return sql.join(terms, sql` && `);
}

/**
 * Public posts any of whose translations match every word, best first: `ts_rank_cd` over the
 * weighted vectors (title above tags and excerpt above content), with a match in the reader's
 * language counting double, then the newest.
 */
export async function searchPosts(
  db: Db,
  opts: {
    words: string[];
    reader: Language;
    filters: PostFilters;
    now: Date;
    page: number;
    limit: number;
  },
): Promise<SearchResult> {
  if (opts.words.length === 0) return { hits: [], total: 0, wordsByLang: noWords() };
  const wordsByLang = await wordsPerLanguage(db, opts.words);
  const queries = LANGUAGES.filter((lang) => wordsByLang[lang].length > 0).map(
    (lang) => sql`(${lang}, ${languageQuery(lang, wordsByLang[lang])})`,
  );
  if (queries.length === 0) return { hits: [], total: 0, wordsByLang };

  const base = sql`
    with q(lang, query) as (values ${list(queries)}),
    hits as (
      select t.post_id,
        max(ts_rank_cd(t.search, q.query) * case when t.lang = ${opts.reader} then 2 else 1 end) as rank
      from blog_post_translations t
      join q on q.lang = t.lang
      where t.search @@ q.query
      group by t.post_id
    )`;
  const where = postConditions(opts.filters, opts.now);
  const rows = rowsOf<{ id: string; rank: number; total: number }>(
    await db.execute(sql`${base}
      select p.id, h.rank, count(*) over ()::int as total
      from hits h
      join blog_posts p on p.id = h.post_id
      where ${where}
      order by h.rank desc, p.published_at desc, p.id
      limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && opts.page > 1) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`${base}
        select count(*)::int as n from hits h join blog_posts p on p.id = h.post_id where ${where}`),
    );
    total = Number(row?.n ?? 0);
  }
  return { hits: rows.map((r) => ({ id: r.id, rank: Number(r.rank) })), total, wordsByLang };
}
