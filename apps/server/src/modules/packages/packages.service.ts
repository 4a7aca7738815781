import { todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import {
  type DepartureInput,
  type ItineraryDayInput,
  type PackageInput,
  type PackageListQuery,
  packageListQuery,
} from '@app/shared/packages/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { freeSlug } from '../../lib/unique-slug.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import type { ReviewSubjectType, ReviewsService } from '../reviews/reviews.service.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { type PackageRow, toPackageAdmin, toPackageDetail, toPackageSummary } from './package-dto.ts';
import { packagesRepository } from './packages.repository.ts';

export interface PackagesDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  destinations: DestinationsService;
  reviews: ReviewsService;
}

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

/** A slug taken under our feet (between the check and the write) is the same 409 as one taken before. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'packages_slug_key')) throw fieldError('slug', 'slug_taken', 409);
    throw error;
  }
}

/**
 * What bookings need from packages, on the database or inside the booking's transaction: the
 * departure to book, its seats taken and given back, and the package itself.
 */
export function packageSeats(db: Db) {
  const repo = packagesRepository(db);
  return {
    /** The published package and one of its departures that has not started yet, or 404. */
    async bookableDeparture(packageId: string, departureId: string, day: string) {
      const row = await repo.departureWithPackage(packageId, departureId);
      if (!row?.trip.published) throw new AppError(404, 'not_found');
      if (row.departure.startDate <= day)
        throw new AppError(400, 'validation_failed', {
          errors: [{ field: 'departureId', code: 'date_in_past' }],
        });
      return row;
    },

    /** Takes seats on a departure in one guarded statement; 409 `sold_out` when not that many are left. */
    async takeSeats(departureId: string, seats: number, now: Date) {
      const taken = await repo.takeSeats(departureId, seats, now);
      if (!taken) throw new AppError(409, 'sold_out');
      return taken;
    },

    releaseSeats: (departureId: string, seats: number, now: Date) =>
      repo.releaseSeats(departureId, seats, now),

    find: (idOrSlug: string) => repo.find(idOrSlug),
  };
}

/** Packages' name in the reviews (`reviews.subject_type`). */
export const PACKAGE_REVIEW_SUBJECT = 'package';

/** Packages (tours) and their departures: the public catalogue and the admin's edits. */
export function packagesService({ db, clock, timeZone, destinations, reviews }: PackagesDeps) {
  const repo = packagesRepository(db);
  const today = () => todayIn(timeZone, clock.now());
  const since = () => new Date(clock.now().getTime() - 90 * 86_400_000);

  /** Each package's next departure with a seat left; with a window, the first one inside it. */
  async function summaries(rows: PackageRow[], lang: Language, window: { from?: string; to?: string } = {}) {
    const inWindow = (d: { startDate: string; seatsLeft: number }) =>
      d.seatsLeft > 0 &&
      (!window.from || d.startDate >= window.from) &&
      (!window.to || d.startDate <= window.to);
    const [dests, departures, { currency }] = await Promise.all([
      destinations.byIds([...new Set(rows.map((p) => p.destinationId).filter((d): d is string => !!d))]),
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

  async function list(query: PackageListQuery, lang: Language) {
    if (query.from && query.to && query.to < query.from) throw fieldError('to', 'end_before_start');
    const ctx = { today: today(), since: since() };
    const hits = await repo.search(query, ctx);
    const rows = await repo.byIds(hits.map((h) => h.id));
    const byId = new Map(rows.map((p) => [p.id, p]));
    // A page past the end still tells how many packages match.
    const total =
      hits[0]?.total ??
      (query.page > 1 ? ((await repo.search({ ...query, page: 1, limit: 1 }, ctx))[0]?.total ?? 0) : 0);
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
      destinations.byIds(p.destinationId ? [p.destinationId] : []),
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

  async function existing(id: string) {
    const p = await repo.find(id);
    if (!p) throw new AppError(404, 'not_found');
    return p;
  }

  async function checkRefs(body: PackageInput) {
    if (body.destinationId && !(await destinations.find(body.destinationId)))
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
    return freeSlug(body.name.en, 'package', (base) => repo.slugsFrom(base));
  }

  async function bookedOn(packageId: string, departureId: string) {
    return (await repo.departuresWithBooked(packageId)).find((d) => d.id === departureId)?.booked ?? 0;
  }

  return {
    list,
    featured: async (lang: Language) =>
      (await list(packageListQuery.parse({ featured: 'true', sort: 'departure', limit: 8 }), lang)).data,
    popular: async (lang: Language) =>
      (await list(packageListQuery.parse({ sort: 'popularity', limit: 8 }), lang)).data,

    /** A published package by its exact slug, or 404. */
    async publishedBySlug(slug: string, lang: Language) {
      const p = await repo.find(slug);
      if (!p?.published || p.slug !== slug) throw new AppError(404, 'not_found');
      return detail(p, lang);
    },

    /** A published package by id or slug, or 404. */
    async published(idOrSlug: string, lang: Language) {
      const p = await repo.find(idOrSlug);
      if (!p?.published) throw new AppError(404, 'not_found');
      return detail(p, lang);
    },

    /** Any package as the admin edits it, published or not. */
    adminDetail: adminDto,

    /** Packages as the reviews module knows them: reviewed by travellers once the trip is over. */
    reviewSubject: {
      type: PACKAGE_REVIEW_SUBJECT,
      find: (id) => repo.find(id),
      storeTotals: (tx, id, totals) => packagesRepository(tx).storeReviewTotals(id, totals),
      booking: {
        kind: 'package',
        over: 'after_check_out',
        detail: { table: 'package_trip_bookings', subject: 'package_id' },
      },
      notEligible: 'review_needs_trip',
    } satisfies ReviewSubjectType,

    today,

    async adminList(q: string | undefined, page: number, limit: number) {
      const { rows, total } = await repo.adminList(q, page, limit);
      const data = await Promise.all(
        rows.map(async (p) =>
          toPackageAdmin(p, await repo.hotelIds(p.id), await repo.departuresWithBooked(p.id)),
        ),
      );
      return { data, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },

    async create(body: PackageInput) {
      await checkRefs(body);
      const slug = await slugFor(body);
      const now = clock.now();
      return slugSafe(async () => {
        const id = await db.transaction(async (tx) => {
          const txRepo = packagesRepository(tx);
          const created = await txRepo.insert({ ...values(body), slug, createdAt: now, updatedAt: now });
          if (!created) throw new AppError(500, 'internal_error');
          await txRepo.setHotels(created, body.hotelIds);
          return created;
        });
        return adminDto(id);
      });
    },

    async update(id: string, body: PackageInput) {
      const current = await existing(id);
      await checkRefs(body);
      const slug = await slugFor(body, current.id, current.slug);
      await slugSafe(() =>
        db.transaction(async (tx) => {
          const txRepo = packagesRepository(tx);
          await txRepo.update(current.id, { ...values(body), slug, updatedAt: clock.now() });
          await txRepo.setHotels(current.id, body.hotelIds);
        }),
      );
      return adminDto(current.id);
    },

    async setItinerary(id: string, itinerary: ItineraryDayInput[]) {
      const current = await existing(id);
      const days = [...itinerary].sort((a, b) => a.day - b.day);
      const outside = itinerary.findIndex((d) => d.day > current.durationDays);
      if (outside >= 0) throw fieldError(`itinerary.${outside}.day`, 'out_of_range');
      await repo.setItinerary(current.id, days, clock.now());
      return adminDto(current.id);
    },

    /** Deletes a package never booked; bookings keep their package, so a booked one is unpublished instead. */
    async remove(id: string) {
      const current = await existing(id);
      if ((await repo.bookingCount(current.id)) > 0) throw new AppError(409, 'package_has_bookings');
      await db.transaction(async (tx) => {
        await reviews.removeAllOf({ type: PACKAGE_REVIEW_SUBJECT }, current.id, { tx });
        await packagesRepository(tx).deleteWithDepartures(current.id);
      });
    },

    async addDeparture(id: string, body: DepartureInput) {
      const current = await existing(id);
      if (body.startDate <= today()) throw fieldError('startDate', 'date_in_past');
      const now = clock.now();
      try {
        await repo.addDeparture(current.id, body.startDate, body.seatsTotal, now);
      } catch (error) {
        if (isUniqueViolation(error, 'package_departures_package_date_key'))
          throw fieldError('startDate', 'date_taken', 409);
        throw error;
      }
      await repo.touch(current.id, now);
      return adminDto(current.id);
    },

    /** A booked departure keeps its date; seats never go below those held. */
    async updateDeparture(id: string, departureId: string, body: DepartureInput) {
      const departure = await repo.departure(id, departureId);
      if (!departure) throw new AppError(404, 'not_found');
      const booked = await bookedOn(id, departureId);
      if (body.startDate !== departure.startDate && booked > 0)
        throw fieldError('startDate', 'invalid_value', 409);
      if (body.startDate !== departure.startDate && body.startDate <= today())
        throw fieldError('startDate', 'date_in_past');
      // Seats are resized against what is held right now, in the same statement.
      const row = await repo.resizeDeparture(departureId, body.startDate, body.seatsTotal, clock.now());
      if (!row) throw fieldError('seatsTotal', 'seats_below_booked', 409);
      return adminDto(id);
    },

    async removeDeparture(id: string, departureId: string) {
      const departure = await repo.departure(id, departureId);
      if (!departure) throw new AppError(404, 'not_found');
      const booked = await bookedOn(id, departureId);
      if (booked > 0 || departure.seatsLeft < departure.seatsTotal)
        throw new AppError(409, 'departure_has_bookings');
      try {
        await repo.deleteDeparture(departureId);
      } catch (error) {
        // A cancelled booking still points at it; any other failure (the database down) is not a 409.
        if (isForeignKeyViolation(error)) throw new AppError(409, 'departure_has_bookings');
        throw error;
      }
    },
  };
}
