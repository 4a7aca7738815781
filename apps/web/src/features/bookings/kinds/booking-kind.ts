import type { BookingDto } from '@app/shared/bookings/schemas';
import type { BookingType } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import type { ComponentType } from 'react';
import type { TFunction } from '../../../lib/use-translation';

/**
 * What one kind of booking (a hotel stay, a package trip, a restaurant table, …) gives the bookings
 * core. The core shows every booking through its kind and never asks which kind it is; a kind lives
 * in its own feature, is made with `defineBookingKind` (define-kind.tsx) from what only it knows,
 * and is registered once, in `app/booking-kinds.ts` (docs/decisions/021-web-booking-kinds.md).
 */
export interface BookingKind {
  /** The `type` the server gives its bookings. */
  type: BookingType;
  /** What was booked, by name and picture (the hotel, the package, the restaurant). */
  subject: (booking: BookingDto) => { name: string; image?: string | null };
  /** The booking in full: on the confirmation, the booking's page and a booking found by reference. */
  Summary: ComponentType<{ booking: BookingDto }>;
  /** The line under its name in "My bookings": its dates and what or who. */
  ListLine: ComponentType<{ booking: BookingDto }>;
  /** Where a price would stand, for a kind that takes no money; absent when it is paid for. */
  noPrice?: (t: TFunction<'booking'>) => string;
  /** Said on the confirmation while the booking waits for the agency's answer. */
  pendingNote: (t: TFunction<'booking'>) => string;
  /** The cancellation rule the booking's page shows. */
  cancelRule: (t: TFunction<'booking'>) => string;
  /** What the traveller's cancel dialog says cancelling does. */
  cancelBody: (t: TFunction<'booking'>) => string;
  /** A note under Directions, when the place is not the booking's own (a trip's first hotel). */
  placeNote?: (t: TFunction<'booking'>, place: string) => string;
  /** Where to start booking this kind: the first kind's link is offered when "My bookings" is empty. */
  browse?: { to: string; label: (t: TFunction<'booking'>) => string };
  /** Its checkout at `/booking`, when it has one there (a kind with an address of its own has none). */
  checkout?: BookingKindCheckout;
  /** How the admin's list and detail show it. */
  admin: BookingKindAdmin;
}

export interface BookingKindCheckout {
  /** Whether the address's query names what this kind books (`hotelId=…`, `packageId=…`). */
  claims: (params: URLSearchParams) => boolean;
  /** The kind's checkout: its own parts in the core's `CheckoutFrame`. */
  View: ComponentType;
  /**
   * What is booked was kept in this tab (the address names it only), so the server cannot render it:
   * on a page sent light the checkout comes alive at once, for every reader, to show it.
   */
  keptInTab?: boolean;
}

/** A kind's words in the admin: column and label names, and how its people and payment read. */
export interface KindWords {
  /** The kind's name (the type filter's option). */
  label: string;
  /** What was booked: the column and the detail's label. */
  item: string;
  /** When it takes place. */
  when: string;
  /** Who comes: guests, travellers, the party. */
  party: string;
  /** The date filters (on the day a booking starts). */
  from: string;
  to: string;
  count: (count: number) => string;
  /** How it is paid when no card was taken. */
  unpaid: string;
  /** What cancelling frees. */
  cancelBody: string;
}

/** A filter of the admin's list that only a kind has (a restaurant's own reservations). */
export interface KindFilter {
  /** Its name in the address and in the API's query. */
  param: string;
  /** A value the address may carry (anything else is ignored). */
  accepts: (value: string) => boolean;
  Field: ComponentType<{ value: string | null; onChange: (value: string | null) => void }>;
}

export interface BookingKindAdmin {
  words: (t: TFunction<'adminBookings'>) => KindWords;
  /** What was booked, its name and a line under it (`BookingItemLines`); `size` as the values beside it. */
  Item: ComponentType<{ booking: BookingDto; size: 'sm' | 'md' }>;
  /** When it takes place, in one line. */
  when: (booking: BookingDto, t: TFunction<'adminBookings'>, lang: Language) => string;
  /** Filters of its own, shown while the list is narrowed to this kind. */
  filters?: readonly KindFilter[];
}
