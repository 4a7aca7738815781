// What the rest of the app may use of bookings: placing a booking the way every checkout does.
// Pages are reached through the router only.
export { useCreateBooking } from './api/booking-api';
export { useAfterBooking, useIdempotencyKey } from './components/checkout-state';
export { GuestDetailsSection } from './components/guest-details-section';
export { emailRule, requiredRule } from './utils/guest-rules';
