import { MAX_STAY_NIGHTS, stayNights, todayIn } from '@app/shared/common/dates';
import type {
  adminHotelListQuery,
  HotelInput,
  HotelSearchQuery,
  HotelSearchResult,
  RoomTypeInput,
} from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CacheTags } from '../../lib/cache-tags.ts';
import type { Clock } from '../../lib/clock.ts';
import { freeSlug, underUniqueSlug } from '../../lib/unique-slug.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import type { ReviewSubjectType, ReviewsService } from '../reviews/reviews.service.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { toHotelAdmin, toHotelDetail, toHotelSummary, toRoomAdminDto } from './hotel-dto.ts';
import { hotelsRepository } from './hotels.repository.ts';
import { hotelsMemory } from './hotels-memory.ts';
import { placeSuggestions } from './place-suggestions.repository.ts';

/** Hotels' name in the reviews (`reviews.subject_type`). */
export const HOTEL_REVIEW_SUBJECT = 'hotel';

const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });

function hotelValues(body: HotelInput) {
  return {
    name: body.name,
    description: body.description,
    destinationId: body.destinationId,
    addressLine: body.addressLine,
    city: body.city,
    cityNames: body.cityNames,
    country: body.country,
    latitude: body.latitude,
    longitude: body.longitude,
    starRating: body.starRating,
    amenities: body.amenities,
    featuredImage: body.featuredImage || body.images[0] || '',
    images: body.images,
    contact: body.contact,
    checkInTime: body.checkInTime,
    checkOutTime: body.checkOutTime,
    cancellationPolicy: body.cancellationPolicy,
    paymentOptions: body.paymentOptions,
    rules: body.rules,
    additionalDetails: body.additionalDetails,
    featured: body.featured,
    published: body.published,
  };
}

const roomValues = (body: RoomTypeInput) => ({
  name: body.name,
  roomType: body.roomType,
  pricePerNight: body.pricePerNight,
  images: body.images,
  features: body.features,
  maxOccupancy: body.maxOccupancy,
  totalRooms: body.totalRooms,
});

/** Hotels: the public search and pages, their reviews' rules, and the admin's edits. */
export function hotelsService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  destinations: DestinationsService;
  reviews: ReviewsService;
}) {
  const { db, clock, destinations, reviews } = deps;
  const repo = hotelsRepository(db);
  const memory = hotelsMemory(db, clock);
  const today = () => todayIn(deps.timeZone, clock.now());

  async function search(query: HotelSearchQuery, lang: Language): Promise<HotelSearchResult> {
    if ((query.checkIn && !query.checkOut) || (!query.checkIn && query.checkOut))
      throw fieldError(query.checkIn ? 'checkOut' : 'checkIn', 'required');
    if (query.checkIn && query.checkOut) {
      if (query.checkOut <= query.checkIn) throw fieldError('checkOut', 'checkout_before_checkin');
      if (stayNights(query.checkIn, query.checkOut).length > MAX_STAY_NIGHTS)
        throw fieldError('checkOut', 'stay_too_long');
    }
    const since = new Date(clock.now().getTime() - 90 * 86_400_000);
    const hits = await memory.search(query, since);
    const { currency } = await readPaymentSettings(db);
    const result: HotelSearchResult = {
      data: hits
        .slice((query.page - 1) * query.limit, query.page * query.limit)
        .map((hit) => toHotelSummary(hit.hotel, hit.destination, hit.priceFrom, currency, lang)),
      // A page past the end still tells how many hotels match.
      total: hits.length,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(hits.length / query.limit)),
    };
    if (hits.length === 0 && (query.guests ?? 1) > 1) {
      // Nothing for that many guests: if hotels match for one guest, their largest room says why.
      const forOne = await memory.search({ ...query, guests: 1 }, since);
      if (forOne.length) result.largestRoom = await memory.largestRoom(forOne.map((h) => h.hotel.id));
    }
    return result;
  }

  async function adminDto(id: string) {
    const hotel = await repo.find(id);
    if (!hotel) return null;
    return toHotelAdmin(hotel, (await repo.rooms([hotel.id])).get(hotel.id) ?? []);
  }

  async function existing(id: string) {
    const hotel = await repo.find(id);
    if (!hotel) throw new AppError(404, 'not_found');
    return hotel;
  }

  async function uniqueSlug(wanted: string, name: string, exceptId?: string) {
    if (wanted) {
      if (await repo.slugTaken(wanted, exceptId))
        throw new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });
      return wanted;
    }
    return freeSlug(name, 'hotel', (base) => repo.slugsFrom(base, exceptId));
  }

  async function checkDestination(id: string | null) {
    if (id && !(await destinations.find(id)))
      throw new AppError(400, 'validation_failed', {
        errors: [{ field: 'destinationId', code: 'invalid_value' }],
      });
  }

  return {
    today,
    search,
    /** A hotel with its rooms as the admin edits it; null when there is none. */
    adminDetail: adminDto,
    /** A change made here or in another process (its tags): the search forgets what it shows of it. */
    forgetSearch: (tags: CacheTags) => memory.forget(tags),

    suggestions: (q: string, lang: Language) => placeSuggestions(db, q, lang),

    async featured(query: HotelSearchQuery, lang: Language) {
      return (await search(query, lang)).data;
    },

    async inDestination(idOrSlug: string, query: Omit<HotelSearchQuery, 'destination'>, lang: Language) {
      const destination = await destinations.find(idOrSlug);
      if (!destination) throw new AppError(404, 'not_found');
      return search({ ...query, destination: destination.id }, lang);
    },

    /** One hotel's page; the admin form's view when `asAdmin`; unpublished ones only for an admin. */
    async detail(
      idOrSlug: string,
      lang: Language,
      reader: { asAdmin: boolean; isAdmin: () => Promise<boolean> },
    ) {
      if (reader.asAdmin) {
        const hotel = await repo.find(idOrSlug);
        if (!hotel) throw new AppError(404, 'not_found');
        return toHotelAdmin(hotel, (await repo.rooms([hotel.id])).get(hotel.id) ?? []);
      }
      const page = await memory.page(idOrSlug);
      if (!page || (!page.hotel.published && !(await reader.isAdmin()))) throw new AppError(404, 'not_found');
      const { currency } = await readPaymentSettings(db);
      return toHotelDetail(page.hotel, page.destination, page.rooms, currency, lang);
    },

    /** Hotels as the reviews module knows them: reviewed by guests whose stay is over. */
    reviewSubject: {
      type: HOTEL_REVIEW_SUBJECT,
      find: (id) => repo.find(id),
      storeTotals: (tx, id, totals) => hotelsRepository(tx).storeReviewTotals(id, totals),
      booking: {
        kind: 'hotel',
        over: 'on_check_out',
        detail: { table: 'hotel_stay_bookings', subject: 'hotel_id' },
      },
      notEligible: 'review_needs_stay',
    } satisfies ReviewSubjectType,

    async adminList({ q, published, page, limit }: z.infer<typeof adminHotelListQuery>) {
      const { rows, total } = await repo.adminList(
        q,
        published === undefined ? undefined : published === 'true',
        page,
        limit,
      );
      const rooms = await repo.rooms(rows.map((h) => h.id));
      return {
        data: rows.map((h) => toHotelAdmin(h, rooms.get(h.id) ?? [])),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    async create(body: HotelInput & { roomTypes: RoomTypeInput[] }) {
      await checkDestination(body.destinationId);
      const slug = await uniqueSlug(body.slug, body.name.en);
      const id = await underUniqueSlug('hotels_slug_key', () =>
        repo.create({ ...hotelValues(body), slug }, body.roomTypes.map(roomValues), clock.now()),
      );
      const hotel = id && (await adminDto(id));
      if (!hotel) throw new AppError(500, 'internal_error');
      return hotel;
    },

    async update(id: string, body: HotelInput) {
      const hotel = await existing(id);
      await checkDestination(body.destinationId);
      const slug = body.slug ? await uniqueSlug(body.slug, body.name.en, hotel.id) : hotel.slug;
      await underUniqueSlug('hotels_slug_key', () =>
        repo.update(hotel.id, { ...hotelValues(body), slug }, clock.now()),
      );
      const updated = await adminDto(hotel.id);
      if (!updated) throw new AppError(404, 'not_found');
      return updated;
    },

    async remove(id: string) {
      const hotel = await existing(id);
      // Bookings keep their hotel: a hotel that was ever booked is unpublished instead of deleted.
      if ((await repo.anyBookings({ hotelId: hotel.id })) > 0) throw new AppError(409, 'hotel_has_bookings');
      await db.transaction(async (tx) => {
        await reviews.removeAllOf({ type: HOTEL_REVIEW_SUBJECT }, hotel.id, { tx });
        await hotelsRepository(tx).remove(hotel.id);
      });
    },

    async addRoom(hotelId: string, body: RoomTypeInput) {
      const hotel = await existing(hotelId);
      const count = ((await repo.rooms([hotel.id])).get(hotel.id) ?? []).length;
      const row = await repo.addRoom(hotel.id, roomValues(body), count, clock.now());
      if (!row) throw new AppError(500, 'internal_error');
      return toRoomAdminDto(row);
    },

    async updateRoom(hotelId: string, roomId: string, body: RoomTypeInput) {
      const row = await repo.updateRoom(hotelId, roomId, roomValues(body), clock.now());
      if (!row) throw new AppError(404, 'not_found');
      return toRoomAdminDto(row);
    },

    async removeRoom(hotelId: string, roomId: string) {
      if ((await repo.anyBookings({ roomTypeId: roomId })) > 0) throw new AppError(409, 'room_has_bookings');
      if (!(await repo.removeRoom(hotelId, roomId))) throw new AppError(404, 'not_found');
    },
  };
}

export type HotelsService = ReturnType<typeof hotelsService>;
