import {
  blogArchiveYearDto,
  blogCategoryDto,
  blogPostDto,
  blogPostSummaryDto,
  blogTagDto,
} from '@app/shared/blog/responses';
import {
  type BlogArchiveYearDto,
  type BlogPostSummaryDto,
  blogPostListQuery,
  type HighlightedText,
} from '@app/shared/blog/schemas';
import { type BlogTagDto, tagNameIn } from '@app/shared/blog/tags';
import { paginatedSchema } from '@app/shared/common/pagination';
import type { Language } from '@app/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { searchWords } from '../../lib/search-words.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { blogRepository, type PostFilters } from './blog.repository.ts';
import { blogCommentRoutes } from './blog-comments.ts';
import { toCategoryDto, toPostDto, toPostSummary } from './blog-dto.ts';
import { searchPosts } from './blog-search.ts';
import { blogViewRoutes } from './blog-views.ts';
import { highlight } from './search-highlight.ts';

const slugParams = z.object({ slug: z.string().trim().min(1).max(160) });

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
export async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { clock, config } = app.deps;
  const repo = blogRepository(db);

  async function summaries(
    ids: string[],
    lang: Language,
    highlighter?: (text: string, lang: Language) => HighlightedText,
  ): Promise<BlogPostSummaryDto[]> {
    const posts = await repo.postsByIds(ids);
    const parts = await repo.parts(posts);
    const byId = new Map(posts.map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const post = byId.get(id);
      const postParts = parts.get(id);
      const dto = post && postParts ? toPostSummary(post, postParts, lang, highlighter) : null;
      return dto ? [dto] : [];
    });
  }

  r.get(
    '/blog/posts',
    {
      config: { publicCache: true },
      schema: {
        tags: ['blog'],
        querystring: blogPostListQuery,
        response: responses({ 200: paginatedSchema(blogPostSummaryDto) }),
      },
    },
    async (request) => {
      const q = request.query;
      const now = clock.now();
      const filters: PostFilters = {
        category: q.category,
        tag: q.tag,
        ...(q.period ? periodRange(q.period, config.BUSINESS_TIMEZONE) : {}),
        featured: q.featured === undefined ? undefined : q.featured === 'true',
      };
      let ids: string[];
      let total: number;
      let highlighter: ((text: string, lang: Language) => HighlightedText) | undefined;
      if (q.q !== undefined) {
        const result = await searchPosts(db, {
          words: searchWords(q.q),
          reader: request.lang,
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
        data: await summaries(ids, request.lang, highlighter),
        total,
        page: q.page,
        totalPages: Math.max(1, Math.ceil(total / q.limit)),
      };
    },
  );

  r.get(
    '/blog/posts/:slug',
    {
      config: { publicCache: true },
      schema: { tags: ['blog'], params: slugParams, response: responses({ 200: blogPostDto }) },
    },
    async (request) => {
      const now = clock.now();
      const post = await repo.publicPostBySlug(request.params.slug, now);
      if (!post) throw new AppError(404, 'not_found');
      const [parts, relatedIds, approvedComments] = await Promise.all([
        repo.parts([post], { withContent: true }),
        repo.relatedIds(post, now),
        repo.approvedCommentCount(post.id),
      ]);
      const postParts = parts.get(post.id);
      const related = await summaries(relatedIds, request.lang);
      const dto = postParts ? toPostDto(post, postParts, request.lang, { related, approvedComments }) : null;
      if (!dto) throw new AppError(404, 'not_found');
      return dto;
    },
  );

  r.get(
    '/blog/categories',
    {
      schema: { tags: ['blog'], response: responses({ 200: z.array(blogCategoryDto) }) },
      config: { publicCache: true },
    },
    async (request) => {
      const rows = await repo.categoriesWithCounts(clock.now());
      const collator = new Intl.Collator(request.lang);
      return rows
        .map((row) => toCategoryDto(row.category, row.postCount, request.lang))
        .sort((a, b) => collator.compare(a.name, b.name));
    },
  );

  r.get(
    '/blog/tags',
    {
      schema: { tags: ['blog'], response: responses({ 200: z.array(blogTagDto) }) },
      config: { publicCache: true },
    },
    async (request): Promise<BlogTagDto[]> => {
      const rows = await repo.tagsWithCounts(clock.now());
      const collator = new Intl.Collator(request.lang);
      return rows
        .map((t) => ({ _id: t.id, slug: t.slug, ...tagNameIn(t, request.lang), postCount: t.postCount }))
        .sort(
          (a, b) =>
            b.postCount - a.postCount || collator.compare(a.name, b.name) || a._id.localeCompare(b._id),
        );
    },
  );

  r.get(
    '/blog/archive',
    {
      schema: { tags: ['blog'], response: responses({ 200: z.array(blogArchiveYearDto) }) },
      config: { publicCache: true },
    },
    async () => {
      const months = await repo.months(clock.now(), config.BUSINESS_TIMEZONE);
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
  );

  await app.register(blogCommentRoutes);
  await app.register(blogViewRoutes);
}
