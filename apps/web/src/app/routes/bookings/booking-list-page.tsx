import { MyBookingsView } from '../../../features/booking/my-bookings-page';

export function BookingListPage() {
  return <MyBookingsView />;
}
