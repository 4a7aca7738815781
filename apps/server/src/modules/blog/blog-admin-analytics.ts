import { blogAnalyticsDto } from '@app/shared/blog/admin-responses';
import { analyticsQuery, type BlogAnalyticsDto, REFERRER_CATEGORIES } from '@app/shared/blog/schemas';
import { addDays } from '@app/shared/common/dates';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { and, desc, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogPostViews } from '../../db/schema/blog.ts';
import { AppError } from '../../lib/app-error.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { postHeadings } from './post-headings.ts';

export const ANALYTICS_MAX_DAYS = 366;
const TOP_POSTS = 10;

const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });
const isRealDate = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** Every day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length <= ANALYTICS_MAX_DAYS; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Views per day (zeros included), top posts, and views by language and referrer category. */
export async function blogAdminAnalyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    '/blog-admin/analytics',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: analyticsQuery,
        response: responses({ 200: blogAnalyticsDto }),
      },
    },
    async (request): Promise<BlogAnalyticsDto> => {
      const { from, to } = request.query;
      if (!isRealDate(from)) throw fieldError('from', 'invalid_date');
      if (!isRealDate(to)) throw fieldError('to', 'invalid_date');
      if (to < from) throw fieldError('to', 'end_before_start');
      const days = daysOf(from, to);
      if (days.length > ANALYTICS_MAX_DAYS) throw fieldError('to', 'range_too_long');

      const inPeriod = and(gte(blogPostViews.day, from), lte(blogPostViews.day, to));
      const views = sql<number>`count(*)::int`;
      const [perDay, perPost, perLang, perReferrer] = await Promise.all([
        db
          .select({ day: blogPostViews.day, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.day),
        db
          .select({ postId: blogPostViews.postId, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.postId)
          .orderBy(desc(views), blogPostViews.postId)
          .limit(TOP_POSTS),
        db
          .select({ lang: blogPostViews.lang, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.lang),
        db
          .select({ referrer: blogPostViews.referrer, views })
          .from(blogPostViews)
          .where(inPeriod)
          .groupBy(blogPostViews.referrer),
      ]);

      const headings = await postHeadings(
        db,
        perPost.map((p) => p.postId),
        request.lang,
      );

      const byDay = new Map(perDay.map((d) => [d.day, Number(d.views)]));
      const byLang = new Map(perLang.map((l) => [l.lang, Number(l.views)]));
      const byReferrer = new Map(perReferrer.map((x) => [x.referrer, Number(x.views)]));
      return {
        from,
        to,
        total: [...byDay.values()].reduce((sum, n) => sum + n, 0),
        perDay: days.map((day) => ({ day, views: byDay.get(day) ?? 0 })),
        topPosts: perPost.flatMap((p) => {
          const post = headings.get(p.postId);
          return post ? [{ ...post, views: Number(p.views) }] : [];
        }),
        byLanguage: LANGUAGES.map((lang) => ({ lang, views: byLang.get(lang) ?? 0 })),
        byReferrer: REFERRER_CATEGORIES.map((category) => ({
          category,
          views: byReferrer.get(category) ?? 0,
        })),
      };
    },
  );
}
