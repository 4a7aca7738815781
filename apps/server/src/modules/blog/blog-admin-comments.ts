import { adminCommentDto, adminCommentListDto } from '@app/shared/blog/admin-responses';
import {
  type AdminCommentDto,
  type AdminCommentListDto,
  adminCommentListQuery,
  type CommentStatus,
} from '@app/shared/blog/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogComments } from '../../db/schema/blog.ts';
import { AppError } from '../../lib/app-error.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { postHeadings } from './post-headings.ts';

type CommentRow = typeof blogComments.$inferSelect;

const idParam = z.object({ id: z.uuid() });

/** Comments with their post's slug and title (in the reader's language, else the post's own). */
async function toDtos(db: Db, rows: CommentRow[], lang: Language): Promise<AdminCommentDto[]> {
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

/** Moderation: pending and approved comments with their counts; approve, unapprove, delete. */
export async function blogAdminCommentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { clock } = app.deps;

  r.get(
    '/blog-admin/comments',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: adminCommentListQuery,
        response: responses({ 200: adminCommentListDto }),
      },
    },
    async (request): Promise<AdminCommentListDto> => {
      const { page, limit, status } = request.query;
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(blogComments)
          .where(eq(blogComments.status, status))
          .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({
            pending: sql<number>`count(*) filter (where ${blogComments.status} = 'pending')::int`,
            approved: sql<number>`count(*) filter (where ${blogComments.status} = 'approved')::int`,
          })
          .from(blogComments),
      ]);
      const pending = Number(counts?.pending ?? 0);
      const approved = Number(counts?.approved ?? 0);
      const total = status === 'pending' ? pending : approved;
      return {
        data: await toDtos(db, rows, request.lang),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        counts: { pending, approved },
      };
    },
  );

  async function setStatus(id: string, status: CommentStatus, lang: Language): Promise<AdminCommentDto> {
    const [row] = await db
      .update(blogComments)
      .set({
        status,
        // Approving twice keeps the first approval's time.
        approvedAt:
          status === 'approved'
            ? sql`coalesce(${blogComments.approvedAt}, ${clock.now().toISOString()}::timestamptz)`
            : null,
      })
      .where(eq(blogComments.id, id))
      .returning();
    const [dto] = row ? await toDtos(db, [row], lang) : [];
    if (!dto) throw new AppError(404, 'not_found');
    return dto;
  }

  r.post(
    '/blog-admin/comments/:id/approve',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 200: adminCommentDto }) } },
    (request) => setStatus(request.params.id, 'approved', request.lang),
  );

  r.post(
    '/blog-admin/comments/:id/unapprove',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 200: adminCommentDto }) } },
    (request) => setStatus(request.params.id, 'pending', request.lang),
  );

  r.delete(
    '/blog-admin/comments/:id',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 204: noContent }) } },
    async (request, reply) => {
      const rows = await db
        .delete(blogComments)
        .where(eq(blogComments.id, request.params.id))
        .returning({ id: blogComments.id });
      if (!rows.length) throw new AppError(404, 'not_found');
      return reply.code(204).send(null);
    },
  );
}
