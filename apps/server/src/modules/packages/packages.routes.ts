import { todayIn } from '@app/shared/common/dates';
import { paginationQuery } from '@app/shared/common/pagination';
import type { Language } from '@app/shared/i18n/languages';
import {
  departureInput,
  itineraryInput,
  type PackageInput,
  packageInput,
  packageListQuery,
} from '@app/shared/packages/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { packageDepartures, packageHotels, packageReviews, packages } from '../../db/schema/packages.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { freeSlug } from '../../lib/unique-slug.ts';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { hotelsRepository } from '../hotels/hotels.repository.ts';
import { registerReviewRoutes } from '../reviews/review-routes.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { type PackageRow, toPackageAdmin, toPackageDetail, toPackageSummary } from './package-dto.ts';
import { searchPackages } from './package-search.ts';
import { packagesRepository } from './packages.repository.ts';

const idParam = z.object({ id: z.string().trim().min(1).max(120) });
const uuidParam = z.object({ id: z.uuid() });
const departureParams = z.object({ id: z.uuid(), departureId: z.uuid() });
const fieldError = (field: string, code: string, status = 400) =>
  new AppError(status, status === 409 ? 'conflict' : 'validation_failed', { errors: [{ field, code }] });

const values = (body: PackageInput) => ({
  name: body.name,
  description: body.description,
  destinationId: body.destinationId,
  durationDays: body.durationDays,
  pricePerPerson: body.pricePerPerson,
  dealPercent: body.dealPercent,
  activities: body.activities,
  featuredImage: body.featuredImage || body.images[0] || '',
  images: body.images,
  itinerary: [...body.itinerary].sort((a, b) => a.day - b.day),
  featured: body.featured,
  published: body.published,
});

export async function packagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = packagesRepository(db);
  const hotelsRepo = hotelsRepository(db);
  const { clock, config } = app.deps;
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());
  const since = () => new Date(clock.now().getTime() - 90 * 86_400_000);
  const admin = { preValidation: requireRole('admin') };

  /** Each package's next departure with a seat left; with a window, the first one inside it. */
  async function summaries(rows: PackageRow[], lang: Language, window: { from?: string; to?: string } = {}) {
    const inWindow = (d: { startDate: string; seatsLeft: number }) =>
      d.seatsLeft > 0 &&
      (!window.from || d.startDate >= window.from) &&
      (!window.to || d.startDate <= window.to);
    const [dests, departures, { currency }] = await Promise.all([
      hotelsRepo.destinationsByIds([
        ...new Set(rows.map((p) => p.destinationId).filter((d): d is string => !!d)),
      ]),
      repo.futureDepartures(
        rows.map((p) => p.id),
        today(),
      ),
      readPaymentSettings(db),
    ]);
    return rows.map((p) =>
      toPackageSummary(
        p,
        p.destinationId ? (dests.get(p.destinationId) ?? null) : null,
        (departures.get(p.id) ?? []).find(inWindow) ?? null,
        currency,
        lang,
      ),
    );
  }

  async function list(query: z.infer<typeof packageListQuery>, lang: Language) {
    if (query.from && query.to && query.to < query.from) throw fieldError('to', 'end_before_start');
    const ctx = { today: today(), since: since() };
    const hits = await searchPackages(db, query, ctx);
    const rows = await repo.byIds(hits.map((h) => h.id));
    const byId = new Map(rows.map((p) => [p.id, p]));
    // A page past the end still tells how many packages match.
    const total =
      hits[0]?.total ??
      (query.page > 1
        ? ((await searchPackages(db, { ...query, page: 1, limit: 1 }, ctx))[0]?.total ?? 0)
        : 0);
    return {
      data: await summaries(
        hits.flatMap((h) => byId.get(h.id) ?? []),
        lang,
        query,
      ),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  async function detail(p: PackageRow, lang: Language) {
    const [dests, departures, hotelRows, { currency }] = await Promise.all([
      hotelsRepo.destinationsByIds(p.destinationId ? [p.destinationId] : []),
      repo.futureDepartures([p.id], today()),
      repo.hotels(p.id),
      readPaymentSettings(db),
    ]);
    return toPackageDetail(
      p,
      p.destinationId ? (dests.get(p.destinationId) ?? null) : null,
      departures.get(p.id) ?? [],
      hotelRows,
      currency,
      lang,
    );
  }

  async function adminDto(id: string) {
    const p = await repo.find(id);
    if (!p) throw new AppError(404, 'not_found');
    const [hotelIds, departures] = await Promise.all([repo.hotelIds(p.id), repo.departuresWithBooked(p.id)]);
    return toPackageAdmin(p, hotelIds, departures);
  }

  r.get(
    '/packages',
    { config: { publicCache: true }, schema: { querystring: packageListQuery } },
    (request) => list(request.query, request.lang),
  );

  r.get('/packages/featured', { config: { publicCache: true } }, async (request) => {
    const result = await list(
      packageListQuery.parse({ featured: 'true', sort: 'departure', limit: 8 }),
      request.lang,
    );
    return result.data;
  });

  r.get('/packages/popular', { config: { publicCache: true } }, async (request) => {
    const result = await list(packageListQuery.parse({ sort: 'popularity', limit: 8 }), request.lang);
    return result.data;
  });

  r.get(
    '/packages/slug/:slug',
    {
      config: { publicCache: true },
      schema: { params: z.object({ slug: z.string().trim().min(1).max(120) }) },
    },
    async (request) => {
      const p = await repo.find(request.params.slug);
      if (!p?.published || p.slug !== request.params.slug) throw new AppError(404, 'not_found');
      return detail(p, request.lang);
    },
  );

  r.get(
    '/packages/:id',
    {
      config: { publicCache: true },
      schema: { params: idParam, querystring: z.object({ admin: z.enum(['true', 'false']).optional() }) },
    },
    async (request) => {
      if (request.query.admin === 'true') {
        await assertAdmin(request);
        return adminDto(request.params.id);
      }
      const p = await repo.find(request.params.id);
      if (!p?.published) throw new AppError(404, 'not_found');
      return detail(p, request.lang);
    },
  );

  registerReviewRoutes(
    app,
    'packages',
    {
      find: (id) => repo.find(id),
      page: (id, page, limit) => repo.reviews(id, page, limit),
      reviewedBy: (id, userId) => repo.reviewedBy(id, userId),
      eligible: (id, userId, day) => repo.travelled(id, userId, day),
      add: async (tx, id, review) => {
        const [row] = await tx
          .insert(packageReviews)
          .values({ packageId: id, ...review })
          .returning();
        // Totals are recomputed from the reviews themselves, in the same transaction.
        await tx
          .update(packages)
          .set({
            averageRating: sql`(select round(avg(rating)::numeric, 1) from package_reviews where package_id = ${id})`,
            totalReviews: sql`(select count(*) from package_reviews where package_id = ${id})`,
          })
          .where(eq(packages.id, id));
        return row;
      },
      onePerUserConstraint: 'package_reviews_one_per_user',
      notEligible: 'review_needs_trip',
    },
    today,
  );

  // ----- admin -----

  r.get(
    '/admin/packages',
    {
      ...admin,
      schema: {
        querystring: paginationQuery.extend({
          q: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      // Folded as every search folds it: `sumela` finds Sümela, `IZMIR` İzmir.
      const where = q
        ? everyWordIn(
            sql`concat_ws(' ', ${packages.name}->>'en', ${packages.name}->>'tr', ${packages.name}->>'ar', ${packages.slug})`,
            q,
          )
        : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(packages)
          .where(where)
          .orderBy(sql`${packages.updatedAt} desc`)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: sql<number>`count(*)::int` }).from(packages).where(where),
      ]);
      const data = await Promise.all(
        rows.map(async (p) =>
          toPackageAdmin(p, await repo.hotelIds(p.id), await repo.departuresWithBooked(p.id)),
        ),
      );
      const total = Number(totals?.n ?? 0);
      return { data, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  );

  async function checkRefs(body: PackageInput) {
    if (body.destinationId && !(await hotelsRepo.findDestination(body.destinationId)))
      throw fieldError('destinationId', 'invalid_value');
    const found = await repo.existingHotels(body.hotelIds);
    const missing = body.hotelIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw fieldError(`hotelIds.${missing}`, 'invalid_value');
    const outside = body.itinerary.findIndex((d) => d.day > body.durationDays);
    if (outside >= 0) throw fieldError(`itinerary.${outside}.day`, 'out_of_range');
  }

  async function slugFor(body: PackageInput, exceptId?: string, current?: string) {
    if (body.slug) {
      if (await repo.slugTaken(body.slug, exceptId)) throw fieldError('slug', 'slug_taken', 409);
      return body.slug;
    }
    if (current) return current;
    return freeSlug(body.name.en, 'package', (slug) => repo.slugTaken(slug));
  }

  async function setHotels(tx: Db, packageId: string, hotelIds: string[]) {
    await tx.delete(packageHotels).where(eq(packageHotels.packageId, packageId));
    const unique = [...new Set(hotelIds)];
    if (unique.length)
      await tx
        .insert(packageHotels)
        .values(unique.map((hotelId, i) => ({ packageId, hotelId, sortOrder: i })));
  }

  r.post('/packages', { ...admin, schema: { body: packageInput } }, async (request, reply) => {
    const body = request.body;
    await checkRefs(body);
    const slug = await slugFor(body);
    const now = clock.now();
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(packages)
          .values({ ...values(body), slug, createdAt: now, updatedAt: now })
          .returning({ id: packages.id });
        if (!row) throw new AppError(500, 'internal_error');
        await setHotels(tx, row.id, body.hotelIds);
        return row.id;
      });
      return reply.code(201).send(await adminDto(id));
    } catch (error) {
      if (isUniqueViolation(error, 'packages_slug_key')) throw fieldError('slug', 'slug_taken', 409);
      throw error;
    }
  });

  r.put('/packages/:id', { ...admin, schema: { params: uuidParam, body: packageInput } }, async (request) => {
    const existing = await repo.find(request.params.id);
    if (!existing) throw new AppError(404, 'not_found');
    const body = request.body;
    await checkRefs(body);
    const slug = await slugFor(body, existing.id, existing.slug);
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(packages)
          .set({ ...values(body), slug, updatedAt: clock.now() })
          .where(eq(packages.id, existing.id));
        await setHotels(tx, existing.id, body.hotelIds);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'packages_slug_key')) throw fieldError('slug', 'slug_taken', 409);
      throw error;
    }
    return adminDto(existing.id);
  });

  r.put(
    '/packages/:id/itinerary',
    { ...admin, schema: { params: uuidParam, body: z.object({ itinerary: itineraryInput }) } },
    async (request) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      const days = [...request.body.itinerary].sort((a, b) => a.day - b.day);
      const outside = request.body.itinerary.findIndex((d) => d.day > existing.durationDays);
      if (outside >= 0) throw fieldError(`itinerary.${outside}.day`, 'out_of_range');
      await db
        .update(packages)
        .set({ itinerary: days, updatedAt: clock.now() })
        .where(eq(packages.id, existing.id));
      return adminDto(existing.id);
    },
  );

  r.delete('/packages/:id', { ...admin, schema: { params: uuidParam } }, async (request, reply) => {
    const existing = await repo.find(request.params.id);
    if (!existing) throw new AppError(404, 'not_found');
    // Bookings keep their package: a booked package is unpublished instead.
    if ((await repo.bookingCount(existing.id)) > 0) throw new AppError(409, 'package_has_bookings');
    await db.transaction(async (tx) => {
      await tx.delete(packageDepartures).where(eq(packageDepartures.packageId, existing.id));
      await tx.delete(packages).where(eq(packages.id, existing.id));
    });
    return reply.code(204).send();
  });

  r.post(
    '/packages/:id/departures',
    { ...admin, schema: { params: uuidParam, body: departureInput } },
    async (request, reply) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      if (request.body.startDate <= today()) throw fieldError('startDate', 'date_in_past');
      const now = clock.now();
      try {
        await db.insert(packageDepartures).values({
          packageId: existing.id,
          startDate: request.body.startDate,
          seatsTotal: request.body.seatsTotal,
          seatsLeft: request.body.seatsTotal,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'package_departures_package_date_key'))
          throw fieldError('startDate', 'date_taken', 409);
        throw error;
      }
      await db.update(packages).set({ updatedAt: now }).where(eq(packages.id, existing.id));
      return reply.code(201).send(await adminDto(existing.id));
    },
  );

  r.put(
    '/packages/:id/departures/:departureId',
    { ...admin, schema: { params: departureParams, body: departureInput } },
    async (request) => {
      const { id, departureId } = request.params;
      const departure = await repo.departure(id, departureId);
      if (!departure) throw new AppError(404, 'not_found');
      const booked = (await repo.departuresWithBooked(id)).find((d) => d.id === departureId)?.booked ?? 0;
      if (request.body.startDate !== departure.startDate && booked > 0)
        throw fieldError('startDate', 'invalid_value', 409);
      if (request.body.startDate !== departure.startDate && request.body.startDate <= today())
        throw fieldError('startDate', 'date_in_past');
      // Seats are resized against what is held right now, in the same statement.
      const [row] = await db
        .update(packageDepartures)
        .set({
          startDate: request.body.startDate,
          seatsTotal: request.body.seatsTotal,
          seatsLeft: sql`${request.body.seatsTotal} - (${packageDepartures.seatsTotal} - ${packageDepartures.seatsLeft})`,
          updatedAt: clock.now(),
        })
        .where(
          and(
            eq(packageDepartures.id, departureId),
            sql`${packageDepartures.seatsTotal} - ${packageDepartures.seatsLeft} <= ${request.body.seatsTotal}`,
          ),
        )
        .returning();
      if (!row) throw fieldError('seatsTotal', 'seats_below_booked', 409);
      return adminDto(id);
    },
  );

  r.delete(
    '/packages/:id/departures/:departureId',
    { ...admin, schema: { params: departureParams } },
    async (request, reply) => {
      const { id, departureId } = request.params;
      const departure = await repo.departure(id, departureId);
      if (!departure) throw new AppError(404, 'not_found');
      const booked = (await repo.departuresWithBooked(id)).find((d) => d.id === departureId)?.booked ?? 0;
      if (booked > 0 || departure.seatsLeft < departure.seatsTotal)
        throw new AppError(409, 'departure_has_bookings');
      try {
        await db.delete(packageDepartures).where(eq(packageDepartures.id, departureId));
      } catch {
        // A cancelled booking still points at it.
        throw new AppError(409, 'departure_has_bookings');
      }
      return reply.code(204).send();
    },
  );
}
