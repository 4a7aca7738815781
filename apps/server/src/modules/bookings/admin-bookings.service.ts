import type { AdminBookingDto } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '../../lib/app-error.ts';
import { toBookingDto } from './booking-dto.ts';
import { type BookingMailDeps, bookingMailSender } from './booking-mail-sender.ts';
import { changeStatus } from './booking-status.ts';
import { type BookingFilters, type BookingWithRefs, bookingsRepository } from './bookings.repository.ts';
import { toCsv } from './csv.ts';

const EXPORT_LIMIT = 10_000;

const CSV_HEADER = [
  'reference',
  'status',
  'type',
  'hotel',
  'room',
  'package',
  'restaurant',
  'check_in',
  'check_out',
  'nights',
  'time',
  'table',
  'guests',
  'first_name',
  'last_name',
  'email',
  'phone',
  'payment',
  'currency',
  'subtotal',
  'discount',
  'taxes',
  'total',
  'created_at',
];

const csvRow = (b: AdminBookingDto) => [
  b.reference,
  b.status,
  b.type,
  b.hotel?.name ?? '',
  b.roomType?.name ?? '',
  b.package?.name ?? '',
  b.restaurant?.name ?? '',
  b.checkIn,
  b.checkOut,
  b.nights.length,
  b.sitting?.time ?? '',
  b.sitting ? `${b.sitting.table.number} (${b.sitting.table.location})` : '',
  b.guests,
  b.firstName,
  b.lastName,
  b.email,
  b.phone,
  b.paymentMethod,
  b.currency,
  (b.subtotal / 100).toFixed(2),
  (b.discount / 100).toFixed(2),
  (b.taxes / 100).toFixed(2),
  (b.total / 100).toFixed(2),
  b.createdAt,
];

/** The admin's view of all bookings: lists, the CSV export, one booking with its history, status changes. */
export function adminBookingsService(deps: BookingMailDeps) {
  const { db, clock, timeZone } = deps;
  const repo = bookingsRepository(db);
  const mails = bookingMailSender(deps);

  async function toAdminDtos(rows: BookingWithRefs[], lang: Language): Promise<AdminBookingDto[]> {
    const userIds = [...new Set(rows.map((r) => r.booking.userId).filter((id): id is string => !!id))];
    const users = new Map((await repo.usersByIds(userIds)).map((u) => [u.id, u]));
    return rows.map((row) => {
      const user = row.booking.userId ? users.get(row.booking.userId) : undefined;
      return {
        ...toBookingDto(row, {
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

  async function detail(id: string, lang: Language): Promise<AdminBookingDto> {
    const found = await repo.byId(id);
    if (!found) throw new AppError(404, 'not_found');
    const [dto] = await toAdminDtos([found], lang);
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
    async list(filters: BookingFilters, page: number, limit: number, lang: Language) {
      const { rows, total } = await repo.list(filters, page, limit);
      return {
        data: await toAdminDtos(rows, lang),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** The matching bookings (at most 10 000) as a CSV file named after today's date. */
    async exportCsv(filters: BookingFilters, lang: Language): Promise<{ filename: string; body: string }> {
      const { rows } = await repo.list(filters, 1, EXPORT_LIMIT);
      const dtos = await toAdminDtos(rows, lang);
      const day = clock.now().toISOString().slice(0, 10);
      return { filename: `bookings-${day}.csv`, body: `\uFEFF${toCsv(CSV_HEADER, dtos.map(csvRow))}` };
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
      const found = await repo.byId(id);
      if (!found) throw new AppError(404, 'not_found');
      await changeStatus(
        db,
        found.booking,
        to,
        { ...change, now: clock.now() },
        mails.statusChanged(found.booking.id),
      );
      mails.wake();
      return detail(found.booking.id, lang);
    },
  };
}
