import type { AdminCommentDto, AdminCommentListDto, CommentStatus } from '@app/shared/blog/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { blogAdminCommentsRepository, type CommentRow } from './blog-admin-comments.repository.ts';
import { postHeadings } from './post-headings.repository.ts';

/** Moderation: pending and approved comments with their counts; approve, unapprove, delete. */
export function blogAdminCommentsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = blogAdminCommentsRepository(db);

  /** Comments with their post's slug and title (in the reader's language, else the post's own). */
  async function toDtos(rows: CommentRow[], lang: Language): Promise<AdminCommentDto[]> {
    const headings = await postHeadings(
      db,
      rows.map((c) => c.postId),
      lang,
    );
    return rows.flatMap((c) => {
      const post = headings.get(c.postId);
      if (!post) return [];
      return [
        {
          _id: c.id,
          authorName: c.authorName,
          authorEmail: c.authorEmail,
          body: c.body,
          lang: c.lang,
          status: c.status,
          createdAt: c.createdAt.toISOString(),
          post,
        },
      ];
    });
  }

  return {
    async list(
      query: { page: number; limit: number; status: CommentStatus },
      lang: Language,
    ): Promise<AdminCommentListDto> {
      const { page, limit, status } = query;
      const { rows, pending, approved } = await repo.page(status, page, limit);
      const total = status === 'pending' ? pending : approved;
      return {
        data: await toDtos(rows, lang),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        counts: { pending, approved },
      };
    },

    /** One comment as moderation lists it (404 when there is none). */
    async one(id: string, lang: Language): Promise<AdminCommentDto> {
      const row = await repo.byId(id);
      const [dto] = row ? await toDtos([row], lang) : [];
      if (!dto) throw new AppError(404, 'not_found');
      return dto;
    },

    async setStatus(id: string, status: CommentStatus, lang: Language): Promise<AdminCommentDto> {
      const row = await repo.setStatus(id, status, clock.now());
      const [dto] = row ? await toDtos([row], lang) : [];
      if (!dto) throw new AppError(404, 'not_found');
      return dto;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.remove(id))) throw new AppError(404, 'not_found');
    },

    /** How many comments an account wrote and its latest `limit` (for the admin's view of it). */
    async byAuthor(userId: string, limit: number, lang: Language) {
      const { rows, total } = await repo.byAuthor(userId, limit);
      return { total, latest: await toDtos(rows, lang) };
    },

    /**
     * Before an account is deleted, in its transaction: its comments stay, with the author shown
     * as `names` in each comment's language, no email and no link to the account. Answers the
     * posts whose comments changed (id and slug, as their pages are known).
     */
    async anonymiseAuthor(
      userId: string,
      names: Readonly<Record<Language, string>>,
      { tx }: { tx: Db },
    ): Promise<{ count: number; posts: { postId: string; slug: string }[] }> {
      const changed = await blogAdminCommentsRepository(tx).anonymiseAuthor(userId, names, names.en);
      const ids = [...new Set(changed.map((c) => c.postId))];
      const headings = await postHeadings(tx, ids, 'en');
      return {
        count: changed.length,
        posts: ids.map((postId) => ({ postId, slug: headings.get(postId)?.slug ?? postId })),
      };
    },
  };
}
export type BlogAdminCommentsService = ReturnType<typeof blogAdminCommentsService>;
