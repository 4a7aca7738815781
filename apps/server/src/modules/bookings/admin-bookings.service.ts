import type { AdminBookingDto } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { toBookingDto } from './booking-dto.ts';
import type { KindBooking } from './booking-kind.ts';
import type { BookingKinds } from './booking-kinds.ts';
import { type BookingMailDeps, bookingMailSender } from './booking-mail-sender.ts';
import { changeStatus } from './booking-status.ts';
import { type BookingFilters, bookingsRepository } from './bookings.repository.ts';

const EXPORT_LIMIT = 10_000;

/** Columns every booking has, around the kinds' own: what it is of, then the dates, then when. */
type Column = { header: string; cell: (b: AdminBookingDto) => string | number };
const col = (header: string, cell: Column['cell']): Column => ({ header, cell });
const money = (minor: number) => (minor / 100).toFixed(2);

function csvColumns(kinds: BookingKinds): Column[] {
  return [
    col('reference', (b) => b.reference),
    col('status', (b) => b.status),
    col('type', (b) => b.type),
    ...kinds.csvColumns.of,
    col('check_in', (b) => b.checkIn),
    col('check_out', (b) => b.checkOut),
    col('nights', (b) => b.nights.length),
    ...kinds.csvColumns.at,
    col('guests', (b) => b.guests),
    col('first_name', (b) => b.firstName),
    col('last_name', (b) => b.lastName),
    col('email', (b) => b.email),
    col('phone', (b) => b.phone),
    col('payment', (b) => b.paymentMethod),
    col('currency', (b) => b.currency),
    col('subtotal', (b) => money(b.subtotal)),
    col('discount', (b) => money(b.discount)),
    col('taxes', (b) => money(b.taxes)),
    col('total', (b) => money(b.total)),
    col('created_at', (b) => b.createdAt),
  ];
}

/** The admin's filters: the shared ones, and the kinds' own by name. */
export type AdminBookingFilters = Omit<BookingFilters, 'kindConditions' | 'userId' | 'reference'> &
  Record<string, unknown>;

/** The admin's view of all bookings: lists, the CSV export, one booking with its history, status changes. */
export function adminBookingsService(deps: BookingMailDeps) {
  const { db, clock, timeZone, kinds } = deps;
  const repo = bookingsRepository(db);
  const mails = bookingMailSender(deps);
  const columns = csvColumns(kinds);

  /** The bookings the filters name, with what each is of. */
  async function listed(query: AdminBookingFilters, page: number, limit: number) {
    const { status, type, from, to, q } = query;
    const filters: BookingFilters = {
      status,
      type,
      from,
      to,
      q,
      kindConditions: kinds.filterConditions(query),
    };
    const { rows, total } = await repo.list(filters, page, limit);
    return { rows: await kinds.withDetails(db, rows), total };
  }

  async function toAdminDtos(rows: KindBooking[], lang: Language): Promise<AdminBookingDto[]> {
    const userIds = [...new Set(rows.map((r) => r.booking.userId).filter((id): id is string => !!id))];
    const users = new Map((await repo.usersByIds(userIds)).map((u) => [u.id, u]));
    return rows.map((row) => {
      const user = row.booking.userId ? users.get(row.booking.userId) : undefined;
      return {
        ...toBookingDto(kinds, row, {
          lang,
          now: clock.now(),
          timeZone,
          mayCancel: true,
        }),
        user: user ? { _id: user.id, name: user.name, email: user.email } : null,
        events: [],
      };
    });
  }

  async function found(id: string): Promise<KindBooking[]> {
    const row = await repo.byId(id);
    if (!row) throw new AppError(404, 'not_found');
    return kinds.withDetails(db, [row]);
  }

  async function detail(id: string, lang: Language): Promise<AdminBookingDto> {
    const [dto] = await toAdminDtos(await found(id), lang);
    if (!dto) throw new AppError(404, 'not_found');
    const events = await repo.events(id);
    dto.events = events.map((e) => ({
      fromStatus: e.event.fromStatus as BookingStatus | null,
      toStatus: e.event.toStatus as BookingStatus,
      at: e.event.createdAt.toISOString(),
      actor: e.actor,
      note: e.event.note,
    }));
    return dto;
  }

  return {
    async list(filters: AdminBookingFilters, page: number, limit: number, lang: Language) {
      const { rows, total } = await listed(filters, page, limit);
      return {
        data: await toAdminDtos(rows, lang),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** The matching bookings (at most 10 000) as a CSV file named after today's date. */
    async exportCsv(
      filters: AdminBookingFilters,
      lang: Language,
    ): Promise<{ filename: string; body: string }> {
      const { rows } = await listed(filters, 1, EXPORT_LIMIT);
      const dtos = await toAdminDtos(rows, lang);
      const day = clock.now().toISOString().slice(0, 10);
      const csv = toCsv(
        columns.map((c) => c.header),
        dtos.map((b) => columns.map((c) => c.cell(b))),
      );
      return { filename: `bookings-${day}.csv`, body: `\uFEFF${csv}` };
    },

    detail,

    /**
     * Moves the booking along ALLOWED_TRANSITIONS (see changeStatus), mails the guest when it is
     * confirmed or cancelled, and answers its new detail.
     */
    async setStatus(
      id: string,
      to: BookingStatus,
      change: { actorId: string; note: string },
      lang: Language,
    ) {
      const [booking] = await found(id);
      if (!booking) throw new AppError(404, 'not_found');
      await changeStatus(
        db,
        kinds,
        booking,
        to,
        { ...change, now: clock.now() },
        mails.statusChanged(booking.booking.id),
      );
      mails.wake();
      return detail(booking.booking.id, lang);
    },
  };
}
