import { FindBookingView } from '../../../features/bookings/find-booking-page';

export function FindBookingPage() {
  return <FindBookingView />;
}
