import { FindBookingView } from '../../../features/booking/find-booking-page';

export function FindBookingPage() {
  return <FindBookingView />;
}
