import { normalizeEmail } from '@app/shared/auth/email';
import type {
  CreateHotelBookingBody,
  CreatePackageBookingBody,
  CreateRestaurantBookingBody,
  hotelQuoteBody,
  PackageQuoteBody,
  PackageQuoteDto,
  QuoteDto,
} from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import { todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../integrations/mail/mail-outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { evaluateStay, inventoryService, stayTotals } from '../inventory/inventory.service.ts';
import { packageSeats } from '../packages/packages.service.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { freeCancellationUntil, TOUR_START_TIME, toBookingDto } from './booking-dto.ts';
import { bookingMailSender } from './booking-mail-sender.ts';
import { type BookingContext, bookingWrite, newBookingRow } from './booking-record.ts';
import { changeStatus } from './booking-status.ts';
import { type BookingWithRefs, bookingsRepository } from './bookings.repository.ts';
import { authorizeCancel } from './cancel-authorization.ts';
import { prepareHotelBooking } from './hotel-booking.ts';
import {
  answerOfWinner,
  answerOrRefusal,
  type IdempotentRequest,
  idempotentRequest,
  keyWithAnswer,
  type StoredAnswer,
} from './idempotency.ts';
import { preparePackageBooking, tripTotals } from './package-booking.ts';
import { prepareRestaurantBooking } from './restaurant-booking.ts';

type CreateBookingBody = CreateHotelBookingBody | CreatePackageBookingBody | CreateRestaurantBookingBody;

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  /** The business time zone: today's date and the cancellation deadlines. */
  timeZone: string;
  publicUrl: string;
  mailOutbox: MailOutbox;
  /** The address the mails come from (config.MAIL_FROM). */
  mailFrom: string;
}

/** Who asks: the signed-in user (or null) and the language of the answer. */
export interface Caller {
  user: { id: string; role: string } | null;
  lang: Language;
}

type HotelQuoteBody = z.infer<typeof hotelQuoteBody>;

/** A reference is 40 random bits: a clash is rare, four in a row means something is wrong. */
const MAX_REFERENCE_TRIES = 4;

/** Rolls the booking's transaction back when another request holds its Idempotency-Key. */
class KeyHeldElsewhere extends Error {}

/**
 * Bookings of hotel stays and package trips, top to bottom: quote, create (one transaction: rooms
 * or seats, then the booking, the confirmation mail in the outbox and the Idempotency-Key with the
 * stored answer), the guest's reads and cancel, and status changes.
 */
export function bookingsService(deps: BookingsDeps) {
  const { db, clock, timeZone } = deps;
  const repo = bookingsRepository(db);
  const today = () => todayIn(timeZone, clock.now());
  const mails = bookingMailSender(deps);

  const dto = (found: BookingWithRefs, lang: Language, mayCancel: boolean) =>
    toBookingDto(found, {
      lang,
      now: clock.now(),
      timeZone,
      mayCancel,
    });

  async function quotePackage(body: PackageQuoteBody): Promise<PackageQuoteDto> {
    const { trip, departure } = await packageSeats(db).bookableDeparture(
      body.packageId,
      body.departureId,
      today(),
    );
    const settings = await readPaymentSettings(db);
    return {
      available: departure.seatsLeft >= body.guests,
      seatsLeft: departure.seatsLeft,
      currency: settings.currency,
      pricePerPerson: trip.pricePerPerson,
      dealPercent: trip.dealPercent,
      taxRate: settings.taxRate,
      ...tripTotals(trip.pricePerPerson, trip.dealPercent, body.guests, settings.taxRate),
      freeCancellationUntil: freeCancellationUntil(
        departure.startDate,
        TOUR_START_TIME,
        timeZone,
      ).toISOString(),
    };
  }

  async function quoteHotel(body: HotelQuoteBody): Promise<QuoteDto> {
    const inventory = inventoryService(db);
    const found = await inventory.roomOfHotel(body.hotelId, body.roomTypeId);
    if (!found?.hotel.published) throw new AppError(404, 'not_found');
    const [records, settings] = await Promise.all([
      inventory.nights(body.roomTypeId, body.checkIn, body.checkOut),
      readPaymentSettings(db),
    ]);
    const stay = evaluateStay(found.room, records, { ...body, today: today() });
    const totals = stayTotals(
      stay.nights.map((n) => n.priced),
      settings.taxRate,
    );
    const promoInvalid = stay.available && !!body.promoCode?.trim() && !stay.promoApplied;
    return {
      available: stay.available,
      reason: stay.reason,
      unavailableDates: stay.unavailableDates,
      nights: stay.nights.map(({ priced: _p, ...n }) => n),
      currency: settings.currency,
      ...totals,
      taxRate: settings.taxRate,
      promoApplied: stay.promoApplied,
      // A code is judged only for a stay that can be booked: an impossible stay says why instead.
      promoInvalid,
      promoUnknown: promoInvalid && !(await inventory.promoCodeKnown(body.hotelId, body.promoCode ?? '')),
      roomsLeft: stay.roomsLeft,
      freeCancellationUntil: freeCancellationUntil(
        body.checkIn,
        found.hotel.checkInTime,
        timeZone,
      ).toISOString(),
    };
  }

  /**
   * Checks and books (see create): the answer, or null when another request holds the key (all
   * rolled back). A reference already taken rolls back and books again under a new one.
   */
  function prepare(body: CreateBookingBody, lang: Language, day: string) {
    if (body.type === 'package') return preparePackageBooking(db, body, day);
    if (body.type === 'restaurant') return prepareRestaurantBooking(db, body, lang);
    return prepareHotelBooking(db, body, day);
  }

  async function book(
    body: CreateBookingBody,
    caller: Caller,
    request: IdempotentRequest,
  ): Promise<StoredAnswer | null> {
    const day = today();
    const [settings, take] = await Promise.all([readPaymentSettings(db), prepare(body, caller.lang, day)]);
    const ctx: BookingContext = {
      userId: caller.user?.id ?? null,
      lang: caller.lang,
      today: day,
      now: clock.now(),
      timeZone,
      taxRate: settings.taxRate,
      currency: settings.currency,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const { facts, afterInsert, restaurant = null, sitting = null, ...of } = await take(tx, ctx);
          const found = { ...of, restaurant, sitting, booking: newBookingRow(facts, body, ctx) };
          const answer = { status: 201, body: dto(found, caller.lang, !!caller.user) };
          const mail = await mails.booked(tx, found);
          const write = bookingWrite(found.booking, ctx, keyWithAnswer(request, answer), mail);
          if (!(await bookingsRepository(tx).insertNew(write))) throw new KeyHeldElsewhere();
          await afterInsert?.(tx, found.booking.id);
          return answer;
        });
      } catch (error) {
        if (error instanceof KeyHeldElsewhere) return null;
        if (!isUniqueViolation(error, 'bookings_reference_key')) throw error;
        if (attempt === MAX_REFERENCE_TRIES) throw new AppError(500, 'internal_error');
      }
    }
  }

  /** The booking found by its reference and the email it was made with; 404 otherwise. */
  async function proven(reference: string, email: string) {
    const found = await repo.byReference(reference);
    if (!found || normalizeEmail(found.booking.email) !== normalizeEmail(email))
      throw new AppError(404, 'not_found');
    return found;
  }

  /** The booking when the caller owns it (or is an admin); 404 for anyone else. */
  async function visible(user: { id: string; role: string }, id: string) {
    const found = await repo.byId(id);
    if (!found) throw new AppError(404, 'not_found');
    const own = found.booking.userId === user.id;
    if (!own && user.role !== 'admin') throw new AppError(404, 'not_found');
    return { found, own };
  }

  return {
    quote(body: HotelQuoteBody | PackageQuoteBody): Promise<QuoteDto | PackageQuoteDto> {
      return body.type === 'package' ? quotePackage(body) : quoteHotel(body);
    },

    /**
     * Books a stay or a trip once per Idempotency-Key: one short transaction takes the rooms or
     * seats, then writes the booking, its event, its confirmation mail in the outbox and the key
     * with its answer in one statement; the outbox sends the mail once committed. A key used
     * before gets its stored answer (`replayed`), 422 with another body.
     */
    async create(
      body: CreateBookingBody,
      caller: Caller & { idempotencyKey: string | string[] | undefined },
    ): Promise<StoredAnswer & { replayed: boolean }> {
      const request = idempotentRequest(
        caller.idempotencyKey,
        caller.user?.id ?? null,
        'POST /api/bookings',
        body,
      );
      let created: StoredAnswer | null;
      try {
        created = await book(body, caller, request);
      } catch (refusal) {
        return { ...(await answerOrRefusal(db, request, refusal)), replayed: true };
      }
      if (!created) return { ...(await answerOfWinner(db, request)), replayed: true };
      mails.wake();
      return { ...created, replayed: false };
    },

    /** The user's bookings: stays not over yet first, soonest first; then the past ones. */
    async mine(
      user: { id: string },
      lang: Language,
      query: { page: number; limit: number; status?: BookingStatus; reference?: string },
    ) {
      const { page, limit, status, reference } = query;
      const { rows, total } = await repo.list({ userId: user.id, status, reference }, page, limit, {
        upcomingFrom: today(),
      });
      return {
        data: rows.map((row) => dto(row, lang, true)),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** A booking found by its reference and the email it was made with, or 404. */
    async lookup(reference: string, email: string, lang: Language) {
      return dto(await proven(reference, email), lang, true);
    },

    async detail(user: { id: string; role: string }, id: string, lang: Language) {
      const { found, own } = await visible(user, id);
      return dto(found, lang, own);
    },

    /**
     * The booking's calendar event (the one its mails carry), read as the booking is: by its owner
     * or an admin (404 for anyone else), or with its reference and email together.
     */
    async calendar(user: { id: string; role: string }, id: string) {
      const { found } = await visible(user, id);
      return mails.calendar(db, found);
    },

    async lookupCalendar(reference: string, email: string) {
      return mails.calendar(db, await proven(reference, email));
    },

    /**
     * Cancels a booking for its owner (or an admin), or, when it was made without an account, for
     * a guest who gives its reference and email (see authorizeCancel); only while it is open and
     * before the free cancellation deadline.
     */
    async cancel(id: string, caller: Caller, proof: { email?: string; reference?: string; reason?: string }) {
      const found = await repo.byId(id);
      if (!found) throw new AppError(404, 'not_found');
      authorizeCancel(found.booking, { user: caller.user, reference: proof.reference, email: proof.email });
      const current = dto(found, caller.lang, true);
      if (found.booking.status === 'cancelled' || found.booking.status === 'completed')
        throw new AppError(409, 'invalid_status_transition');
      if (!current.canCancel) throw new AppError(409, 'cancellation_window_closed');
      await changeStatus(
        db,
        found.booking,
        'cancelled',
        {
          actorId: caller.user?.id ?? null,
          now: clock.now(),
          note: 'Cancelled by the guest',
          reason: proof.reason,
        },
        mails.statusChanged(found.booking.id),
      );
      mails.wake();
      const after = await repo.byId(found.booking.id);
      if (!after) throw new AppError(404, 'not_found');
      return dto(after, caller.lang, true);
    },
  };
}
