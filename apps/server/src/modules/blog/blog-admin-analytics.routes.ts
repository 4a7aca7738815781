import { blogAnalyticsDto } from '@app/shared/blog/admin-responses';
import { analyticsQuery } from '@app/shared/blog/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/openapi-responses.ts';

/** Views per day, top posts, and views by language and referrer (see blog-admin-analytics.service.ts). */
export async function blogAdminAnalyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.blogAdminAnalytics;

  r.get(
    '/blog-admin/analytics',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: analyticsQuery,
        response: responses({ 200: blogAnalyticsDto }),
      },
    },
    async (request) => service.report(request.query.from, request.query.to, request.lang),
  );
}
