import { type BlogAnalyticsDto, REFERRER_CATEGORIES } from '@app/shared/blog/schemas';
import { addDays } from '@app/shared/common/dates';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { blogViewsRepository } from './blog-views.repository.ts';
import { postHeadings } from './post-headings.repository.ts';

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
export function blogAdminAnalyticsService(db: Db) {
  const repo = blogViewsRepository(db);
  return {
    async report(from: string, to: string, lang: Language): Promise<BlogAnalyticsDto> {
      if (!isRealDate(from)) throw fieldError('from', 'invalid_date');
      if (!isRealDate(to)) throw fieldError('to', 'invalid_date');
      if (to < from) throw fieldError('to', 'end_before_start');
      const days = daysOf(from, to);
      if (days.length > ANALYTICS_MAX_DAYS) throw fieldError('to', 'range_too_long');

      const { perDay, perPost, perLang, perReferrer } = await repo.periodCounts(from, to, TOP_POSTS);
      const headings = await postHeadings(
        db,
        perPost.map((p) => p.postId),
        lang,
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
        byLanguage: LANGUAGES.map((l) => ({ lang: l, views: byLang.get(l) ?? 0 })),
        byReferrer: REFERRER_CATEGORIES.map((category) => ({
          category,
          views: byReferrer.get(category) ?? 0,
        })),
      };
    },
  };
}
