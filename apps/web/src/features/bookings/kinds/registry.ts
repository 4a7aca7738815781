import type { BookingType } from '@app/shared/bookings/status';
import type { BookingKind } from './booking-kind';

/**
 * The booking kinds the app knows, in the order the composition (`app/booking-kinds.ts`) gives
 * them. The core reads them here and never names one.
 */
const kinds = new Map<BookingType, BookingKind>();

/** Registers the app's kinds (once, at start; again with the same kinds is harmless). */
export function registerBookingKinds(list: readonly BookingKind[]): void {
  for (const kind of list) kinds.set(kind.type, kind);
}

/** Every registered kind, in registration order. */
export function bookingKinds(): BookingKind[] {
  return [...kinds.values()];
}

/** The kind of a booking; a type nobody registered is a wiring mistake, said plainly. */
export function bookingKind(type: BookingType): BookingKind {
  const kind = kinds.get(type);
  if (!kind)
    throw new Error(`No booking kind "${type}" is registered: add it in apps/web/src/app/booking-kinds.ts`);
  return kind;
}

/** Whether `type` is a registered kind (the admin's type filter from the address). */
export function isBookingKind(type: string): type is BookingType {
  return kinds.has(type as BookingType);
}

/**
 * The kind whose checkout `/booking?…` is: the first whose checkout claims the address, else the
 * first kind with a checkout (its page then says what the address lacks).
 */
export function checkoutKindFor(params: URLSearchParams): BookingKind | undefined {
  const withCheckout = bookingKinds().filter((k) => k.checkout);
  return withCheckout.find((k) => k.checkout?.claims(params)) ?? withCheckout[0];
}
