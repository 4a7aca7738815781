import { MyBookingsView } from '../../../features/bookings/my-bookings-page';

export function BookingListPage() {
  return <MyBookingsView />;
}
