import { adminCommentDto, adminCommentListDto } from '@app/shared/blog/admin-responses';
import { adminCommentListQuery } from '@app/shared/blog/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, param } from '../../plugins/audit-trail.ts';
import { changes } from '../../plugins/catalog-cache.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const idParam = z.object({ id: z.uuid() });

/** Comment moderation (see blog-admin-comments.service.ts). */
/** Approving or withdrawing a comment changes its post's page (comments and their count) only. */
const changedPost = changes((comment: { post: { _id: string; slug: string } }) => [
  cacheTags.post(comment.post._id),
  cacheTags.post(comment.post.slug),
]);
const changesPosts = changes(() => [cacheTags.posts]);

export async function blogAdminCommentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.blogAdminComments;
  // The audit trail keeps a comment as moderation lists it, named by its author and its post.
  const comment = (action: 'approve' | 'unapprove' | 'delete') =>
    audited({
      entity: 'blog-comment',
      action,
      id: param(),
      read: (id) => service.one(id, 'en'),
      label: (_request, record) => {
        const c = record as { authorName?: string; post?: { title?: string } } | undefined;
        return [c?.authorName, c?.post?.title].filter(Boolean).join(' · ');
      },
    });

  r.get(
    '/blog-admin/comments',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: adminCommentListQuery,
        response: responses({ 200: adminCommentListDto }),
      },
    },
    async (request) => service.list(request.query, request.lang),
  );

  r.post(
    '/blog-admin/comments/:id/approve',
    {
      config: { ...changedPost, ...comment('approve') },
      schema: { tags: ['blog-admin'], params: idParam, response: responses({ 200: adminCommentDto }) },
    },
    (request) => service.setStatus(request.params.id, 'approved', request.lang),
  );

  r.post(
    '/blog-admin/comments/:id/unapprove',
    {
      config: { ...changedPost, ...comment('unapprove') },
      schema: { tags: ['blog-admin'], params: idParam, response: responses({ 200: adminCommentDto }) },
    },
    (request) => service.setStatus(request.params.id, 'pending', request.lang),
  );

  r.delete(
    '/blog-admin/comments/:id',
    // Which post it was on is gone with it: every post's page and list.
    {
      config: { ...changesPosts, ...comment('delete') },
      schema: { tags: ['blog-admin'], params: idParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
