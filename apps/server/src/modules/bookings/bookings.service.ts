import { normalizeEmail } from '@app/shared/auth/email';
import type { BookingStatus } from '@app/shared/bookings/status';
import { todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../integrations/mail/mail-outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { type BookingRow, toBookingDto } from './booking-dto.ts';
import type { BookingContext, KindBooking } from './booking-kind.ts';
import type { BookingKinds } from './booking-kinds.ts';
import { bookingMailSender } from './booking-mail-sender.ts';
import { bookingWrite, type GuestDetails, newBookingRow } from './booking-record.ts';
import { changeStatus } from './booking-status.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { authorizeCancel } from './cancel-authorization.ts';
import {
  answerOfWinner,
  answerOrRefusal,
  type IdempotentRequest,
  idempotentRequest,
  keyWithAnswer,
  type StoredAnswer,
} from './idempotency.ts';

/** A booking's body: its kind's `type` and fields, and the guest's contact (and payment) details. */
export type CreateBookingBody = { type: string } & GuestDetails;

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  /** The business time zone: today's date and the cancellation deadlines. */
  timeZone: string;
  publicUrl: string;
  mailOutbox: MailOutbox;
  /** The address the mails come from (config.MAIL_FROM). */
  mailFrom: string;
  /** The registered kinds of booking. */
  kinds: BookingKinds;
}

/** Who asks: the signed-in user (or null) and the language of the answer. */
export interface Caller {
  user: { id: string; role: string } | null;
  lang: Language;
}

/** A reference is 40 random bits: a clash is rare, four in a row means something is wrong. */
const MAX_REFERENCE_TRIES = 4;

/** Rolls the booking's transaction back when another request holds its Idempotency-Key. */
class KeyHeldElsewhere extends Error {}

/**
 * Bookings of every kind, top to bottom: quote, create (one transaction: the kind takes its stock,
 * then the booking, its confirmation mail in the outbox and the Idempotency-Key with the stored
 * answer, then the kind's own rows), the guest's reads and cancel, and status changes.
 */
export function bookingsService(deps: BookingsDeps) {
  const { db, clock, timeZone, kinds } = deps;
  const repo = bookingsRepository(db);
  const today = () => todayIn(timeZone, clock.now());
  const mails = bookingMailSender(deps);

  const dto = (found: KindBooking, lang: Language, mayCancel: boolean) =>
    toBookingDto(kinds, found, {
      lang,
      now: clock.now(),
      timeZone,
      mayCancel,
    });

  /** The booking with what it is of, or 404. */
  async function withDetail(row: BookingRow | null): Promise<KindBooking> {
    if (!row) throw new AppError(404, 'not_found');
    const [found] = await kinds.withDetails(db, [row]);
    if (!found) throw new AppError(404, 'not_found');
    return found;
  }

  /**
   * Checks and books (see create): the answer, or null when another request holds the key (all
   * rolled back). A reference already taken rolls back and books again under a new one.
   */
  async function book(
    body: CreateBookingBody,
    caller: Caller,
    request: IdempotentRequest,
  ): Promise<StoredAnswer | null> {
    const day = today();
    const kind = kinds.kind(body.type);
    const [settings, take] = await Promise.all([
      readPaymentSettings(db),
      kind.prepare(db, body, { lang: caller.lang, today: day }),
    ]);
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
          const { facts, detail, record } = await take(tx, ctx);
          const found = { booking: newBookingRow(kind.type, facts, body, ctx), detail };
          const answer = { status: 201, body: dto(found, caller.lang, !!caller.user) };
          const mail = await mails.booked(tx, found);
          const write = bookingWrite(found.booking, ctx, keyWithAnswer(request, answer), mail);
          if (!(await bookingsRepository(tx).insertNew(write))) throw new KeyHeldElsewhere();
          await record(tx, found.booking.id);
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
    const row = await repo.byReference(reference);
    if (!row || normalizeEmail(row.email) !== normalizeEmail(email)) throw new AppError(404, 'not_found');
    return withDetail(row);
  }

  /** The booking when the caller owns it (or is an admin); 404 for anyone else. */
  async function visible(user: { id: string; role: string }, id: string) {
    const row = await repo.byId(id);
    if (!row) throw new AppError(404, 'not_found');
    const own = row.userId === user.id;
    if (!own && user.role !== 'admin') throw new AppError(404, 'not_found');
    return { found: await withDetail(row), own };
  }

  return {
    /** The price of what the body names, before it is booked, by its kind. */
    quote(body: { type: string }): Promise<unknown> {
      const quote = kinds.kind(body.type).quote;
      if (!quote) throw new AppError(404, 'not_found');
      return quote.run(db, body, { today: today(), timeZone });
    },

    /**
     * Books once per Idempotency-Key: one short transaction takes the kind's stock, then writes the booking, its event, its confirmation mail in the outbox and the key
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
        data: (await kinds.withDetails(db, rows)).map((found) => dto(found, lang, true)),
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
      const found = await withDetail(await repo.byId(id));
      authorizeCancel(found.booking, { user: caller.user, reference: proof.reference, email: proof.email });
      const current = dto(found, caller.lang, true);
      if (found.booking.status === 'cancelled' || found.booking.status === 'completed')
        throw new AppError(409, 'invalid_status_transition');
      if (!current.canCancel) throw new AppError(409, 'cancellation_window_closed');
      await changeStatus(
        db,
        kinds,
        found,
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
      return dto(await withDetail(await repo.byId(found.booking.id)), caller.lang, true);
    },
  };
}
