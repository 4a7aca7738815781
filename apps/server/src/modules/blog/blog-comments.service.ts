import { emailProblem } from '@app/shared/auth/rules';
import type { CommentInput, CommentReceiptDto } from '@app/shared/blog/schemas';
import type { ProblemFieldError } from '@app/shared/errors/codes';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { blogRepository } from './blog.repository.ts';
import { toCommentDto } from './blog-dto.ts';
import { cleanCommentBody, cleanLine } from './comment-text.ts';

/**
 * A public post's comments: approved ones oldest first (never an email), and new ones, which wait
 * for a moderator; a filled honeypot field gets the same answer as a real comment and nothing is stored.
 */
export function blogCommentsService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;
  const repo = blogRepository(deps.db);

  return {
    async approved(slug: string, page: number, limit: number) {
      const found = await repo.approvedCommentsPage(slug, clock.now(), page, limit);
      if (!found) throw new AppError(404, 'not_found');
      const { rows, total } = found;
      return {
        data: rows.map(toCommentDto),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** `throttle` runs once the comment is valid, before anything is stored (it throws when over the limit). */
    async add(
      slug: string,
      body: CommentInput,
      from: { userId: () => Promise<string | null>; lang: Language; throttle: () => Promise<void> },
    ): Promise<CommentReceiptDto> {
      const now = clock.now();
      const post = await repo.publicPostBySlug(slug, now);
      if (!post) throw new AppError(404, 'not_found');
      if (!post.allowComments) throw new AppError(409, 'comments_closed');

      const name = cleanLine(body.name);
      const text = cleanCommentBody(body.body);
      const errors: Omit<ProblemFieldError, 'message'>[] = [];
      if (!name) errors.push({ field: 'name', code: 'required' });
      const emailCode = emailProblem(body.email);
      if (emailCode) errors.push({ field: 'email', code: emailCode });
      if (text.length < 2) errors.push({ field: 'body', code: 'too_short' });
      if (errors.length) throw new AppError(400, 'validation_failed', { errors });

      await from.throttle();

      const receipt: CommentReceiptDto = { status: 'pending' };
      // Bots fill the hidden field: they get the usual answer and nothing is kept.
      if (body.website?.trim()) return receipt;

      await repo.addComment({
        postId: post.id,
        userId: await from.userId(),
        authorName: name,
        authorEmail: body.email.trim(),
        body: text,
        lang: body.lang ?? from.lang,
        status: 'pending',
        createdAt: now,
      });
      return receipt;
    },
  };
}
