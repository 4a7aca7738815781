// What the rest of the app may use of bookings: the contract a kind of booking fills, and the parts
// of the core a kind builds with (docs/decisions/021-web-booking-kinds.md). Pages are reached
// through the router only.
export { dayRange, daysWhen } from './admin/booking-item';
export { kindName } from './admin/booking-kind-words';
export { CheckoutFrame } from './components/checkout-frame';
export type { PaymentChoice } from './components/checkout-state';
export { TimeRange } from './components/time-range';
export { type Checkout, useCheckout } from './hooks/use-checkout';
export type { BookingKind, KindFilter } from './kinds/booking-kind';
export { defineBookingKind, type KindSummary } from './kinds/define-kind';
export { readGuests, UUID } from './utils/checkout-selection';
