import type { AdminBlogPostRowDto, adminPostListQuery, BlogPostInput } from '@app/shared/blog/schemas';
import { addDays, todayIn } from '@app/shared/common/dates';
import { wallClock, zonedInstant } from '@app/shared/common/wall-clock';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { blogAdminRepository } from './blog-admin.repository.ts';
import { type PostRow, titleIn, toAdminPost } from './blog-admin-dto.ts';
import { writePost } from './post-writer.service.ts';

const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });

/** The blog admin's posts: the overview, the list, one post's editor view, saving, deleting and bulk actions. */
export function blogAdminService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock } = deps;
  const repo = blogAdminRepository(db);
  const zone = deps.timeZone;

  async function adminDto(id: string) {
    const post = await repo.findPost(id);
    if (!post) throw new AppError(404, 'not_found');
    const [translations, tags] = await Promise.all([repo.translations([id]), repo.tagNames([id])]);
    return toAdminPost(post, translations, tags.get(id) ?? [], clock.now(), zone);
  }

  /**
   * When the post goes public. Published: the time given (in the site's time zone), else the time
   * it already went public at, else now (clearing a scheduled time publishes at once, as the editor
   * says). Draft and archived keep what they had.
   */
  function publishedAt(body: BlogPostInput, existing: PostRow | undefined, now: Date): Date | null {
    const had = existing?.publishedAt ?? null;
    if (body.status !== 'published') return had;
    if (body.publishAt) {
      // The editor shows minutes: the same minute sent back keeps the stored instant exactly.
      if (had && wallClock(had, zone) === body.publishAt) return had;
      const [date, time] = body.publishAt.split('T') as [string, string];
      return zonedInstant(date, time, zone);
    }
    if (existing?.status === 'published' && had && had.getTime() <= now.getTime()) return had;
    return now;
  }

  function expectedUpdatedAt(body: BlogPostInput): Date | undefined {
    if (!body.expectedUpdatedAt) return undefined;
    const when = new Date(body.expectedUpdatedAt);
    if (Number.isNaN(when.getTime())) throw fieldError('expectedUpdatedAt', 'invalid_value');
    return when;
  }

  async function save(author: { id: string; name: string }, body: BlogPostInput, existing?: PostRow) {
    if (body.categoryId && !(await repo.categoryExists(body.categoryId)))
      throw fieldError('categoryId', 'invalid_value');
    const now = clock.now();
    const { id } = await writePost(
      db,
      {
        originalLang: body.originalLang,
        slug: body.slug,
        status: body.status,
        featured: body.featured,
        allowComments: body.allowComments,
        featuredImage: body.featuredImage,
        categoryId: body.categoryId,
        tags: body.tags,
        publishedAt: publishedAt(body, existing, now),
        authorId: existing ? existing.authorId : author.id,
        authorName: existing ? existing.authorName : author.name,
        translations: body.translations,
        now,
        ...(existing ? { expectedUpdatedAt: expectedUpdatedAt(body) } : {}),
      },
      existing?.id,
    );
    return adminDto(id);
  }

  return {
    async overview() {
      const now = clock.now();
      const today = todayIn(zone, now);
      return repo.overview(now, { from: addDays(today, -29), to: today });
    },

    async list(query: z.infer<typeof adminPostListQuery>, reader: Language) {
      const { page, limit, status, q } = query;
      const now = clock.now();
      const { rows, total } = await repo.listPosts({ page, limit, status, q }, reader, now);
      const translations = await repo.translations(rows.map((r) => r.post.id));
      const data = rows.map(({ post, category, views, pending, approved }): AdminBlogPostRowDto => {
        const own = translations.filter((t) => t.postId === post.id);
        const { title, lang } = titleIn(own, reader, post.originalLang);
        return {
          _id: post.id,
          slug: post.slug,
          title,
          lang,
          languages: LANGUAGES.filter((l) => own.some((t) => t.lang === l)),
          status: post.status,
          scheduled: post.status === 'published' && !!post.publishedAt && post.publishedAt > now,
          featured: post.featured,
          category: category ?? null,
          publishedAt: post.publishedAt?.toISOString() ?? null,
          updatedAt: post.updatedAt.toISOString(),
          views: Number(views),
          comments: { pending: Number(pending), approved: Number(approved) },
        };
      });
      return { data, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },

    detail: adminDto,

    create: (author: { id: string; name: string }, body: BlogPostInput) => save(author, body),

    async update(id: string, author: { id: string; name: string }, body: BlogPostInput) {
      const existing = await repo.findPost(id);
      if (!existing) throw new AppError(404, 'not_found');
      return save(author, body, existing);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deletePost(id))) throw new AppError(404, 'not_found');
    },

    async bulk(action: 'publish' | 'archive', ids: string[]) {
      const unique = [...new Set(ids)];
      const now = clock.now();
      return action === 'publish' ? repo.bulkPublish(unique, now) : repo.bulkArchive(unique, now);
    },
  };
}
