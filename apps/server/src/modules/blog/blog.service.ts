import type {
  BlogArchiveYearDto,
  BlogPostListQuery,
  BlogPostSummaryDto,
  HighlightedText,
} from '@app/shared/blog/schemas';
import { type BlogTagDto, tagNameIn } from '@app/shared/blog/tags';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { searchWords } from '../../lib/search-words.ts';
import { blogRepository, type PostFilters } from './blog.repository.ts';
import { toCategoryDto, toPostDto, toPostSummary } from './blog-dto.ts';
import { searchPosts } from './blog-search.repository.ts';
import { highlight } from './search-highlight.ts';

/** `YYYY` or `YYYY-MM` as the instants it spans in the time zone: [from, to). */
export function periodRange(period: string, timeZone: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number | undefined];
  const start = month ? { y: year, m: month } : { y: year, m: 1 };
  const end = month
    ? month === 12
      ? { y: year + 1, m: 1 }
      : { y: year, m: month + 1 }
    : { y: year + 1, m: 1 };
  const day = (p: { y: number; m: number }) =>
    `${String(p.y).padStart(4, '0')}-${String(p.m).padStart(2, '0')}-01`;
  return { from: zonedInstant(day(start), '00:00', timeZone), to: zonedInstant(day(end), '00:00', timeZone) };
}

/**
 * The public blog: posts newest first (featured ones on top of the unfiltered list), a post's page
 * in the reader's language or the one it was written in, categories, tags, the archive and
 * search. Public means published with its publish time passed by the server's clock; anything
 * else is a 404 and counts nowhere.
 */
export function blogService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  const repo = blogRepository(db);

  async function summaries(
    ids: string[],
    lang: Language,
    highlighter?: (text: string, lang: Language) => HighlightedText,
  ): Promise<BlogPostSummaryDto[]> {
    const cards = new Map((await repo.postCards(ids)).map((card) => [card.post.id, card]));
    return ids.flatMap((id) => {
      const card = cards.get(id);
      const dto = card ? toPostSummary(card.post, card.parts, lang, highlighter) : null;
      return dto ? [dto] : [];
    });
  }

  return {
    async list(q: BlogPostListQuery, reader: Language) {
      const now = clock.now();
      const filters: PostFilters = {
        category: q.category,
        tag: q.tag,
        ...(q.period ? periodRange(q.period, timeZone) : {}),
        featured: q.featured === undefined ? undefined : q.featured === 'true',
      };
      let ids: string[];
      let total: number;
      let highlighter: ((text: string, lang: Language) => HighlightedText) | undefined;
      if (q.q !== undefined) {
        const result = await searchPosts(db, {
          words: searchWords(q.q),
          reader,
          filters,
          now,
          page: q.page,
          limit: q.limit,
        });
        ids = result.hits.map((h) => h.id);
        total = result.total;
        highlighter = (text, lang) => highlight(text, result.wordsByLang[lang]);
      } else {
        const featuredFirst = !q.category && !q.tag && !q.period && q.featured === undefined;
        ({ ids, total } = await repo.listIds(filters, now, { page: q.page, limit: q.limit, featuredFirst }));
      }
      return {
        data: await summaries(ids, reader, highlighter),
        total,
        page: q.page,
        totalPages: Math.max(1, Math.ceil(total / q.limit)),
      };
    },

    async post(slug: string, lang: Language) {
      const now = clock.now();
      const page = await repo.publicPostPage(slug, now);
      if (!page) throw new AppError(404, 'not_found');
      const related = await summaries(page.relatedIds, lang);
      const dto = toPostDto(page.post, page.parts, lang, {
        related,
        approvedComments: page.approvedComments,
      });
      if (!dto) throw new AppError(404, 'not_found');
      return dto;
    },

    async categories(lang: Language) {
      const rows = await repo.categoriesWithCounts(clock.now());
      const collator = new Intl.Collator(lang);
      return rows
        .map((row) => toCategoryDto(row.category, row.postCount, lang))
        .sort((a, b) => collator.compare(a.name, b.name));
    },

    async tags(lang: Language): Promise<BlogTagDto[]> {
      const rows = await repo.tagsWithCounts(clock.now());
      const collator = new Intl.Collator(lang);
      return rows
        .map((t) => ({ _id: t.id, slug: t.slug, ...tagNameIn(t, lang), postCount: t.postCount }))
        .sort(
          (a, b) =>
            b.postCount - a.postCount || collator.compare(a.name, b.name) || a._id.localeCompare(b._id),
        );
    },

    async archive(): Promise<BlogArchiveYearDto[]> {
      const months = await repo.months(clock.now(), timeZone);
      const years: BlogArchiveYearDto[] = [];
      for (const { month, count } of months) {
        const year = Number(month.slice(0, 4));
        let entry = years.at(-1);
        if (entry?.year !== year) {
          entry = { year, count: 0, months: [] };
          years.push(entry);
        }
        entry.count += count;
        entry.months.push({ month, count });
      }
      return years;
    },
  };
}
