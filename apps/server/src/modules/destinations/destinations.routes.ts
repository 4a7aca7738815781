import {
  type DestinationInput,
  destinationInput,
  destinationListQuery,
} from '@app/shared/destinations/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { destinations } from '../../db/schema/destinations.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { freeSlug } from '../../lib/unique-slug.ts';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { type DestinationFullRow, toDestinationAdminDto, toDestinationDto } from './destination-dto.ts';
import { destinationsRepository } from './destinations.repository.ts';

const idParam = z.object({ id: z.string().trim().min(1).max(120) });
const slugTaken = () => new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });

const values = (body: DestinationInput) => ({
  name: body.name,
  description: body.description,
  country: body.country,
  image: body.image,
  latitude: body.latitude,
  longitude: body.longitude,
  featured: body.featured,
  sortOrder: body.sortOrder,
});

export async function destinationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = destinationsRepository(db);
  const { clock } = app.deps;
  const admin = { preValidation: requireRole('admin') };

  async function publicList(rows: DestinationFullRow[], lang: Language) {
    const counts = await repo.counts(rows.map((d) => d.id));
    return rows.map((d) => toDestinationDto(d, counts.get(d.id) ?? { properties: 0, packages: 0 }, lang));
  }

  async function adminDto(row: DestinationFullRow) {
    const counts = await repo.counts([row.id]);
    return toDestinationAdminDto(row, counts.get(row.id) ?? { properties: 0, packages: 0 });
  }

  r.get(
    '/destinations',
    { config: { publicCache: true }, schema: { querystring: destinationListQuery } },
    async (request) => {
      const { q, featured, page, limit } = request.query;
      const { rows, total } = await repo.list(
        { q, featured: featured === undefined ? undefined : featured === 'true' },
        page,
        limit,
      );
      return {
        data: await publicList(rows, request.lang),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },
  );

  r.get('/destinations/featured', { config: { publicCache: true } }, async (request) => {
    const { rows } = await repo.list({ featured: true }, 1, 12);
    return publicList(rows, request.lang);
  });

  r.get(
    '/destinations/popular',
    {
      config: { publicCache: true },
      schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }) },
    },
    async (request) => {
      const since = new Date(clock.now().getTime() - 90 * 86_400_000);
      return publicList(await repo.popular(since, request.query.limit), request.lang);
    },
  );

  r.get(
    '/destinations/slug/:slug',
    {
      config: { publicCache: true },
      schema: { params: z.object({ slug: z.string().trim().min(1).max(120) }) },
    },
    async (request) => {
      const row = await repo.find(request.params.slug);
      if (!row || row.slug !== request.params.slug) throw new AppError(404, 'not_found');
      const [dto] = await publicList([row], request.lang);
      return dto;
    },
  );

  r.get(
    '/destinations/:id',
    {
      config: { publicCache: true },
      schema: { params: idParam, querystring: z.object({ admin: z.enum(['true', 'false']).optional() }) },
    },
    async (request) => {
      if (request.query.admin === 'true') {
        await assertAdmin(request);
      }
      const row = await repo.find(request.params.id);
      if (!row) throw new AppError(404, 'not_found');
      if (request.query.admin === 'true') return adminDto(row);
      const [dto] = await publicList([row], request.lang);
      return dto;
    },
  );

  // ----- admin -----

  r.get(
    '/admin/destinations',
    { ...admin, schema: { querystring: destinationListQuery } },
    async (request) => {
      const { q, featured, page, limit } = request.query;
      const { rows, total } = await repo.list(
        { q, featured: featured === undefined ? undefined : featured === 'true' },
        page,
        limit,
      );
      const counts = await repo.counts(rows.map((d) => d.id));
      return {
        data: rows.map((d) => toDestinationAdminDto(d, counts.get(d.id) ?? { properties: 0, packages: 0 })),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },
  );

  async function slugFor(body: DestinationInput, exceptId?: string, current?: string) {
    if (body.slug) {
      if (await repo.slugTaken(body.slug, exceptId)) throw slugTaken();
      return body.slug;
    }
    if (current) return current;
    return freeSlug(body.name.en, 'destination', (slug) => repo.slugTaken(slug));
  }

  r.post('/destinations', { ...admin, schema: { body: destinationInput } }, async (request, reply) => {
    const body = request.body;
    const now = clock.now();
    try {
      const [row] = await db
        .insert(destinations)
        .values({ ...values(body), slug: await slugFor(body), createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new AppError(500, 'internal_error');
      return reply.code(201).send(await adminDto(row));
    } catch (error) {
      if (isUniqueViolation(error, 'destinations_slug_key')) throw slugTaken();
      throw error;
    }
  });

  r.put(
    '/destinations/:id',
    { ...admin, schema: { params: z.object({ id: z.uuid() }), body: destinationInput } },
    async (request) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      const body = request.body;
      try {
        const [row] = await db
          .update(destinations)
          .set({
            ...values(body),
            slug: await slugFor(body, existing.id, existing.slug),
            updatedAt: clock.now(),
          })
          .where(eq(destinations.id, existing.id))
          .returning();
        if (!row) throw new AppError(404, 'not_found');
        return adminDto(row);
      } catch (error) {
        if (isUniqueViolation(error, 'destinations_slug_key')) throw slugTaken();
        throw error;
      }
    },
  );

  r.delete(
    '/destinations/:id',
    { ...admin, schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      if ((await repo.usage(existing.id)) > 0) throw new AppError(409, 'destination_in_use');
      try {
        await db.delete(destinations).where(eq(destinations.id, existing.id));
      } catch (error) {
        // A hotel or package pointed at it between the check and the delete.
        if (isForeignKeyViolation(error)) throw new AppError(409, 'destination_in_use');
        throw error;
      }
      return reply.code(204).send();
    },
  );
}
