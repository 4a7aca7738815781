import { todayIn } from '@app/shared/common/dates';
import { paginatedSchema, paginationQuery } from '@app/shared/common/pagination';
import { pathSegment, text } from '@app/shared/common/text-field';
import { packageAdminDto, packageDetailDto, packageSummaryDto } from '@app/shared/packages/responses';
import {
  departureInputAt,
  itineraryInput,
  packageInput,
  packageListQuery,
} from '@app/shared/packages/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { registerReviewRoutes } from '../reviews/reviews.routes.ts';

const idParam = z.object({ id: pathSegment(120) });
const uuidParam = z.object({ id: z.uuid() });
const departureParams = z.object({ id: z.uuid(), departureId: z.uuid() });
const tags = ['packages'];
const summaries = responses({ 200: z.array(packageSummaryDto) });

/** Lists show the packages with their destinations and next departure's seats. */
const LIST_SHOWS = [cacheTags.packages, cacheTags.destinations, cacheTags.departures];
/** A package's page shows it (by id and slug), its destination and the hotels of the trip. */
const detailShows = cachedAs((trip: { _id: string; slug: string; hotels: { _id: string }[] }) => [
  cacheTags.package(trip._id),
  cacheTags.package(trip.slug),
  cacheTags.destinations,
  ...trip.hotels.map((hotel) => cacheTags.hotel(hotel._id)),
]);
/** An admin's change to a package: its page, every list and the deals (departures, prices). */
const packageChanged = (id: string) => [
  cacheTags.packages,
  cacheTags.package(id),
  cacheTags.departures,
  cacheTags.offers,
];
const changedPackage = changes((_answer, request) => packageChanged((request.params as { id: string }).id));

export async function packagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.packages;
  const admin = { preValidation: requireRole('admin') };
  const departureInput = departureInputAt(() => todayIn(config.BUSINESS_TIMEZONE, clock.now()));

  r.get(
    '/packages',
    {
      config: cachedAs((_answer, request) =>
        (request.query as { sort?: string }).sort === 'popularity'
          ? [...LIST_SHOWS, cacheTags.popularity]
          : LIST_SHOWS,
      ),
      schema: {
        tags,
        querystring: packageListQuery,
        response: responses({ 200: paginatedSchema(packageSummaryDto) }),
      },
    },
    (request) => service.list(request.query, request.lang),
  );

  r.get(
    '/packages/featured',
    { config: cachedAs(() => LIST_SHOWS), schema: { tags, response: summaries } },
    (request) => service.featured(request.lang),
  );

  r.get(
    '/packages/popular',
    { config: cachedAs(() => [...LIST_SHOWS, cacheTags.popularity]), schema: { tags, response: summaries } },
    (request) => service.popular(request.lang),
  );

  r.get(
    '/packages/slug/:slug',
    {
      config: detailShows,
      schema: {
        tags,
        params: z.object({ slug: pathSegment(120) }),
        response: responses({ 200: packageDetailDto }),
      },
    },
    (request) => service.publishedBySlug(request.params.slug, request.lang),
  );

  r.get(
    '/packages/:id',
    {
      config: detailShows,
      schema: {
        tags,
        params: idParam,
        ...sessionOptional,
        querystring: z.object({ admin: z.enum(['true', 'false']).optional() }),
        // `?admin=true` (admins only) answers the package as the admin edits it.
        response: responses({ 200: z.union([packageDetailDto, packageAdminDto]) }),
      },
    },
    async (request) => {
      if (request.query.admin === 'true') {
        await assertAdmin(request);
        return service.adminDetail(request.params.id);
      }
      return service.published(request.params.id, request.lang);
    },
  );

  registerReviewRoutes(app, {
    path: 'packages',
    subject: service.reviewSubject,
    tags: { list: cacheTags.packages, one: cacheTags.package },
  });

  // The audit trail reads a package, or one of its departures, as the admin edits it.
  const tour = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'package',
      action,
      id: action === 'create' ? createdId : param(),
      read: (id) => service.adminDetail(id),
    });
  const departure = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'package-departure',
      action,
      // A new departure is the one on the date asked (one a date per package).
      id:
        action === 'create'
          ? (request, answer) =>
              (answer as { departures?: { _id: string; startDate: string }[] } | undefined)?.departures?.find(
                (d) => d.startDate === (request.body as { startDate: string }).startDate,
              )?._id
          : param('departureId'),
      parent: param(),
      read: async (departureId, request) =>
        (await service.adminDetail(param()(request)))?.departures.find((d) => d._id === departureId),
    });

  // ----- admin -----

  r.get(
    '/admin/packages',
    {
      ...admin,
      schema: {
        tags,
        querystring: paginationQuery.extend({
          q: text(100).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: responses({ 200: paginatedSchema(packageAdminDto) }),
      },
    },
    (request) => service.adminList(request.query.q, request.query.page, request.query.limit),
  );

  r.post(
    '/packages',
    {
      ...admin,
      config: { ...changes((created: { _id: string }) => packageChanged(created._id)), ...tour('create') },
      schema: { tags, body: packageInput, response: responses({ 201: packageAdminDto }) },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  r.put(
    '/packages/:id',
    {
      ...admin,
      config: { ...changedPackage, ...tour('update') },
      schema: { tags, params: uuidParam, body: packageInput, response: responses({ 200: packageAdminDto }) },
    },
    (request) => service.update(request.params.id, request.body),
  );

  r.put(
    '/packages/:id/itinerary',
    {
      ...admin,
      config: { ...changedPackage, ...tour('update') },
      schema: {
        tags,
        params: uuidParam,
        body: z.object({ itinerary: itineraryInput }),
        response: responses({ 200: packageAdminDto }),
      },
    },
    (request) => service.setItinerary(request.params.id, request.body.itinerary),
  );

  r.delete(
    '/packages/:id',
    {
      ...admin,
      config: { ...changedPackage, ...tour('delete') },
      schema: { tags, params: uuidParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/packages/:id/departures',
    {
      ...admin,
      config: { ...changedPackage, ...departure('create') },
      schema: {
        tags,
        params: uuidParam,
        body: departureInput,
        response: responses({ 201: packageAdminDto }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addDeparture(request.params.id, request.body)),
  );

  r.put(
    '/packages/:id/departures/:departureId',
    {
      ...admin,
      config: { ...changedPackage, ...departure('update') },
      schema: {
        tags,
        params: departureParams,
        body: departureInput,
        response: responses({ 200: packageAdminDto }),
      },
    },
    (request) => service.updateDeparture(request.params.id, request.params.departureId, request.body),
  );

  r.delete(
    '/packages/:id/departures/:departureId',
    {
      ...admin,
      config: { ...changedPackage, ...departure('delete') },
      schema: { tags, params: departureParams, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.removeDeparture(request.params.id, request.params.departureId);
      return reply.code(204).send(null);
    },
  );
}
