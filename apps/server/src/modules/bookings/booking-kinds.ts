import { adminBookingDto, bookingDto } from '@app/shared/bookings/responses';
import { adminBookingsBaseQuery } from '@app/shared/bookings/schemas';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BookingRow } from './booking-dto.ts';
import type { BookingKind, KindBodySchema, KindBooking, KindCsvColumn, SchemaClock } from './booking-kind.ts';

/** Two or more schemas, as zod's unions want them. */
const atLeastOne = <T>(list: T[], what: string): [T, ...T[]] => {
  if (list.length === 0) throw new Error(`no booking kind has ${what}`);
  return list as [T, ...T[]];
};

/**
 * The kinds the booking core knows, registered once at start-up: the core asks it for a booking's
 * kind and for what the API's schemas are made of (the bodies' union, the types, the filters).
 */
export function bookingKinds(kinds: readonly BookingKind[]) {
  const byType = new Map<string, BookingKind>();
  for (const kind of kinds) {
    if (byType.has(kind.type)) throw new Error(`the booking kind ${kind.type} is registered twice`);
    byType.set(kind.type, kind);
  }
  const types = atLeastOne(
    kinds.map((k) => k.type),
    'a type',
  );
  const quoted = kinds.filter((k) => k.quote);
  const blank = Object.fromEntries(kinds.flatMap((k) => k.fields.map((f) => [f, null])));
  const filters = Object.fromEntries(kinds.flatMap((k) => Object.entries(k.filters ?? {})));
  const typeField = { type: z.enum(types) };
  const csvColumns = (part: 'of' | 'at') =>
    kinds.flatMap((k) =>
      (k.csv?.[part] ?? []).map(
        (c): KindCsvColumn => ({
          header: c.header,
          cell: (b) => (b.type === k.type ? c.cell(b) : ''),
        }),
      ),
    );

  function kind(type: string): BookingKind {
    const found = byType.get(type);
    if (!found) throw new Error(`no booking kind ${type} is registered`);
    return found;
  }

  return {
    types,
    kind,

    /** POST /api/bookings: one of the kinds' bodies, told apart by `type`. */
    createBody: (clock: SchemaClock) =>
      z.discriminatedUnion(
        'type',
        atLeastOne<KindBodySchema>(
          kinds.map((k) => k.body(clock)),
          'a body',
        ),
      ),

    /** POST /api/bookings/quote: the bodies and answers of the kinds that quote. */
    quoteBody: (clock: SchemaClock) =>
      z.discriminatedUnion(
        'type',
        atLeastOne<KindBodySchema>(
          quoted.map((k) => k.quote?.body(clock) as KindBodySchema),
          'a quote',
        ),
      ),
    quoteAnswer: z.union(
      atLeastOne(
        quoted.map((k) => k.quote?.answer as z.ZodType),
        'a quote',
      ),
    ),

    /** The booking's answer and the admin's, their `type` one of the registered kinds. */
    bookingDto: bookingDto.extend(typeField),
    adminBookingDto: adminBookingDto.extend(typeField),
    /** GET /api/admin/bookings: the shared filters, `type`, and the kinds' own filters. */
    adminQuery: adminBookingsBaseQuery.extend({
      type: typeField.type.optional(),
      ...Object.fromEntries(Object.entries(filters).map(([name, f]) => [name, f.query.optional()])),
    }),
    /** The conditions of the kinds' filters given in `query`. */
    filterConditions(query: Record<string, unknown>): SQL[] {
      return Object.entries(filters).flatMap(([name, f]) =>
        typeof query[name] === 'string' && query[name] ? [f.where(query[name])] : [],
      );
    },

    /** The DTO fields every kind adds, null: a booking of one kind shows the others' as null. */
    blankFields: blank,

    csvColumns: { of: csvColumns('of'), at: csvColumns('at') },

    /** The bookings with what each is of, read by their kinds, in the same order. */
    async withDetails(db: Db, rows: BookingRow[]): Promise<KindBooking[]> {
      const idsByType = new Map<string, string[]>();
      for (const row of rows) {
        const ids = idsByType.get(row.type) ?? [];
        ids.push(row.id);
        idsByType.set(row.type, ids);
      }
      const details = new Map<string, unknown>();
      await Promise.all(
        [...idsByType].map(async ([type, ids]) => {
          for (const [id, detail] of await kind(type).details(db, ids)) details.set(id, detail);
        }),
      );
      return rows.map((booking) => {
        if (!details.has(booking.id)) throw new Error(`booking ${booking.id} has no ${booking.type} details`);
        return { booking, detail: details.get(booking.id) };
      });
    },
  };
}

export type BookingKinds = ReturnType<typeof bookingKinds>;
