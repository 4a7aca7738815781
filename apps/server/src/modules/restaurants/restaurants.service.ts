import { addDays, todayIn } from '@app/shared/common/dates';
import { wallClock, zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import type { TableLocation } from '@app/shared/restaurants/catalog';
import { sittingsOn, startTimesOn } from '@app/shared/restaurants/opening-hours';
import type {
  adminRestaurantListQuery,
  RestaurantAdminTableDto,
  RestaurantDayDto,
  RestaurantDayInput,
  RestaurantInput,
  RestaurantListQuery,
  RestaurantListResult,
  RestaurantSlotsDto,
  RestaurantSlotsQuery,
  RestaurantTableInput,
  RestaurantTableReservationsDto,
  RestaurantTimelineDto,
} from '@app/shared/restaurants/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { freeSlug, underUniqueSlug } from '../../lib/unique-slug.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import type { ReviewSubjectType, ReviewsService } from '../reviews/reviews.service.ts';
import {
  type LocalNow,
  type OnDate,
  type RestaurantRow,
  toRestaurantAdmin,
  toRestaurantDetail,
  toRestaurantSummary,
  toTableDto,
} from './restaurant-dto.ts';
import { searchRestaurants } from './restaurant-search.repository.ts';
import { restaurantsRepository } from './restaurants.repository.ts';
import { offeredSlots } from './slots.ts';
import { partyTooLarge, slotInputs, slotInputsFor } from './table-seating.ts';

const restaurantValues = (body: RestaurantInput) => ({
  name: body.name,
  description: body.description,
  cuisine: body.cuisine,
  priceRange: body.priceRange,
  destinationId: body.destinationId,
  addressLine: body.addressLine,
  city: body.city,
  cityNames: body.cityNames,
  latitude: body.latitude,
  longitude: body.longitude,
  phone: body.phone,
  email: body.email,
  website: body.website,
  featuredImage: body.featuredImage || body.images[0] || '',
  images: body.images,
  openingHours: body.openingHours,
  turnMinutes: body.turnMinutes,
  maxPartySize: body.maxPartySize,
  instantLimit: body.instantLimit,
  menuHighlights: body.menuHighlights,
  featured: body.featured,
  published: body.published,
});

/** Restaurants' name in the reviews (`reviews.subject_type`). */
export const RESTAURANT_REVIEW_SUBJECT = 'restaurant';

/** Restaurants: the public list, pages and free times, and the admin's restaurants, tables and dates. */
export function restaurantsService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  destinations: DestinationsService;
  reviews: ReviewsService;
}) {
  const { db, clock, timeZone, destinations, reviews } = deps;
  const repo = restaurantsRepository(db);
  const today = () => todayIn(timeZone, clock.now());

  /** The clock now and the closed dates of the coming week, per restaurant. */
  async function localNow(ids: string[]): Promise<(id: string) => LocalNow> {
    const [date, time] = wallClock(clock.now(), timeZone).split('T') as [string, string];
    const closed = new Set(
      (await repo.days(ids, addDays(date, -1), addDays(date, 8)))
        .filter((d) => d.closed)
        .map((d) => `${d.restaurantId} ${d.date}`),
    );
    return (id) => ({ date, time, closedOn: (day) => closed.has(`${id} ${day}`) });
  }

  /**
   * A list's date for each restaurant: the sittings opening that date and, with a party asked, the
   * times free for it from the slot rule reservations use, read for the whole page at once.
   */
  async function onDates(
    rows: RestaurantRow[],
    date: string | undefined,
    partySize: number | undefined,
  ): Promise<(id: string) => OnDate> {
    if (!date || rows.length === 0) return () => null;
    const hoursOf = (id: string, closed: boolean) => {
      const r = rows.find((row) => row.id === id);
      return r ? sittingsOn(r.openingHours, date, () => closed) : [];
    };
    if (!partySize) {
      const closed = new Set(
        (
          await repo.days(
            rows.map((r) => r.id),
            date,
            date,
          )
        )
          .filter((d) => d.closed)
          .map((d) => d.restaurantId),
      );
      return (id) => ({ date, hours: hoursOf(id, closed.has(id)), freeTimes: null });
    }
    const found = await slotInputsFor(db, rows, date, timeZone);
    const now = clock.now();
    return (id) => {
      const slot = found.get(id);
      if (!slot) return null;
      return {
        date,
        hours: hoursOf(id, slot.day?.closed ?? false),
        freeTimes: offeredSlots({ ...slot.inputs, partySize, now }).map((s) => s.time),
      };
    };
  }

  async function existing(idOrSlug: string): Promise<RestaurantRow> {
    const restaurant = await repo.find(idOrSlug);
    if (!restaurant) throw new AppError(404, 'not_found');
    return restaurant;
  }

  async function published(idOrSlug: string, isAdmin: () => Promise<boolean>) {
    const restaurant = await repo.find(idOrSlug);
    if (!restaurant || (!restaurant.published && !(await isAdmin()))) throw new AppError(404, 'not_found');
    return restaurant;
  }

  async function uniqueSlug(wanted: string, name: string, exceptId?: string) {
    if (wanted) {
      if (await repo.slugTaken(wanted, exceptId))
        throw new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });
      return wanted;
    }
    return freeSlug(name, 'restaurant', (base) => repo.slugsFrom(base, exceptId));
  }

  async function checkDestination(id: string | null) {
    if (id && !(await destinations.find(id)))
      throw new AppError(400, 'validation_failed', {
        errors: [{ field: 'destinationId', code: 'invalid_value' }],
      });
  }

  async function adminDto(id: string) {
    const restaurant = await existing(id);
    return toRestaurantAdmin(restaurant, await repo.tables(restaurant.id));
  }

  async function checkTableNumber(restaurantId: string, number: string, exceptId?: string) {
    if (await repo.tableNumberTaken(restaurantId, number, exceptId))
      throw new AppError(409, 'conflict', { errors: [{ field: 'number', code: 'invalid_value' }] });
  }

  return {
    today,

    /** Restaurants as the reviews module knows them: reviewed by diners whose reserved date is past. */
    reviewSubject: {
      type: RESTAURANT_REVIEW_SUBJECT,
      find: (id) => repo.find(id),
      storeTotals: (tx, id, totals) => restaurantsRepository(tx).storeReviewTotals(id, totals),
      booking: {
        kind: 'restaurant',
        over: 'after_check_out',
        detail: { table: 'restaurant_table_bookings', subject: 'restaurant_id' },
      },
      notEligible: 'review_needs_visit',
    } satisfies ReviewSubjectType,

    async list(query: RestaurantListQuery, lang: Language): Promise<RestaurantListResult> {
      const since = new Date(clock.now().getTime() - 90 * 86_400_000);
      const hits = await searchRestaurants(db, query, { since });
      // A page past the end still tells how many restaurants match.
      const total =
        hits[0]?.total ??
        (query.page > 1
          ? ((await searchRestaurants(db, { ...query, page: 1, limit: 1 }, { since }))[0]?.total ?? 0)
          : 0);
      const rows = hits.map((h) => h.restaurant);
      const [now, onDate] = await Promise.all([
        localNow(rows.map((r) => r.id)),
        onDates(rows, query.date, query.partySize),
      ]);
      return {
        data: hits.map((h) =>
          toRestaurantSummary(
            h.restaurant,
            h.destination,
            now(h.restaurant.id),
            lang,
            onDate(h.restaurant.id),
          ),
        ),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      };
    },

    /** A restaurant's page; an unpublished one only for an admin. */
    async detail(idOrSlug: string, lang: Language, isAdmin: () => Promise<boolean>) {
      const restaurant = await published(idOrSlug, isAdmin);
      const [destination, tables, now] = await Promise.all([
        restaurant.destinationId ? destinations.find(restaurant.destinationId) : null,
        repo.tables(restaurant.id),
        localNow([restaurant.id]),
      ]);
      return toRestaurantDetail(restaurant, destination, tables, now(restaurant.id), lang);
    },

    /** The times a party can sit down at on a date, and where its table would be. */
    async slots(
      idOrSlug: string,
      query: RestaurantSlotsQuery,
      lang: Language,
      isAdmin: () => Promise<boolean>,
    ): Promise<RestaurantSlotsDto> {
      const restaurant = await published(idOrSlug, isAdmin);
      const { date, partySize } = query;
      if (partySize > restaurant.maxPartySize) throw partyTooLarge(restaurant.maxPartySize, lang);
      const { inputs, day } = await slotInputs(db, restaurant, date, timeZone);
      const slots = offeredSlots({ ...inputs, partySize, now: clock.now() });
      return {
        restaurantId: restaurant.id,
        date,
        partySize,
        closed: day?.closed ?? false,
        closedReason: day?.closed ? day.reason : '',
        slots: slots.map((s) => ({ time: s.time, location: s.table.location as TableLocation })),
      };
    },

    // ----- admin -----

    async adminList({ q, published, page, limit }: z.infer<typeof adminRestaurantListQuery>) {
      const { rows, total } = await repo.adminList(
        q,
        published === undefined ? undefined : published === 'true',
        page,
        limit,
      );
      const data = await Promise.all(rows.map(async (r) => toRestaurantAdmin(r, await repo.tables(r.id))));
      return { data, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },

    adminDetail: adminDto,

    async create(body: RestaurantInput) {
      await checkDestination(body.destinationId);
      const slug = await uniqueSlug(body.slug, body.name.en);
      const id = await underUniqueSlug('restaurants_slug_key', () =>
        repo.create({ ...restaurantValues(body), slug }, clock.now()),
      );
      if (!id) throw new AppError(500, 'internal_error');
      return adminDto(id);
    },

    async update(id: string, body: RestaurantInput) {
      const restaurant = await existing(id);
      await checkDestination(body.destinationId);
      const slug = body.slug ? await uniqueSlug(body.slug, body.name.en, restaurant.id) : restaurant.slug;
      await underUniqueSlug('restaurants_slug_key', () =>
        repo.update(restaurant.id, { ...restaurantValues(body), slug }, clock.now()),
      );
      return adminDto(restaurant.id);
    },

    async remove(id: string) {
      const restaurant = await existing(id);
      // Reservations keep their restaurant: one that was ever booked is unpublished instead.
      if (await repo.hasReservations(restaurant.id)) throw new AppError(409, 'restaurant_has_reservations');
      await db.transaction(async (tx) => {
        await reviews.removeAllOf({ type: RESTAURANT_REVIEW_SUBJECT }, restaurant.id, { tx });
        await restaurantsRepository(tx).remove(restaurant.id);
      });
    },

    /**
     * The admin's list of tables, each saying whether it can be deleted: not once a party sat at
     * it (coming, past or cancelled), as that booking keeps naming it.
     */
    async tables(id: string): Promise<RestaurantAdminTableDto[]> {
      const restaurant = await existing(id);
      const [tables, used] = await Promise.all([
        repo.tables(restaurant.id),
        repo.usedTableIds(restaurant.id),
      ]);
      return tables.map((t) => ({ ...toTableDto(t), deletable: !used.has(t.id) }));
    },

    async addTable(id: string, body: RestaurantTableInput) {
      const restaurant = await existing(id);
      await checkTableNumber(restaurant.id, body.number);
      const row = await repo.addTable(restaurant.id, body);
      if (!row) throw new AppError(500, 'internal_error');
      return toTableDto(row);
    },

    async updateTable(id: string, tableId: string, body: RestaurantTableInput) {
      const restaurant = await existing(id);
      await checkTableNumber(restaurant.id, body.number, tableId);
      const row = await repo.updateTable(restaurant.id, tableId, body);
      if (!row) throw new AppError(404, 'not_found');
      return toTableDto(row);
    },

    async removeTable(id: string, tableId: string) {
      const restaurant = await existing(id);
      if (!(await repo.findTable(restaurant.id, tableId))) throw new AppError(404, 'not_found');
      if (await repo.tableEverUsed(tableId)) throw new AppError(409, 'table_has_sittings');
      await repo.removeTable(restaurant.id, tableId);
    },

    /** The coming reservations held at a table: the ones to move before it can go. */
    async tableReservations(id: string, tableId: string): Promise<RestaurantTableReservationsDto> {
      const restaurant = await existing(id);
      if (!(await repo.findTable(restaurant.id, tableId))) throw new AppError(404, 'not_found');
      const rows = await repo.tableSittingsAfter(tableId, clock.now());
      return rows.map((s) => {
        const [date = '', time = ''] = wallClock(s.startsAt, timeZone).split('T');
        return {
          bookingId: s.bookingId,
          reference: s.reference,
          date,
          time: time.slice(0, 5),
          partySize: s.partySize,
          guestName: `${s.firstName} ${s.lastName}`.trim(),
          status: s.status,
        };
      });
    },

    async day(id: string, date: string): Promise<RestaurantDayDto> {
      const restaurant = await existing(id);
      const [day, previous, sittings] = await Promise.all([
        repo.day(restaurant.id, date),
        repo.day(restaurant.id, addDays(date, -1)),
        repo.timeline(
          restaurant.id,
          zonedInstant(date, '00:00', timeZone),
          zonedInstant(addDays(date, 1), '00:00', timeZone),
        ),
      ]);
      return {
        date,
        closed: day?.closed ?? false,
        reason: day?.reason ?? '',
        addedTimes: day?.addedTimes ?? [],
        removedTimes: day?.removedTimes ?? [],
        maxTablesPerTime: day?.maxTablesPerTime ?? null,
        usualTimes: startTimesOn(
          restaurant.openingHours,
          date,
          restaurant.turnMinutes,
          (d) => d !== date && (previous?.closed ?? false),
        ),
        standing: sittings
          .filter((s) => s.active)
          .map((s) => ({
            bookingId: s.bookingId,
            reference: s.reference,
            time: wallClock(s.startsAt, timeZone).slice(11),
            partySize: s.partySize,
            guestName: `${s.firstName} ${s.lastName}`.trim(),
            status: s.status,
            table: s.tableNumber,
          })),
      };
    },

    async saveDay(id: string, date: string, body: RestaurantDayInput): Promise<RestaurantDayDto> {
      const restaurant = await existing(id);
      const sorted = (times: string[]) => [...new Set(times)].sort();
      await repo.saveDay(restaurant.id, date, {
        closed: body.closed,
        reason: body.reason,
        addedTimes: sorted(body.addedTimes),
        removedTimes: sorted(body.removedTimes),
        maxTablesPerTime: body.maxTablesPerTime,
      });
      return this.day(restaurant.id, date);
    },

    /** A date's sittings per table, on the restaurant's clock (from its opening to the next day's). */
    async timeline(id: string, date: string): Promise<RestaurantTimelineDto> {
      const restaurant = await existing(id);
      const [tables, sittings] = await Promise.all([
        repo.tables(restaurant.id),
        repo.timeline(
          restaurant.id,
          zonedInstant(date, '00:00', timeZone),
          zonedInstant(addDays(date, 1), '00:00', timeZone),
        ),
      ]);
      const local = (at: Date) => wallClock(at, timeZone).slice(11);
      return {
        date,
        tables: tables.map((t) => ({
          ...toTableDto(t),
          sittings: sittings
            .filter((s) => s.tableId === t.id)
            .map((s) => ({
              bookingId: s.bookingId,
              reference: s.reference,
              partySize: s.partySize,
              guestName: `${s.firstName} ${s.lastName}`.trim(),
              from: local(s.startsAt),
              to: local(s.endsAt),
              startsAt: s.startsAt.toISOString(),
              endsAt: s.endsAt.toISOString(),
              status: s.active ? s.status : 'cancelled',
            })),
        })),
      };
    },
  };
}

export type RestaurantsService = ReturnType<typeof restaurantsService>;
