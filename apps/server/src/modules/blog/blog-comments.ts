import { emailProblem } from '@app/shared/auth/rules';
import { blogCommentDto, commentReceiptDto } from '@app/shared/blog/responses';
import { type CommentReceiptDto, commentInput } from '@app/shared/blog/schemas';
import { paginatedSchema, paginationQuery } from '@app/shared/common/pagination';
import type { ProblemFieldError } from '@app/shared/errors/codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { blogRepository } from './blog.repository.ts';
import { toCommentDto } from './blog-dto.ts';
import { cleanCommentBody, cleanLine } from './comment-text.ts';

const slugParams = z.object({ slug: z.string().trim().min(1).max(160) });
const commentListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The while in which one address may send `COMMENT_RATE_LIMIT_PER_IP` comments. */
const WINDOW_MS = 10 * 60_000;

/**
 * A public post's comments: approved ones oldest first (never an email), and the form, whose
 * comments wait for a moderator. Five comments per ten minutes from one address (the
 * `COMMENT_RATE_LIMIT_PER_IP` setting); a filled honeypot field gets the same answer as a real
 * comment and nothing is stored.
 */
export async function blogCommentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, clock } = app.deps;
  const repo = blogRepository(database.db);
  const perIp = new RateLimiter(config.COMMENT_RATE_LIMIT_PER_IP, WINDOW_MS, () => clock.now().getTime());

  r.get(
    '/blog/posts/:slug/comments',
    {
      config: { publicCache: true },
      schema: {
        tags: ['blog'],
        params: slugParams,
        querystring: commentListQuery,
        response: responses({ 200: paginatedSchema(blogCommentDto) }),
      },
    },
    async (request) => {
      const post = await repo.publicPostBySlug(request.params.slug, clock.now());
      if (!post) throw new AppError(404, 'not_found');
      const { page, limit } = request.query;
      const { rows, total } = await repo.approvedComments(post.id, page, limit);
      return {
        data: rows.map(toCommentDto),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },
  );

  r.post(
    '/blog/posts/:slug/comments',
    {
      schema: {
        tags: ['blog'],
        params: slugParams,
        body: commentInput,
        response: responses({ 202: commentReceiptDto }),
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const post = await repo.publicPostBySlug(request.params.slug, now);
      if (!post) throw new AppError(404, 'not_found');
      if (!post.allowComments) throw new AppError(409, 'comments_closed');

      const body = request.body;
      const name = cleanLine(body.name);
      const text = cleanCommentBody(body.body);
      const errors: Omit<ProblemFieldError, 'message'>[] = [];
      if (!name) errors.push({ field: 'name', code: 'required' });
      const emailCode = emailProblem(body.email);
      if (emailCode) errors.push({ field: 'email', code: emailCode });
      if (text.length < 2) errors.push({ field: 'body', code: 'too_short' });
      if (errors.length) throw new AppError(400, 'validation_failed', { errors });

      const { allowed, retryAfterSeconds } = perIp.hit(request.ip);
      if (!allowed)
        throw new AppError(429, 'rate_limited', { headers: { 'Retry-After': String(retryAfterSeconds) } });

      const receipt: CommentReceiptDto = { status: 'pending' };
      // Bots fill the hidden field: they get the usual answer and nothing is kept.
      if (body.website?.trim()) return reply.code(202).send(receipt);

      const auth = await request.getAuth();
      await repo.addComment({
        postId: post.id,
        userId: auth?.user.id ?? null,
        authorName: name,
        authorEmail: body.email.trim(),
        body: text,
        lang: body.lang ?? request.lang,
        status: 'pending',
        createdAt: now,
      });
      return reply.code(202).send(receipt);
    },
  );
}
