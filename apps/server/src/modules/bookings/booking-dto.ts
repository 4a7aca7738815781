import type { CardBrand } from '@app/shared/bookings/card';
import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { bookings } from '../../db/schema/bookings.ts';
import type { KindBooking } from './booking-kind.ts';
import type { BookingKinds } from './booking-kinds.ts';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The booking as an answer: what every booking shares from its row, what its kind reads of it
 * (null for the other kinds' fields), its free cancellation deadline and whether the caller may
 * cancel it now. (`type` is a registered kind's; the shared type names the kinds the web knows.)
 */
export function toBookingDto(
  kinds: BookingKinds,
  found: KindBooking,
  ctx: { lang: Language; now: Date; timeZone: string; mayCancel: boolean },
): BookingDto {
  const { booking: row } = found;
  const kind = kinds.kind(row.type);
  const { fields, place } = kind.read(found.detail, ctx);
  const deadline = kind.freeCancellationUntil(found, ctx.timeZone);
  const open = row.status === 'pending' || row.status === 'confirmed';
  return {
    ...(kinds.blankFields as unknown as Partial<BookingDto>),
    ...fields,
    _id: row.id,
    reference: row.reference,
    type: row.type as BookingDto['type'],
    status: row.status,
    place,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights.map((n) => ({ date: n.date, price: n.price, discount: n.discount })),
    guests: row.guests,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    specialRequests: row.specialRequests,
    paymentMethod: row.paymentMethod,
    card: row.cardLast4 ? { brand: (row.cardBrand ?? 'unknown') as CardBrand, last4: row.cardLast4 } : null,
    promoCode: row.promoCode,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    taxRate: Number(row.taxRate),
    taxes: row.taxes,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    freeCancellationUntil: deadline.toISOString(),
    canCancel: ctx.mayCancel && open && ctx.now.getTime() < deadline.getTime(),
  } as BookingDto;
}
