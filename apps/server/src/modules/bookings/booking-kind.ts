import type { BookingPlaceDto } from '@app/shared/bookings/responses';
import type { BookingDto } from '@app/shared/bookings/schemas';
import { FREE_CANCELLATION_HOURS } from '@app/shared/bookings/status';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import { type Localized, pickLocalized } from '@app/shared/i18n/localized';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CacheTags } from '../../lib/cache-tags.ts';
import type { ServerTexts, TextsUnder } from '../../lib/texts.ts';
import type { BookingRow } from './booking-dto.ts';
import type { NewBooking } from './bookings.repository.ts';
import type { InviteStatus, InviteTime } from './calendar-invite.ts';

/**
 * The contract between the booking core and a bookable kind (a hotel stay, a package trip, a
 * restaurant table…). The core owns what every booking shares: the Idempotency-Key and its stored
 * answer, the reference, the one transaction, statuses and who may cancel, the events, the mail and
 * its `.ics`, the lists and the CSV. A kind brings only what differs, below; it lives in its own
 * module, imports this file, and is registered once at start-up (docs/decisions/020).
 */

/** Who books, when, and at which tax rate and currency. */
export interface BookingContext {
  userId: string | null;
  lang: Language;
  today: string;
  now: Date;
  /** The business time zone. */
  timeZone: string;
  taxRate: number;
  currency: string;
}

/**
 * What the booking's shared row says that the kind decides. A kind that sells at a supplier's price
 * names the supplier's currency and the tax included in it; otherwise the agency's apply.
 */
export type BookingFacts = Partial<Pick<NewBooking, 'currency' | 'taxRate'>> &
  Pick<
    NewBooking,
    | 'status'
    | 'checkIn'
    | 'checkOut'
    | 'guests'
    | 'promoCode'
    | 'nights'
    | 'subtotal'
    | 'discount'
    | 'taxes'
    | 'total'
  >;

/** What a kind took inside the booking's transaction. */
export interface KindTaking<Detail> {
  facts: BookingFacts;
  /** What the booking is of, as `details` reads it back. */
  detail: Detail;
  /**
   * Writes the kind's own rows for the booking (its detail row, a held table), in the booking's
   * transaction right after the booking's row; a refusal here rolls the whole booking back.
   */
  record(tx: Db, bookingId: string): Promise<void>;
}

/** A booking's shared row and what its kind reads of it. */
export interface KindBooking<Detail = unknown> {
  booking: BookingRow;
  detail: Detail;
}

/** The clocks a request body is judged by: card expiry (`now`) and the sale window (`today`). */
export interface SchemaClock {
  now: () => Date;
  today: () => string;
}

/** A body a kind accepts: an object told apart by its literal `type`. */
// biome-ignore lint/suspicious/noExplicitAny: any object schema with a literal type.
export type KindBodySchema = z.ZodObject<{ type: z.ZodLiteral<string> } & Record<string, any>>;

type MailTexts = ServerTexts['mail'];
type KindsWords = MailTexts['kinds'];

/** Where a kind's words are in the mail texts: the key of `mail:kinds.<key>` (texts/<lang>/mail.json). */
export type KindWordsKey = keyof KindsWords & string;

/** What a mail of a kind says that the core does not: its name, why it is pending, the price words. */
export interface KindMailWords {
  /** What was booked, first in the subject and the calendar event (`Hotel stay`). */
  name: string;
  intro: Record<InviteStatus, string>;
  /** Why a pending booking of this kind is pending. */
  pending: string;
  /** The sentence about the attached calendar file. */
  calendar: Record<InviteStatus, string>;
  /** A paid kind's price lines, or what the mail says instead when nothing is paid. */
  price: { subtotal: string; discount: string; payLater: string } | { unpaid: string };
}

type Satisfies<T extends U, U> = T;

/** Every kind's words in English say what the core reads: one without them fails the typecheck. */
export type KindsWordsChecked = Satisfies<KindsWords, Record<KindWordsKey, KindMailWords>>;

/**
 * Words a kind brings itself instead of keys in the texts (a kind only tests know): a tree like
 * mail.json's `kinds.<key>` per language, English among them.
 */
export type KindOwnWords = { en: KindMailWords } & Partial<Record<Language, KindMailWords>>;

/** A kind's words: a key of `mail:kinds` in the texts, or its own. */
export type KindWords = KindWordsKey | KindOwnWords;

/** The English tree of a kind's words. */
type WordsTree<Words extends KindWords> = Words extends KindWordsKey
  ? KindsWords[Words]
  : Words extends { en: infer English }
    ? English
    : never;

/** A kind's words in the mail's language: `t('room')` reads `mail:kinds.<its key>.room`. */
export type KindText<Words extends KindWords = KindWordsKey> = TextsUnder<WordsTree<Words>>;

/** The mail texts in the mail's language: the words every kind shares (`t('booking.dates')`). */
export type MailText = TextsUnder<MailTexts>;

/** How the mail writes a date, and its texts in the mail's language. */
export interface MailFormat {
  lang: Language;
  date(isoDate: string): string;
  text: MailText;
}

/** An admin filter a kind adds to the bookings list and its CSV (e.g. a restaurant by id or slug). */
export interface KindFilter {
  // biome-ignore lint/suspicious/noExplicitAny: a query field of any type.
  query: z.ZodType<any>;
  /** The condition on `bookings` for the value given. */
  where(value: string): SQL;
}

/** A column of the admin's CSV: blank for bookings of other kinds. */
export interface KindCsvColumn {
  header: string;
  cell(booking: BookingDto): string | number;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of any body, detail and words.
type AnyOfAKind = any;

export interface BookingKind<
  Body extends { type: string } = AnyOfAKind,
  Detail = AnyOfAKind,
  Words extends KindWords = AnyOfAKind,
> {
  /** The booking's `type`, in URLs, bodies and the database. */
  type: string;
  /** Its body for POST /api/bookings (contact fields, and payment fields when it is paid). */
  body(clock: SchemaClock): KindBodySchema;
  /** Its POST /api/bookings/quote, when it has one: the body, the answer's schema and the price. */
  quote?: {
    body(clock: SchemaClock): KindBodySchema;
    // biome-ignore lint/suspicious/noExplicitAny: the answer's schema.
    answer: z.ZodType<any>;
    run(db: Db, body: Body, ctx: { today: string; timeZone: string }): Promise<unknown>;
  };
  /**
   * The checks before any transaction (404, 400, 409…), then the taking of its stock, run inside
   * the core's booking transaction: 409 and nothing written when it is gone.
   */
  prepare(
    db: Db,
    body: Body,
    ctx: { lang: Language; today: string },
  ): Promise<(tx: Db, ctx: BookingContext) => Promise<KindTaking<Detail>>>;
  /** Gives the stock back when the booking is cancelled, in the cancel's transaction. */
  release(tx: Db, found: KindBooking<Detail>, now: Date): Promise<void>;
  /** What each of these bookings (all of this kind) is of, by booking id. */
  details(db: Db, bookingIds: string[]): Promise<Map<string, Detail>>;
  /** How the booking reads in an answer: the kind's fields of the booking DTO and its place on the map. */
  read(
    detail: Detail,
    ctx: { lang: Language; timeZone: string },
  ): { fields: Partial<BookingDto>; place: BookingPlaceDto | null };
  /** The DTO fields `read` fills, null in bookings of other kinds. */
  fields: readonly (keyof BookingDto)[];
  /** When its free cancellation ends. */
  freeCancellationUntil(found: KindBooking<Detail>, timeZone: string): Date;
  /** How it reads in its mails and calendar event. */
  mail: {
    /**
     * Its words: the key of `mail:kinds.<words>` in the texts (name, intro, pending, calendar and
     * price, which the core reads, and its own; in English checked by KindsWordsChecked), or the
     * kind's own (KindOwnWords).
     */
    words: Words;
    /** The name of what was booked, in the subject. */
    title(booking: BookingDto): string;
    /** The lines saying what was booked. */
    rows(booking: BookingDto, t: KindText<Words>, format: MailFormat): [string, string][];
    /** The calendar event's title. */
    summary(booking: BookingDto, t: KindText<Words>): string;
    /** All day over some dates, or between two instants. */
    when(booking: BookingDto): InviteTime;
    /** Where it happens, for the calendar event; may be empty. */
    location(db: Db, booking: BookingDto, lang: Language): Promise<string>;
  };
  /** What a booking, its cancellation or a change of its status changes (cache tags). */
  changes(booking: BookingDto): CacheTags;
  /** Admin filters of its own, by query name. */
  filters?: Record<string, KindFilter>;
  /** CSV columns about what it is of (before the dates), and about when (after the nights). */
  csv?: { of?: KindCsvColumn[]; at?: KindCsvColumn[] };
}

const HOUR_MS = 3_600_000;

/** The usual free cancellation: it ends this many hours before the booking starts. */
export const dayBefore = (start: Date): Date => new Date(start.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);

/** Free cancellation ends this many hours before `date` at `time` on the business clock. */
export function freeCancellationUntil(date: string, time: string, timeZone: string): Date {
  return dayBefore(zonedInstant(date, time, timeZone));
}

/** A place on the map in the reader's language, when it has a position. */
export function placeOf(
  point: { name: Localized; latitude: number | null; longitude: number | null } | null | undefined,
  lang: Language,
): BookingPlaceDto | null {
  if (!point || point.latitude == null || point.longitude == null) return null;
  return { name: pickLocalized(point.name, lang).text, latitude: point.latitude, longitude: point.longitude };
}

/** The amounts of a booking nothing is paid for (a table is only reserved). */
export const NOTHING_PAID = {
  promoCode: null,
  nights: [],
  subtotal: 0,
  discount: 0,
  taxes: 0,
  total: 0,
} as const satisfies Partial<BookingFacts>;

/** The status a paid kind starts in: a card is checked at once, paying later waits for confirmation. */
export const paidStatus = (paymentMethod: string): 'confirmed' | 'pending' =>
  paymentMethod === 'creditCard' ? 'confirmed' : 'pending';
