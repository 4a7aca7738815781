import { BookingDetailView } from '../../../features/bookings/booking-detail-page';

export function BookingDetailPage() {
  return <BookingDetailView />;
}
