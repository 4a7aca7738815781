import { paginatedSchema } from '@app/shared/common/pagination';
import { pathSegment } from '@app/shared/common/text-field';
import { destinationAdminDto, destinationDto } from '@app/shared/destinations/responses';
import { destinationInput, destinationListQuery } from '@app/shared/destinations/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const idParam = z.object({ id: pathSegment(120) });
const uuidParam = z.object({ id: z.uuid() });

/** A destination is shown with its counts of published hotels and packages. */
const SHOWS = [cacheTags.destinations, cacheTags.hotels, cacheTags.packages];
/** Destinations are named in hotel and package answers too: all of them are tagged `destinations`. */
const changedDestinations = changes(() => [cacheTags.destinations]);

export async function destinationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.destinations;
  const admin = { preValidation: requireRole('admin') };
  const destination = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'destination',
      action,
      id: action === 'create' ? createdId : param(),
      read: (id) => service.detail(id, 'en', true),
    });

  r.get(
    '/destinations',
    {
      config: cachedAs(() => SHOWS),
      schema: {
        tags: ['destinations'],
        querystring: destinationListQuery,
        response: responses({ 200: paginatedSchema(destinationDto) }),
      },
    },
    async (request) => service.list(request.query, request.lang),
  );

  r.get(
    '/destinations/featured',
    {
      config: cachedAs(() => SHOWS),
      schema: { tags: ['destinations'], response: responses({ 200: z.array(destinationDto) }) },
    },
    async (request) => service.featured(request.lang),
  );

  r.get(
    '/destinations/popular',
    {
      config: cachedAs(() => [...SHOWS, cacheTags.popularity]),
      schema: {
        tags: ['destinations'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
        response: responses({ 200: z.array(destinationDto) }),
      },
    },
    async (request) => service.popular(request.query.limit, request.lang),
  );

  r.get(
    '/destinations/slug/:slug',
    {
      config: cachedAs(() => SHOWS),
      schema: {
        tags: ['destinations'],
        params: z.object({ slug: pathSegment(120) }),
        response: responses({ 200: destinationDto }),
      },
    },
    async (request) => service.bySlug(request.params.slug, request.lang),
  );

  r.get(
    '/destinations/:id',
    {
      config: cachedAs(() => SHOWS),
      schema: {
        tags: ['destinations'],
        params: idParam,
        ...sessionOptional,
        querystring: z.object({ admin: z.enum(['true', 'false']).optional() }),
        // The editor's view (every translation) with `?admin=true`, else the reader's.
        response: responses({ 200: z.union([destinationDto, destinationAdminDto]) }),
      },
    },
    async (request) => {
      const asAdmin = request.query.admin === 'true';
      if (asAdmin) await assertAdmin(request);
      return service.detail(request.params.id, request.lang, asAdmin);
    },
  );

  // ----- admin -----

  r.get(
    '/admin/destinations',
    {
      ...admin,
      schema: {
        tags: ['destinations'],
        querystring: destinationListQuery,
        response: responses({ 200: paginatedSchema(destinationAdminDto) }),
      },
    },
    async (request) => service.adminList(request.query),
  );

  r.post(
    '/destinations',
    {
      ...admin,
      config: { ...changedDestinations, ...destination('create') },
      schema: {
        tags: ['destinations'],
        body: destinationInput,
        response: responses({ 201: destinationAdminDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  r.put(
    '/destinations/:id',
    {
      ...admin,
      config: { ...changedDestinations, ...destination('update') },
      schema: {
        tags: ['destinations'],
        params: uuidParam,
        body: destinationInput,
        response: responses({ 200: destinationAdminDto }),
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  r.delete(
    '/destinations/:id',
    {
      ...admin,
      config: { ...changedDestinations, ...destination('delete') },
      schema: { tags: ['destinations'], params: uuidParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
