import type { DestinationInput, destinationListQuery } from '@app/shared/destinations/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { freeSlug } from '../../lib/unique-slug.ts';
import {
  type DestinationFullRow,
  type DestinationRow,
  toDestinationAdminDto,
  toDestinationDto,
} from './destination-dto.ts';
import { destinationsRepository } from './destinations.repository.ts';

type DestinationListQuery = z.infer<typeof destinationListQuery>;

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

/**
 * Destinations: the public lists and pages with their hotel and package counts, the admin's edits,
 * and for the other modules (hotels, packages, restaurants, bookings) the one way to read one.
 */
export function destinationsService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;
  const repo = destinationsRepository(deps.db);

  async function publicList(rows: DestinationFullRow[], lang: Language) {
    const counts = await repo.counts(rows.map((d) => d.id));
    return rows.map((d) => toDestinationDto(d, counts.get(d.id) ?? { properties: 0, packages: 0 }, lang));
  }

  async function adminDto(row: DestinationFullRow) {
    const counts = await repo.counts([row.id]);
    return toDestinationAdminDto(row, counts.get(row.id) ?? { properties: 0, packages: 0 });
  }

  async function page({ q, featured, page, limit }: DestinationListQuery) {
    const { rows, total } = await repo.list(
      { q, featured: featured === undefined ? undefined : featured === 'true' },
      page,
      limit,
    );
    return { rows, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
  }

  async function existing(id: string) {
    const row = await repo.find(id);
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  async function slugFor(body: DestinationInput, exceptId?: string, current?: string) {
    if (body.slug) {
      if (await repo.slugTaken(body.slug, exceptId)) throw slugTaken();
      return body.slug;
    }
    if (current) return current;
    return freeSlug(body.name.en, 'destination', (base) => repo.slugsFrom(base));
  }

  return {
    /**
     * For other modules: a destination's id, address and name, by id or slug; null when there is
     * none. Inside a caller's transaction, read on it (`{ tx }`).
     */
    find: (idOrSlug: string, on: { tx?: Db } = {}): Promise<DestinationRow | null> =>
      (on.tx ? destinationsRepository(on.tx) : repo).brief(idOrSlug),
    /** For other modules: the destinations with these ids. */
    byIds: (ids: string[]): Promise<Map<string, DestinationRow>> => repo.briefs([...new Set(ids)]),

    async list(query: DestinationListQuery, lang: Language) {
      const { rows, ...rest } = await page(query);
      return { data: await publicList(rows, lang), ...rest };
    },

    async featured(lang: Language) {
      const { rows } = await repo.list({ featured: true }, 1, 12);
      return publicList(rows, lang);
    },

    async popular(limit: number, lang: Language) {
      const since = new Date(clock.now().getTime() - 90 * 86_400_000);
      return publicList(await repo.popular(since, limit), lang);
    },

    /** By its exact slug only. */
    async bySlug(slug: string, lang: Language) {
      const row = await repo.find(slug);
      if (!row || row.slug !== slug) throw new AppError(404, 'not_found');
      const [dto] = await publicList([row], lang);
      return dto;
    },

    /** By id or slug; the admin form's view when `asAdmin`. */
    async detail(idOrSlug: string, lang: Language, asAdmin: boolean) {
      const row = await existing(idOrSlug);
      if (asAdmin) return adminDto(row);
      const [dto] = await publicList([row], lang);
      return dto;
    },

    async adminList(query: DestinationListQuery) {
      const { rows, ...rest } = await page(query);
      const counts = await repo.counts(rows.map((d) => d.id));
      return {
        data: rows.map((d) => toDestinationAdminDto(d, counts.get(d.id) ?? { properties: 0, packages: 0 })),
        ...rest,
      };
    },

    async create(body: DestinationInput) {
      try {
        const row = await repo.insert({ ...values(body), slug: await slugFor(body) }, clock.now());
        if (!row) throw new AppError(500, 'internal_error');
        return await adminDto(row);
      } catch (error) {
        if (isUniqueViolation(error, 'destinations_slug_key')) throw slugTaken();
        throw error;
      }
    },

    async update(id: string, body: DestinationInput) {
      const current = await existing(id);
      try {
        const row = await repo.update(
          current.id,
          { ...values(body), slug: await slugFor(body, current.id, current.slug) },
          clock.now(),
        );
        if (!row) throw new AppError(404, 'not_found');
        return await adminDto(row);
      } catch (error) {
        if (isUniqueViolation(error, 'destinations_slug_key')) throw slugTaken();
        throw error;
      }
    },

    async remove(id: string) {
      const current = await existing(id);
      if ((await repo.usage(current.id)) > 0) throw new AppError(409, 'destination_in_use');
      try {
        await repo.remove(current.id);
      } catch (error) {
        // A hotel or package pointed at it between the check and the delete.
        if (isForeignKeyViolation(error)) throw new AppError(409, 'destination_in_use');
        throw error;
      }
    },
  };
}

export type DestinationsService = ReturnType<typeof destinationsService>;
